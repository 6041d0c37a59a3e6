package com.propertyportal.locations.control;

import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.json.JsonBody;
import com.propertyportal.organizations.control.ConfigLayers;
import com.propertyportal.organizations.control.PortalOrganizations;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.stream.JsonGenerator;
import java.util.function.Consumer;

/**
 * Lists an organization's locations with a fixed number of queries per thousand, never one per
 * location: the organization (its configuration parsed once), then one filtered statement per chunk.
 * Rows go straight from the result set into the answer's bytes.
 */
@ApplicationScoped
public class ListingSearch {

    @Inject
    PortalOrganizations organizations;

    @Inject
    ApiKeys apiKeys;

    @Inject
    ListingRows rows;

    /** Active published locations; with the organization's own token also unpublished and offline ones. */
    public JsonBody listings(String organizationId, String segmentId, String token, ListingCriteria criteria) {
        Consumer<JsonGenerator> items = items(organizationId, segmentId, token, criteria);
        return JsonBody.write(out -> {
            out.writeStartArray();
            items.accept(out);
            out.writeEnd();
        });
    }

    /** The form's unit picker: {"locations": [...]} with the listing objects of one organization. */
    public JsonBody picked(String organizationId, String token, ListingCriteria criteria) {
        Consumer<JsonGenerator> items = items(organizationId, null, token, criteria);
        return JsonBody.write(out -> {
            out.writeStartObject().writeStartArray("locations");
            items.accept(out);
            out.writeEnd().writeEnd();
        });
    }

    /**
     * Checks the organization now (an unknown one is a 404 before any byte is written) and gives what
     * writes its listing objects, in order, into an open array.
     */
    private Consumer<JsonGenerator> items(
            String organizationId, String segmentId, String token, ListingCriteria criteria) {
        ConfigLayers config = new ConfigLayers(organizations.require(organizationId));
        boolean own = apiKeys.isLiveKeyOf(token, organizationId);
        return out -> each(
                organizationId, segmentId, own, criteria, row -> LocationViews.writeListing(out, row, config, own));
    }

    private void each(
            String organizationId,
            String segmentId,
            boolean own,
            ListingCriteria criteria,
            Consumer<LocationRow> action) {
        if (criteria.limit() != null) {
            rows.forEach(ListingSql.of(organizationId, segmentId, own, criteria), action);
            return;
        }
        // All of them: chunk by chunk along the (name, id) order, each chunk one indexed range read.
        LocationRow[] last = new LocationRow[1];
        Consumer<LocationRow> tracked = row -> {
            last[0] = row;
            action.accept(row);
        };
        int read = rows.forEach(
                ListingSql.of(organizationId, segmentId, own, criteria.page(ListingSql.CHUNK, criteria.skip())),
                tracked);
        while (read == ListingSql.CHUNK) {
            read = rows.forEach(
                    ListingSql.of(
                            organizationId,
                            segmentId,
                            own,
                            criteria.page(ListingSql.CHUNK, 0),
                            new ListingSql.After(last[0].name(), last[0].id())),
                    tracked);
        }
    }
}
