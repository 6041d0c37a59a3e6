package com.propertyportal.locations.control;

import com.propertyportal.input.Cents;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.ListingCriteria.Condition;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The unit picker of embeddable forms: a few matching locations of one organization. */
@ApplicationScoped
public class LocationPicker {

    private static final Set<String> FIELDS = Set.of("companyId", "query", "bedCount", "maxRent");

    @Inject
    ListingSearch search;

    public JsonBody search(JsonObject body, String token) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(FIELDS);
        String organizationId = in.requiredId("companyId");
        String query = in.string("query", 200)
                .filter(q -> !q.isBlank())
                .map(q -> q.trim().toLowerCase(Locale.ROOT))
                .orElse(null);
        List<Condition> conditions = new ArrayList<>();
        in.integer("bedCount", 0, 1000)
                .ifPresent(n -> conditions.add(Condition.equalTo(ListingColumn.BED_COUNT, n.intValue())));
        in.integer("maxRent", 0, Cents.MAX)
                .ifPresent(n -> conditions.add(Condition.atMost(ListingColumn.MARKET_RENT_VALUE, n)));
        violations.throwIfAny();
        var criteria = new ListingCriteria(List.copyOf(conditions), query, ListingSql.PICKER_LIMIT, 0);
        return search.picked(organizationId, token, criteria);
    }
}
