package com.propertyportal.delegation.boundary;

import java.util.Optional;

/** The token of an {@code Authorization: DelegateToken <token>} header (the scheme's name in any case). */
final class DelegateTokenHeader {

    static final String SCHEME = "DelegateToken";

    private DelegateTokenHeader() {}

    /** The token, or empty when the header is absent or names another scheme; a DelegateToken without one is "". */
    static Optional<String> tokenOf(String authorization) {
        if (authorization == null
                || authorization.length() < SCHEME.length()
                || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return Optional.empty();
        }
        String rest = authorization.substring(SCHEME.length());
        if (!rest.isEmpty() && rest.charAt(0) != ' ') {
            return Optional.empty();
        }
        return Optional.of(rest.strip());
    }
}
