package com.propertyportal.persistence;

import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.organizations.entity.Organization;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.Optional;

/** Entity-manager access for in-container tests (Arquillian injects CDI beans, not persistence contexts). */
@ApplicationScoped
public class InContainer {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    ApiKeys apiKeys;

    @Transactional
    public ApiKeys.Issued issueKey(String boardId) {
        Board board = em.find(Board.class, boardId);
        return apiKeys.issue(board.id(), board.companyId(), "probe", Instant.now());
    }

    @Transactional
    public Optional<Organization> organization(String id) {
        return Optional.ofNullable(em.find(Organization.class, id));
    }
}
