package com.propertyportal.verification.entity;

/**
 * Where a verification request stands. Only PENDING can still be confirmed. EXPIRED is never stored: a pending
 * request reads as expired once its code's lifetime has passed ({@link EmailVerification#statusAt}).
 */
public enum VerificationStatus {
    PENDING,
    VERIFIED,
    INVALIDATED,
    SEND_FAILED,
    EXPIRED
}
