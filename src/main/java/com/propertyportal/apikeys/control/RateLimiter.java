package com.propertyportal.apikeys.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-key limits: RATE_LIMIT_PER_MINUTE with bursts of at most RATE_LIMIT_PER_SECOND, in fixed
 * windows. The counts live in the database ({@link RateLimitLedger}), so they hold across servers;
 * each server draws a small share at a time to keep writes well below one per request at high limits.
 */
@ApplicationScoped
public class RateLimiter {

    static final String SECOND = "second";
    static final String MINUTE = "minute";

    @Inject
    @ConfigProperty(name = "rate.limit.per-minute")
    int perMinute;

    @Inject
    @ConfigProperty(name = "rate.limit.per-second")
    int perSecond;

    @Inject
    RateLimitLedger ledger;

    private final ConcurrentHashMap<String, Share> shares = new ConcurrentHashMap<>();

    /** What a request learns: admitted or not, and the minute window's standing for the headers. */
    public record Decision(boolean admitted, int limit, int remaining, long resetSeconds, long retryAfterSeconds) {
    }

    /** Requests this server may still admit in one window without asking the ledger. */
    private static final class Share {
        long windowStart = -1;
        int tokens;
        int usedInLedger;
    }

    public Decision admit(String keyId, Instant now) {
        return admit(keyId, now, perSecond, perMinute);
    }

    Decision admit(String keyId, Instant now, int perSecond, int perMinute) {
        long epoch = now.getEpochSecond();
        long minuteStart = epoch - Math.floorMod(epoch, 60);
        long minuteReset = minuteStart + 60 - epoch;
        Share second = take(keyId, SECOND, epoch, perSecond);
        if (second == null) {
            return new Decision(false, perMinute, remaining(keyId, perMinute), minuteReset, 1);
        }
        Share minute = take(keyId, MINUTE, minuteStart, perMinute);
        if (minute == null) {
            return new Decision(false, perMinute, 0, minuteReset, minuteReset);
        }
        return new Decision(true, perMinute, remaining(keyId, perMinute), minuteReset, 0);
    }

    private int remaining(String keyId, int limit) {
        Share minute = shares.get(keyId + "|" + MINUTE);
        if (minute == null) {
            return limit;
        }
        synchronized (minute) {
            return Math.max(0, limit - minute.usedInLedger + minute.tokens);
        }
    }

    private Share take(String keyId, String window, long windowStart, int limit) {
        Share share = shares.computeIfAbsent(keyId + "|" + window, k -> new Share());
        synchronized (share) {
            if (share.windowStart != windowStart) {
                share.windowStart = windowStart;
                share.tokens = 0;
                share.usedInLedger = 0;
            }
            if (share.tokens > 0) {
                share.tokens--;
                return share;
            }
            RateLimitLedger.Claim claim = ledger.claim(keyId, window, windowStart, limit, Math.max(1, limit / 50));
            share.usedInLedger = claim.used();
            if (claim.granted() == 0) {
                return null;
            }
            share.tokens = claim.granted() - 1;
            return share;
        }
    }
}
