package com.propertyportal.locations.control;

import com.propertyportal.input.Violations;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.locations.control.ListingCriteria.Condition;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static com.propertyportal.http.QueryParams.intParam;
import static com.propertyportal.http.QueryParams.longParam;

/**
 * Reads the query filters of /locations and /listings: available, search, rent ranges, paging, and an
 * exact match on any top-level scalar field of the listing object. Unknown keys and bad values are a
 * 400 naming them.
 */
public final class ListingFilters {

    static final long MAX_CENTS = 1_000_000_000_00L;
    static final int MAX_LIMIT = 1000;
    static final int MAX_SEARCH = 200;

    private enum Type { TEXT, COUNT, CENTS, STATUS }

    private record Field(String column, Type type) {
    }

    /** The listing object's top-level scalars that can be matched exactly, by their JSON names. */
    private static final Map<String, Field> EXACT = Map.ofEntries(
            Map.entry("_id", new Field("l.id", Type.TEXT)),
            Map.entry("name", new Field("l.name", Type.TEXT)),
            Map.entry("companyId", new Field("l.company_id", Type.TEXT)),
            Map.entry("bedCount", new Field("l.bed_count", Type.COUNT)),
            Map.entry("bathCount", new Field("l.bath_count", Type.COUNT)),
            Map.entry("squareFeet", new Field("l.square_feet", Type.COUNT)),
            Map.entry("marketRentValue", new Field("l.market_rent_value", Type.CENTS)),
            Map.entry("rentMin", new Field("l.rent_min", Type.CENTS)),
            Map.entry("rentMax", new Field("l.rent_max", Type.CENTS)),
            Map.entry("videoUrl", new Field("l.video_url", Type.TEXT)),
            Map.entry("virtualTourUrl", new Field("l.virtual_tour_url", Type.TEXT)),
            Map.entry("publishStatus", new Field("l.publish_status", Type.STATUS)));

    private ListingFilters() {
    }

    public static ListingCriteria read(MultivaluedMap<String, String> query) {
        Violations violations = new Violations();
        List<Condition> conditions = new ArrayList<>();
        String search = null;
        Integer limit = null;
        int skip = 0;
        // Sorted keys: the same filters always make the same SQL text (one cached plan, stable errors).
        for (var entry : new TreeMap<>(query).entrySet()) {
            String key = entry.getKey();
            if (entry.getValue().size() != 1) {
                violations.add(key, "must be given once");
                continue;
            }
            String value = entry.getValue().get(0);
            try {
                switch (key) {
                    case "limit" -> limit = intParam(key, value, 1, MAX_LIMIT);
                    case "skip" -> skip = intParam(key, value, 0, Integer.MAX_VALUE);
                    case "search" -> search = searchText(value);
                    case "available" -> available(value).ifPresent(conditions::add);
                    case "minRent" -> conditions.add(new Condition("l.market_rent_value >= ?",
                            longParam(key, value, 0, MAX_CENTS)));
                    case "maxRent" -> conditions.add(new Condition("l.market_rent_value <= ?",
                            longParam(key, value, 0, MAX_CENTS)));
                    case "marketRent" -> conditions.add(marketRent(value));
                    default -> conditions.add(exact(key, value));
                }
            } catch (ProblemException e) {
                e.errors().forEach(error -> violations.add(error.field(), error.reason()));
            }
        }
        violations.throwIfAny();
        return new ListingCriteria(List.copyOf(conditions), search, limit, skip);
    }

    private static String searchText(String value) {
        if (value.length() > MAX_SEARCH) {
            throw ProblemException.invalid("search", "must be at most " + MAX_SEARCH + " characters");
        }
        return value.isBlank() ? null : value.trim().toLowerCase(Locale.ROOT);
    }

    private static java.util.Optional<Condition> available(String value) {
        return switch (value) {
            case "true" -> java.util.Optional.of(new Condition("l.available = TRUE"));
            case "false" -> java.util.Optional.empty();
            default -> throw ProblemException.invalid("available", "must be true or false");
        };
    }

    private static Condition exact(String key, String value) {
        Field field = EXACT.get(key);
        if (field == null) {
            throw ProblemException.invalid(key, "is not a known filter");
        }
        Object bound = switch (field.type()) {
            case TEXT -> value;
            case COUNT -> intParam(key, value, 0, 10_000_000);
            case CENTS -> longParam(key, value, 0, MAX_CENTS);
            case STATUS -> PublishStatus.of(value).map(Enum::name).orElseThrow(() -> ProblemException.invalid(key,
                    "must be one of published, unpublished, offline"));
        };
        return new Condition(field.column() + " = ?", bound);
    }

    /** The display string as shown: an imported one, or the one formatted from marketRentValue. */
    private static Condition marketRent(String value) {
        String digits = value.trim().replaceFirst("^\\$", "").replace(",", "");
        if (digits.matches("[0-9]{1,9}(\\.[0-9]{2})?")) {
            long cents = new BigDecimal(digits).movePointRight(2).longValueExact();
            if (Money.display(cents).equals(value.trim())) {
                return new Condition("(l.market_rent = ? OR (l.market_rent IS NULL AND l.market_rent_value = ?))",
                        value, cents);
            }
        }
        return new Condition("l.market_rent = ?", value);
    }

    /** A LIKE pattern matching the text anywhere, its own wildcards escaped (backslash is the default escape). */
    public static String containing(String text) {
        return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
    }
}
