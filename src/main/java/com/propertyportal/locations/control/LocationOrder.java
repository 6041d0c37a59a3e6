package com.propertyportal.locations.control;

import java.util.Arrays;
import java.util.Optional;

/**
 * An order the administrator's list of locations offers: a column, ascending, or descending when written with
 * a leading {@code -} ({@code -name}). Name and id break ties, so paging never repeats or skips a location.
 */
public record LocationOrder(Column column, boolean descending) {

    public static final LocationOrder BY_NAME = new LocationOrder(Column.NAME, false);
    public static final String ALLOWED =
            "must be name, address, publishStatus or active, with a leading - for descending";

    /** The columns a list can be ordered by, with the names the API gives them. */
    public enum Column {
        NAME("name", "l.name"),
        ADDRESS("address", "l.formattedAddress"),
        PUBLISH_STATUS("publishStatus", "l.publishStatus"),
        ACTIVE("active", "l.active");

        private final String value;
        private final String path;

        Column(String value, String path) {
            this.value = value;
            this.path = path;
        }
    }

    /** The order {@code sort} names, or empty when it names none. */
    public static Optional<LocationOrder> of(String sort) {
        boolean descending = sort.startsWith("-");
        String name = descending ? sort.substring(1) : sort;
        return Arrays.stream(Column.values())
                .filter(c -> c.value.equals(name))
                .findFirst()
                .map(c -> new LocationOrder(c, descending));
    }

    /**
     * The JPQL clause, on a query whose location is {@code l}. A location without an address comes first, as the
     * least, on every database (PostgreSQL would put it last).
     */
    String orderBy() {
        String direction = descending ? " DESC" : "";
        String nulls = column == Column.ADDRESS ? (descending ? " NULLS LAST" : " NULLS FIRST") : "";
        return " ORDER BY " + column.path + direction + nulls + (column == Column.NAME ? "" : ", l.name" + direction)
                + ", l.id" + direction;
    }
}
