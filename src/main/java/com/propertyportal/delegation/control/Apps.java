package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.App;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An organization's embedded apps: listed, registered (at most {@link #MAX_PER_ORGANIZATION}) and removed. */
@ApplicationScoped
public class Apps {

    public static final int MAX_PER_ORGANIZATION = 50;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<App> of(String organizationId) {
        return em.createNamedQuery("App.ofOrganization", App.class)
                .setParameter("organizationId", organizationId)
                .getResultList();
    }

    /** The app of that organization, or empty (another organization's app is no app of this one). */
    public Optional<App> find(String organizationId, String appClientId) {
        return Optional.ofNullable(em.find(App.class, appClientId))
                .filter(app -> app.organizationId().equals(organizationId));
    }

    /**
     * Registers an app. The organization's row is locked first, so registrations at once are counted one after
     * the other in the transaction that writes them.
     */
    public App register(String organizationId, AppBody body, Instant now) {
        em.find(Organization.class, organizationId, LockModeType.PESSIMISTIC_WRITE);
        long count = em.createNamedQuery("App.countOfOrganization", Long.class)
                .setParameter("organizationId", organizationId)
                .getSingleResult();
        if (count >= MAX_PER_ORGANIZATION) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "TOO_MANY_APPS",
                    "An organization has at most " + MAX_PER_ORGANIZATION + " apps",
                    List.of(new FieldError("title", "no room for another app in this organization")),
                    Map.of());
        }
        App app = new App("app_" + Ids.randomHex(12), organizationId, body.title(), body.url(), now);
        em.persist(app);
        return app;
    }

    /** Removes the app (as {@link #find} read it, in this transaction): tokens naming it are refused from now on. */
    public void remove(App app) {
        em.remove(app);
    }
}
