package com.propertyportal.admin.control;

import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.time.Instant;

/** Forgets client addresses whose throttle window and block ended, every 15 minutes, on every server. */
@Singleton
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class LoginThrottlePurge {

    @Inject
    LoginAttempts attempts;

    @Schedule(minute = "*/15", hour = "*", persistent = false, info = "purge ended administrator login throttles")
    public void purge() {
        attempts.purge(Instant.now());
    }
}
