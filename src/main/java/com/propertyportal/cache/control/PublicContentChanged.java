package com.propertyportal.cache.control;

/**
 * Fired, inside its transaction, by every change that can alter a public portal answer (an import, a
 * location's publish status, ...): the cached answers of every server are dropped once it commits.
 */
public record PublicContentChanged(String what) {}
