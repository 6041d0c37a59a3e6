package com.propertyportal.monitoring.control;

import java.util.Locale;

/** Why a request was refused, the label of the refusals counter: every reason is counted from 0 at start. */
public enum Refusal {
    VERIFICATION_LIMIT,
    LOGIN_THROTTLE,
    API_KEY_RATE_LIMIT,
    FORM_RATE_LIMIT;

    private final String label = name().toLowerCase(Locale.ROOT);

    public String label() {
        return label;
    }
}
