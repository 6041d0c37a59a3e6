package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.SignOnFlow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * Single sign-ons under way, in the database so that any server of a cluster finishes one another began: started
 * with a fresh state, nonce and PKCE verifier under a random token that only the browser's cookie carries, and
 * taken back exactly once, whatever happens next: a state replayed, or a callback sent twice, finds nothing.
 */
@ApplicationScoped
public class SignOnFlows {

    public static final Duration LIFETIME = Duration.ofMinutes(10);
    /** A cookie value longer than this is no token of ours (a token is 43 characters). */
    static final int MAX_TOKEN = 100;

    private static final SecureRandom RANDOM = new SecureRandom();

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** A flow just begun, and the token for the browser's cookie. */
    public record Started(String token, SignOnFlow flow) {}

    @Transactional
    public Started start(String organizationId, Instant now) {
        String token = random();
        SignOnFlow flow = new SignOnFlow(
                Passwords.tokenHash(token), organizationId, random(), random(), random(), now.plus(LIFETIME));
        em.persist(flow);
        return new Started(token, flow);
    }

    /** The flow the cookie's token names, if it is still under way; it is gone afterwards, whatever it was. */
    @Transactional
    public Optional<SignOnFlow> take(String token, Instant now) {
        if (token == null || token.isEmpty() || token.length() > MAX_TOKEN) {
            return Optional.empty();
        }
        String hash = Passwords.tokenHash(token);
        SignOnFlow flow = em.find(SignOnFlow.class, hash);
        if (flow == null) {
            return Optional.empty();
        }
        em.detach(flow);
        int taken = em.createNamedQuery("SignOnFlow.take")
                .setParameter("tokenHash", hash)
                .executeUpdate();
        return taken == 1 && flow.isLiveAt(now) ? Optional.of(flow) : Optional.empty();
    }

    /** Deletes the flows that were never finished; how many. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("SignOnFlow.purge").setParameter("now", now).executeUpdate();
    }

    /** 32 random bytes, base64url: a token, a state, a nonce, or a PKCE verifier of 43 characters. */
    private static String random() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
