package com.propertyportal.schools.control;

import static com.propertyportal.json.JsonOut.addIfPresent;

import com.propertyportal.json.Json;
import com.propertyportal.schools.entity.School;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Comparator;
import java.util.List;

/**
 * Schools nearest a point: candidates from a latitude/longitude box (served by the school_position
 * index), then the exact great-circle distance, nearest first.
 */
@ApplicationScoped
public class NearbySchools {

    public static final double DEFAULT_MILES = 25;
    public static final double MAX_MILES = 500;
    public static final int DEFAULT_LIMIT = 10;
    public static final int MAX_LIMIT = 50;

    private record Near(School school, double miles) {}

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public JsonArray near(double latitude, double longitude, double miles, int limit) {
        double[] box = GreatCircle.box(latitude, longitude, miles);
        List<School> candidates = em.createNamedQuery("School.inBox", School.class)
                .setParameter("south", box[0])
                .setParameter("north", box[1])
                .setParameter("west", box[2])
                .setParameter("east", box[3])
                .getResultList();
        JsonArrayBuilder out = Json.createArrayBuilder();
        candidates.stream()
                .map(s -> new Near(s, GreatCircle.miles(latitude, longitude, s.latitude(), s.longitude())))
                .filter(n -> n.miles() <= miles)
                .sorted(Comparator.comparingDouble(Near::miles)
                        .thenComparing(n -> n.school().id()))
                .limit(limit)
                .forEach(n -> out.add(write(n)));
        return out.build();
    }

    private static JsonObjectBuilder write(Near near) {
        School s = near.school();
        JsonObjectBuilder out = Json.createObjectBuilder().add("_id", s.id()).add("name", s.name());
        addIfPresent(out, "type", s.type());
        addIfPresent(out, "rating", s.rating());
        out.add("distance", GreatCircle.roundToTenth(near.miles()));
        addIfPresent(out, "address", s.address());
        addIfPresent(out, "url", s.url());
        return out;
    }
}
