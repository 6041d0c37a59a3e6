package com.propertyportal.boards.control;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The JPQL of one card list: the board's cards in the order asked for, narrowed by the filter's conditions. */
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
        filter.field().ifPresent(match -> {
            where.append(" AND c.id IN (SELECT fc.id FROM Card fc JOIN fc.sortValues fv"
                    + " WHERE fv.fieldKey = :fieldKey AND LOCATE(:fieldValue, fv.text) > 0)");
            parameters.put("fieldKey", match.key());
            parameters.put("fieldValue", match.value().toLowerCase(Locale.ROOT));
        });
    }

    private void referencing(String name, List<String> contactIds) {
        where.append(" AND c.id IN (SELECT r.id FROM Card r JOIN r.references contact WHERE contact IN :")
                .append(name)
                .append(")");
        parameters.put(name, contactIds);
    }

    /** Ties, and cards without the field's value (last either way), go newest first. */
    TypedQuery<com.propertyportal.boards.entity.Card> cards(EntityManager em, CardOrder order) {
        String direction = order.ascending() ? " ASC" : " DESC";
        String join = "";
        String by;
        if (order.byField()) {
            join = " LEFT JOIN c.sortValues v ON v.fieldKey = :sortKey";
            by = "v.number" + direction + " NULLS LAST, v.text" + direction + " NULLS LAST, ";
        } else if (order.by().equals("name")) {
            by = "LOWER(c.name)" + direction + ", ";
        } else {
            by = "c." + order.by() + direction + ", ";
        }
        TypedQuery<com.propertyportal.boards.entity.Card> query = bind(em.createQuery(
                "SELECT c FROM Card c" + join + " WHERE " + where + " ORDER BY " + by + "c.createdAt DESC, c.id DESC",
                com.propertyportal.boards.entity.Card.class));
        return order.byField() ? query.setParameter("sortKey", order.by()) : query;
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
