package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.organizations.control.Companies;
import com.propertyportal.organizations.control.CompanyDefaults;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import com.propertyportal.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;

import java.util.List;

/**
 * Lists an organization's locations with a fixed number of queries per thousand, never one per
 * location: the organization (its configuration parsed once), then one filtered statement per chunk.
 */
@ApplicationScoped
public class ListingSearch {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Companies companies;

    /** Active published locations; with the organization's own token also unpublished and offline ones. */
    public JsonArray listings(String companyId, String segmentId, String token, ListingCriteria criteria) {
        CompanyDefaults company = companies.require(companyId);
        boolean own = companies.isOwnToken(token, companyId);
        JsonArrayBuilder out = Json.createArrayBuilder();
        if (criteria.limit() != null) {
            find(ListingSql.of(companyId, segmentId, own, criteria)).forEach(l -> out.add(LocationViews.listing(l,
                    company, own)));
            return out.build();
        }
        // All of them: chunk by chunk along the (name, id) order, each chunk one indexed range read.
        List<Location> chunk = find(ListingSql.of(companyId, segmentId, own,
                criteria.page(ListingSql.CHUNK, criteria.skip())));
        while (true) {
            chunk.forEach(l -> out.add(LocationViews.listing(l, company, own)));
            if (chunk.size() < ListingSql.CHUNK) {
                return out.build();
            }
            Location last = chunk.get(chunk.size() - 1);
            chunk = find(ListingSql.of(companyId, segmentId, own, criteria.page(ListingSql.CHUNK, 0),
                    new ListingSql.After(last.name(), last.id())));
        }
    }

    @SuppressWarnings("unchecked")
    private List<Location> find(ListingSql.Statement statement) {
        Query query = em.createNativeQuery(statement.sql(), Location.class);
        List<Object> parameters = statement.parameters();
        for (int i = 0; i < parameters.size(); i++) {
            query.setParameter(i + 1, parameters.get(i));
        }
        return query.getResultList();
    }
}
