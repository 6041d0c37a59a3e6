/**
 * Request input: JSON bodies read within their size limits, and typed field checks that collect every
 * violation into one 400. It throws problems, so it stands above {@code problems}; the plain JSON
 * plumbing that problem bodies are written with stays below, in {@code json}.
 */
package com.propertyportal.input;
