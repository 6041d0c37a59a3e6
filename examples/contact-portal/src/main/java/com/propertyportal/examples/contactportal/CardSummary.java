package com.propertyportal.examples.contactportal;

import java.time.OffsetDateTime;

/** What the portal shows of a card. */
record CardSummary(String id, String name, OffsetDateTime updatedAt) {}
