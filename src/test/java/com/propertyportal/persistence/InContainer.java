package com.propertyportal.persistence;

import com.propertyportal.admin.boundary.ImportResource;
import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.apikeys.entity.KeyScope;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.organizations.entity.Organization;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;

/** Entity-manager access for in-container tests (Arquillian injects CDI beans, not persistence contexts). */
@ApplicationScoped
public class InContainer {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    ApiKeys apiKeys;

    @Inject
    RequestActor caller;

    @Inject
    ImportResource importResource;

    /** The import, called as the operator calls it: its audit entry names who imported. */
    public JsonObject importDocument(JsonObject document) {
        caller.identify(Actor.operator("in-container test"), "127.0.0.1");
        return importResource.importDocument(document);
    }

    @Transactional
    public ApiKeys.Issued issueKey(String boardId) {
        Board board = em.find(Board.class, boardId);
        return apiKeys.issue(board.id(), board.organizationId(), "probe", KeyScope.FULL, Instant.now());
    }

    @Transactional
    public Optional<Organization> organization(String id) {
        return Optional.ofNullable(em.find(Organization.class, id));
    }

    /** Test data made as it is stored, without the writer's checks and side effects (such as its mail). */
    @Transactional
    public void persist(Object entity) {
        em.persist(entity);
    }

    @Transactional
    public <T> T find(Class<T> type, Object id) {
        return em.find(type, id);
    }

    /** Runs the work in one transaction, as a resource method's would. */
    @Transactional
    public <T> T inTransaction(Supplier<T> work) {
        return work.get();
    }
}
