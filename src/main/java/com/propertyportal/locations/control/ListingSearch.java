package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.organizations.control.Companies;
import com.propertyportal.organizations.control.CompanyDefaults;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;

import java.util.List;

/**
 * Lists an organization's locations in two queries whatever their number: the organization (its
 * configuration parsed once), then the locations in one filtered statement.
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
        for (Location location : find(ListingSql.of(companyId, segmentId, own, criteria))) {
            out.add(LocationViews.listing(location, company, own));
        }
        return out.build();
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
