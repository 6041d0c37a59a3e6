package com.propertyportal.identity.entity;

/** A user was archived, in the transaction that wrote it: whoever keeps sessions of that user ends them. */
public record UserArchived(String userId) {}
