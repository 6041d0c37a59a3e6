package com.propertyportal.audit.entity;

/** What an administrator did; the value is what the audit log stores and is searched by. */
public enum AuditAction {
    SIGN_IN,
    SIGN_IN_FAILED,
    SIGN_OUT,
    SIGN_OUT_EVERYWHERE,
    IMPORT,
    API_KEY_CREATED,
    API_KEY_REVOKED,
    API_SWITCHED,
    FORM_LINK_MADE,
    PUBLISH_CHANGED,
    LOCATION_CREATED,
    LOCATION_CHANGED,
    USER_CREATED,
    USER_CHANGED,
    USER_ARCHIVED,
    USER_PASSWORD_SET,
    USER_PASSWORD_RESET_REQUESTED,
    SECOND_FACTOR_SET,
    SECOND_FACTOR_REMOVED,
    APP_REGISTERED,
    APP_REMOVED,
    DELEGATE_TOKEN_ISSUED,
    DELEGATED_CHANGE,
    CONSOLE_CHANGE,
    FORM_SAVED,
    BOARD_FIELDS_CHANGED,
    SSO_CONFIGURED,
    SSO_REMOVED,
    ORGANIZATION_CREATED,
    ORGANIZATION_CHANGED,
    BOARD_CREATED,
    BOARD_CHANGED,
    BOARD_ARCHIVED;

    public String value() {
        return name().toLowerCase().replace('_', '-');
    }
}
