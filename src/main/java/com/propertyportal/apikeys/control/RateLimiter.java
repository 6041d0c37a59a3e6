package com.propertyportal.apikeys.control;

import com.propertyportal.limits.CounterRows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Per-key limits: RATE_LIMIT_PER_MINUTE in any minute, and at most RATE_LIMIT_PER_SECOND in any second,
 * both sliding windows counted in the database ({@link RateLimitLedger}), so they hold across servers.
 * The hot path stays cheap without drawing ahead (a share drawn ahead and left unused would count against
 * the key): requests of one key that arrive on this server while a claim is under way join the next claim
 * together, so a key costs at most one short transaction per batch of requests and never more writes than
 * its limit admits; and once the ledger refused, this server refuses that key from memory until the first
 * instant a request could fit again (other servers can only have added to the count meanwhile).
 */
@ApplicationScoped
public class RateLimiter {

    @Inject
    @ConfigProperty(name = "rate.limit.per-minute")
    int perMinute;

    @Inject
    @ConfigProperty(name = "rate.limit.per-second")
    int perSecond;

    @Inject
    RateLimitLedger ledger;

    private final ConcurrentHashMap<String, Gate> gates = new ConcurrentHashMap<>();

    /** What a request learns: admitted or not, and the minute window's standing for the headers. */
    public record Decision(boolean admitted, int limit, int remaining, long resetSeconds, long retryAfterSeconds) {}

    public Decision admit(String keyId, Instant now) {
        return admit(keyId, now, perSecond, perMinute);
    }

    Decision admit(String keyId, Instant now, int perSecond, int perMinute) {
        return gates.computeIfAbsent(keyId, Gate::new).admit(now, perSecond, perMinute);
    }

    /** One request waiting for its decision. */
    private static final class Waiter {
        final Instant now;
        Decision decision;
        RuntimeException failure;

        Waiter(Instant now) {
            this.now = now;
        }
    }

    /** One key's requests on this server: the claim under way, those waiting for the next, and a refusal. */
    private final class Gate {
        private final String keyId;
        private List<Waiter> waiting = new ArrayList<>();
        private boolean claiming;
        private Instant refusedUntil = Instant.MIN;
        private int refusedRemaining;
        private Instant refusedEasesAt = Instant.MIN;

        Gate(String keyId) {
            this.keyId = keyId;
        }

        Decision admit(Instant now, int perSecond, int perMinute) {
            Waiter me = new Waiter(now);
            List<Waiter> batch;
            synchronized (this) {
                if (now.isBefore(refusedUntil)) {
                    return refusal(now, perMinute);
                }
                waiting.add(me);
                while (claiming && me.decision == null && me.failure == null) {
                    awaitTurn(me);
                }
                if (me.decision != null || me.failure != null) {
                    return outcome(me);
                }
                claiming = true;
                batch = waiting;
                waiting = new ArrayList<>();
            }
            RateLimitLedger.Claim claim = null;
            RuntimeException failure = null;
            try {
                claim = claim(batch, perSecond, perMinute);
            } catch (RuntimeException e) {
                failure = e;
            }
            synchronized (this) {
                settle(batch, claim, failure, perMinute);
                claiming = false;
                notifyAll();
                return outcome(me);
            }
        }

        private RateLimitLedger.Claim claim(List<Waiter> batch, int perSecond, int perMinute) {
            Instant at = batch.stream().map(w -> w.now).max(Instant::compareTo).orElseThrow();
            return CounterRows.countOnce(() -> ledger.claim(keyId, at, batch.size(), perSecond, perMinute));
        }

        /** The batch's decisions in arrival order; when some were refused, so is every waiter until room. */
        private void settle(List<Waiter> batch, RateLimitLedger.Claim claim, RuntimeException failure, int perMinute) {
            if (failure != null) {
                batch.forEach(w -> w.failure = failure);
                return;
            }
            long countBefore = claim.minuteCount() - claim.granted();
            for (int i = 0; i < batch.size(); i++) {
                Waiter w = batch.get(i);
                if (i < claim.granted()) {
                    w.decision = new Decision(
                            true,
                            perMinute,
                            (int) Math.max(0, perMinute - (countBefore + i + 1)),
                            seconds(w.now, claim.minuteEasesAt()),
                            0);
                }
            }
            if (claim.granted() < batch.size()) {
                refusedUntil = claim.roomAt();
                refusedRemaining = (int) Math.max(0, perMinute - claim.minuteCount());
                refusedEasesAt = claim.minuteEasesAt();
                batch.stream().skip(claim.granted()).forEach(w -> w.decision = refusal(w.now, perMinute));
                waiting.stream()
                        .filter(w -> w.now.isBefore(refusedUntil))
                        .forEach(w -> w.decision = refusal(w.now, perMinute));
                waiting.removeIf(w -> w.decision != null);
            }
        }

        private Decision refusal(Instant now, int perMinute) {
            return new Decision(
                    false,
                    perMinute,
                    refusedRemaining,
                    seconds(now, refusedEasesAt),
                    Math.max(1, seconds(now, refusedUntil)));
        }

        private void awaitTurn(Waiter me) {
            try {
                wait();
            } catch (InterruptedException e) {
                waiting.remove(me);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while waiting for the rate limit", e);
            }
        }
    }

    private static Decision outcome(Waiter w) {
        if (w.failure != null) {
            throw w.failure;
        }
        return w.decision;
    }

    /** Whole seconds from now until then, rounded up; none when then has passed. */
    private static long seconds(Instant now, Instant then) {
        long millis = Duration.between(now, then).toMillis();
        return millis <= 0 ? 0 : (millis + 999) / 1000;
    }
}
