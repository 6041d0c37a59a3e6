package com.propertyportal.locations.control;

import static com.propertyportal.http.QueryParams.intParam;
import static com.propertyportal.http.QueryParams.longParam;

import com.propertyportal.input.Cents;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.ListingCriteria.Condition;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads the query filters of /locations and /listings: available, search, rent ranges, paging, and an
 * exact match on any top-level scalar field of the listing object. Unknown keys and bad values are a
 * 400 naming them.
 */
public final class ListingFilters {

    static final int MAX_LIMIT = 1000;
    static final int MAX_SEARCH = 200;

    /** The listing object's top-level scalars that can be matched exactly, by their JSON names. */
    private static final Map<String, ListingColumn> EXACT = Arrays.stream(ListingColumn.values())
            .filter(c -> c.exactFilter().isPresent())
            .collect(Collectors.toUnmodifiableMap(c -> c.exactFilter().orElseThrow(), Function.identity()));

    private ListingFilters() {}

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
                    case "minRent" ->
                        conditions.add(Condition.atLeast(
                                ListingColumn.MARKET_RENT_VALUE, longParam(key, value, 0, Cents.MAX)));
                    case "maxRent" ->
                        conditions.add(
                                Condition.atMost(ListingColumn.MARKET_RENT_VALUE, longParam(key, value, 0, Cents.MAX)));
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

    private static Optional<Condition> available(String value) {
        return switch (value) {
            case "true" -> Optional.of(Condition.available());
            case "false" -> Optional.empty();
            default -> throw ProblemException.invalid("available", "must be true or false");
        };
    }

    private static Condition exact(String key, String value) {
        ListingColumn column = EXACT.get(key);
        if (column == null) {
            throw ProblemException.invalid(key, "is not a known filter");
        }
        Object bound = switch (column.type()) {
            case TEXT ->
                column == ListingColumn.ID || column == ListingColumn.ORGANIZATION_ID
                        ? id(key, value)
                        : text(key, value, column.maxLength());
            case COUNT -> intParam(key, value, 0, 10_000_000);
            case CENTS -> longParam(key, value, 0, Cents.MAX);
            case STATUS ->
                PublishStatus.of(value)
                        .map(Enum::name)
                        .orElseThrow(
                                () -> ProblemException.invalid(key, "must be one of published, unpublished, offline"));
        };
        return Condition.equalTo(column, bound);
    }

    private static String id(String key, String value) {
        if (!JsonInput.isId(value)) {
            throw ProblemException.invalid(key, "must be 1 to 64 letters, digits or . _ : -");
        }
        return value;
    }

    private static String text(String key, String value, int maxLength) {
        if (value.length() > maxLength) {
            throw ProblemException.invalid(key, "must be at most " + maxLength + " characters");
        }
        return value;
    }

    /** The display string as shown: an imported one, or the one formatted from marketRentValue. */
    private static Condition marketRent(String value) {
        text("marketRent", value, ListingColumn.MARKET_RENT.maxLength());
        String digits = value.trim().replaceFirst("^\\$", "").replace(",", "");
        if (digits.matches("[0-9]{1,9}(\\.[0-9]{2})?")) {
            long cents = new BigDecimal(digits).movePointRight(2).longValueExact();
            if (Money.display(cents).equals(value.trim())) {
                return Condition.displayedRent(value, cents);
            }
        }
        return Condition.equalTo(ListingColumn.MARKET_RENT, value);
    }
}
