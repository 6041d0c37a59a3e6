package com.propertyportal.boards.control;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The JPQL of one card list: the board's cards, newest first, narrowed by the filter's conditions. */
final class CardQuery {

    private final StringBuilder where = new StringBuilder("c.boardId = :boardId AND c.updatedAt >= :updatedAtMin");
    private final Map<String, Object> parameters = new LinkedHashMap<>();

    CardQuery(String boardId, CardFilter filter) {
        parameters.put("boardId", boardId);
        if (!filter.includeArchived()) {
            where.append(" AND c.archived = FALSE");
        }
        parameters.put("updatedAtMin", filter.updatedAtMin());
        filter.relatedId().ifPresent(id -> referencing("relatedIds", List.of(id)));
        filter.referencing().ifPresent(ids -> referencing("contactIds", ids));
        filter.keyTerm().ifPresent(term -> {
            // LOCATE, not LIKE: the term is matched as it is, with no wildcard to escape.
            where.append(" AND LOCATE(:keyTerm, LOWER(c.name)) > 0");
            parameters.put("keyTerm", term.toLowerCase(Locale.ROOT));
        });
        filter.assignee().ifPresent(assignee -> {
            where.append(" AND c.assignee = :assignee");
            parameters.put("assignee", assignee);
        });
    }

    private void referencing(String name, List<String> contactIds) {
        where.append(" AND c.id IN (SELECT r.id FROM Card r JOIN r.references contact WHERE contact IN :")
                .append(name)
                .append(")");
        parameters.put(name, contactIds);
    }

    TypedQuery<com.propertyportal.boards.entity.Card> cards(EntityManager em) {
        return bind(em.createQuery(
                "SELECT c FROM Card c WHERE " + where + " ORDER BY c.createdAt DESC, c.id DESC",
                com.propertyportal.boards.entity.Card.class));
    }

    TypedQuery<Long> count(EntityManager em) {
        return bind(em.createQuery("SELECT COUNT(c) FROM Card c WHERE " + where, Long.class));
    }

    /** Bound, also where EclipseLink would print the values into the SQL (it does around LOCATE on H2). */
    private <T> TypedQuery<T> bind(TypedQuery<T> query) {
        parameters.forEach(query::setParameter);
        return query.setHint("eclipselink.jdbc.bind-parameters", "True");
    }
}
