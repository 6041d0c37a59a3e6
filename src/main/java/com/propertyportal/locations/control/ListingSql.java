package com.propertyportal.locations.control;

import com.propertyportal.locations.control.ListingCriteria.Condition;
import com.propertyportal.persistence.Like;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one SQL statement behind every listing query, with numbered parameters (?1, ?2, ...): one
 * organization's active locations in (name, id) order, so PostgreSQL reads them through
 * location_company_order, a segment through location_segment_segment, a text search through
 * location_company_search (the organization's trigrams on search_text). The public listing's predicate
 * (active and published) is written as the partial index location_published_beds states it, so PostgreSQL
 * can use it. The only place that writes listing SQL: filters arrive as conditions.
 */
public final class ListingSql {

    public record Statement(String sql, List<Object> parameters) {

        /** The SQL with JDBC's plain ? placeholders: they are numbered in the order they appear. */
        public String jdbcSql() {
            return sql.replaceAll("\\?[0-9]+", "?");
        }
    }

    /** The columns a listing shows: every {@link ListingColumn}, in its order. */
    public static final String COLUMNS =
            Arrays.stream(ListingColumn.values()).map(ListingSql::column).collect(Collectors.joining(", "));

    /** The most locations the form's location picker gets. */
    public static final int PICKER_LIMIT = 50;

    /** Rows per statement when the caller asked for all: each chunk reads an index range, never the table. */
    public static final int CHUNK = 1000;

    /** The shortest search term the trigram index can find. */
    static final int TRIGRAM = 3;

    /** Where the previous chunk ended, in (name, id) order. */
    public record After(String name, String id) {}

    /** The hot statements, for the query-plan test. */
    public static final String ORGANIZATION =
            of("org", null, false, ListingCriteria.none().page(CHUNK, 0)).sql();

    public static final String ORGANIZATION_NEXT = of(
                    "org", null, false, ListingCriteria.none().page(CHUNK, 0), new After("name", "id"))
            .sql();
    public static final String SEGMENT =
            of("org", "segment", false, ListingCriteria.none().page(CHUNK, 0)).sql();
    public static final String SEARCH = of("org", null, false, new ListingCriteria(List.of(), "text", PICKER_LIMIT, 0))
            .sql();
    public static final String SHORT_SEARCH = of(
                    "org", null, false, new ListingCriteria(List.of(), "7", null, 0).page(CHUNK, 0))
            .sql();

    private ListingSql() {}

    public static Statement of(
            String organizationId, String segmentId, boolean includeUnpublished, ListingCriteria criteria) {
        return of(organizationId, segmentId, includeUnpublished, criteria, null);
    }

    public static Statement of(
            String organizationId,
            String segmentId,
            boolean includeUnpublished,
            ListingCriteria criteria,
            After after) {
        List<Object> parameters = new ArrayList<>();
        StringBuilder sql = new StringBuilder("SELECT ").append(COLUMNS).append(" FROM location l");
        if (segmentId != null) {
            sql.append(" JOIN location_segment s ON s.location_id = l.id AND s.segment_id = ")
                    .append(bind(parameters, segmentId));
        }
        sql.append(" WHERE l.company_id = ")
                .append(bind(parameters, organizationId))
                .append(" AND l.active = TRUE");
        if (!includeUnpublished) {
            sql.append(" AND l.publish_status = 'PUBLISHED'");
        }
        for (Condition condition : criteria.conditions()) {
            sql.append(" AND ").append(condition(parameters, condition));
        }
        if (criteria.search() != null) {
            sql.append(searchCondition(parameters, criteria.search()));
        }
        if (after != null) {
            sql.append(" AND (l.name, l.id) > (")
                    .append(bind(parameters, after.name()))
                    .append(", ")
                    .append(bind(parameters, after.id()))
                    .append(")");
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

    private static String condition(List<Object> parameters, Condition condition) {
        List<Object> values = condition.values();
        return switch (condition.check()) {
            case EQUALS -> column(condition.column()) + " = " + bind(parameters, values.get(0));
            case AT_LEAST -> column(condition.column()) + " >= " + bind(parameters, values.get(0));
            case AT_MOST -> column(condition.column()) + " <= " + bind(parameters, values.get(0));
            case AVAILABLE -> "l.available = TRUE";
            case DISPLAYED_RENT ->
                "(l.market_rent = " + bind(parameters, values.get(0))
                        + " OR (l.market_rent IS NULL AND l.market_rent_value = " + bind(parameters, values.get(1))
                        + "))";
        };
    }

    private static String column(ListingColumn column) {
        return "l." + column.label();
    }

    /**
     * A term of three characters or more is a LIKE the trigram index answers. A shorter one has no
     * trigram to look up, so it is written as POSITION, which no index claims: PostgreSQL then reads the
     * organization's rows through location_company_order. The two shapes are two prepared statements,
     * so neither one's cached generic plan is ever used for the other kind of term (a generic LIKE plan
     * fed a one-letter term reads the whole trigram index).
     */
    private static String searchCondition(List<Object> parameters, String search) {
        if (search.codePointCount(0, search.length()) < TRIGRAM) {
            return " AND POSITION(" + bind(parameters, search) + " IN l.search_text) > 0";
        }
        return " AND l.search_text LIKE " + bind(parameters, Like.containing(search));
    }

    private static String bind(List<Object> parameters, Object value) {
        parameters.add(value);
        return "?" + parameters.size();
    }
}
