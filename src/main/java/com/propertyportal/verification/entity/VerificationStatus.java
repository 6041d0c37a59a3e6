package com.propertyportal.verification.entity;

/** Where a verification request stands; only PENDING can still be confirmed. */
public enum VerificationStatus {
    PENDING, VERIFIED, INVALIDATED, SEND_FAILED
}
