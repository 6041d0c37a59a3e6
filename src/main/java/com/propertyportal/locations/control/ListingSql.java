package com.propertyportal.locations.control;

import com.propertyportal.locations.control.ListingCriteria.Condition;

import java.util.ArrayList;
import java.util.List;

/**
 * The one SQL statement behind every listing query, with numbered parameters (?1, ?2, ...): one
 * organization's active locations in (name, id) order, so PostgreSQL reads them through
 * location_company_order, a segment through location_segment_segment, a text search through the
 * trigram index on search_text.
 */
public final class ListingSql {

    public record Statement(String sql, List<Object> parameters) {
    }

    /** The most locations the form's location picker gets. */
    public static final int PICKER_LIMIT = 50;

    /** Rows per statement when the caller asked for all: each chunk reads an index range, never the table. */
    public static final int CHUNK = 1000;

    /** Where the previous chunk ended, in (name, id) order. */
    public record After(String name, String id) {
    }

    /** The hot statements, for the query-plan test. */
    public static final String ORGANIZATION = of("org", null, false, ListingCriteria.none().page(CHUNK, 0)).sql();
    public static final String ORGANIZATION_NEXT = of("org", null, false, ListingCriteria.none().page(CHUNK, 0),
            new After("name", "id")).sql();
    public static final String SEGMENT = of("org", "segment", false, ListingCriteria.none().page(CHUNK, 0)).sql();
    public static final String SEARCH = of("org", null, false,
            new ListingCriteria(List.of(), "text", PICKER_LIMIT, 0)).sql();

    private ListingSql() {
    }

    public static Statement of(String companyId, String segmentId, boolean includeUnpublished,
            ListingCriteria criteria) {
        return of(companyId, segmentId, includeUnpublished, criteria, null);
    }

    public static Statement of(String companyId, String segmentId, boolean includeUnpublished,
            ListingCriteria criteria, After after) {
        List<Object> parameters = new ArrayList<>();
        StringBuilder sql = new StringBuilder("SELECT l.* FROM location l");
        if (segmentId != null) {
            sql.append(" JOIN location_segment s ON s.location_id = l.id AND s.segment_id = ").append(bind(parameters,
                    segmentId));
        }
        sql.append(" WHERE l.company_id = ").append(bind(parameters, companyId)).append(" AND l.active = TRUE");
        if (!includeUnpublished) {
            sql.append(" AND l.publish_status = 'PUBLISHED'");
        }
        for (Condition condition : criteria.conditions()) {
            sql.append(" AND ");
            var values = condition.values().iterator();
            for (char c : condition.sql().toCharArray()) {
                if (c == '?') {
                    sql.append(bind(parameters, values.next()));
                } else {
                    sql.append(c);
                }
            }
        }
        if (criteria.search() != null) {
            sql.append(" AND l.search_text LIKE ").append(bind(parameters, ListingFilters.containing(criteria.search())));
        }
        if (after != null) {
            sql.append(" AND (l.name, l.id) > (").append(bind(parameters, after.name())).append(", ")
                    .append(bind(parameters, after.id())).append(")");
        }
        sql.append(" ORDER BY l.name, l.id");
        if (criteria.limit() != null) {
            sql.append(" LIMIT ").append(bind(parameters, criteria.limit()));
        }
        if (criteria.skip() > 0) {
            sql.append(" OFFSET ").append(bind(parameters, criteria.skip()));
        }
        return new Statement(sql.toString(), List.copyOf(parameters));
    }

    private static String bind(List<Object> parameters, Object value) {
        parameters.add(value);
        return "?" + parameters.size();
    }
}
