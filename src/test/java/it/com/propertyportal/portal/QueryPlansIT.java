package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.propertyportal.locations.control.ListingColumn;
import com.propertyportal.locations.control.ListingCriteria;
import com.propertyportal.locations.control.ListingCriteria.Condition;
import com.propertyportal.locations.control.ListingSql;
import com.propertyportal.persistence.Like;
import com.propertyportal.schools.control.GreatCircle;
import com.propertyportal.schools.control.NearbySchools;
import it.com.propertyportal.Api;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL only: with an organization of 20,000 locations among 100,000 and 20,000 schools, the
 * statements the service runs use their indexes. Everything happens in one transaction that is
 * rolled back, so no other test sees the rows.
 */
class QueryPlansIT {

    private static final String URL = System.getProperty("it.database.url", "");
    private static final String P = Api.unique("plan");
    private static final String ORG = P + "-0";

    /** The SQL that EclipseLink makes of the named query School.inBox. */
    private static final String SCHOOLS_IN_BOX = "SELECT id, address, created_at, latitude, longitude, name, rating, "
            + "type, updated_at, url FROM school WHERE ((latitude BETWEEN ?1 AND ?2) AND (longitude BETWEEN ?3 AND ?4))";

    @Test
    void theHotQueriesUseTheirIndexes() throws Exception {
        assumeTrue(URL.startsWith("jdbc:postgresql"), "query plans are checked on PostgreSQL only");
        try (Connection db = DriverManager.getConnection(
                URL,
                System.getProperty("it.database.user", "postgres"),
                System.getProperty("it.database.password", ""))) {
            db.setAutoCommit(false);
            try {
                fill(db);
                assertUses(db, "location_company_order", ListingSql.ORGANIZATION, ORG, ListingSql.CHUNK);
                assertUses(
                        db,
                        "location_company_order",
                        ListingSql.ORGANIZATION_NEXT,
                        ORG,
                        "unit 8",
                        P + "-loc-0-1",
                        ListingSql.CHUNK);
                var filtered = ListingSql.of(
                        ORG,
                        null,
                        false,
                        new ListingCriteria(
                                List.of(Condition.equalTo(ListingColumn.BED_COUNT, 2), Condition.available()),
                                null,
                                100,
                                0));
                assertUses(
                        db,
                        "location_published_beds",
                        filtered.sql(),
                        filtered.parameters().toArray());
                assertUses(db, "location_segment_segment", ListingSql.SEGMENT, P + "-seg-7", ORG, ListingSql.CHUNK);
                assertUses(
                        db,
                        "location_company_search",
                        ListingSql.SEARCH,
                        ORG,
                        Like.containing(md5("0-12345").substring(0, 10)),
                        ListingSql.PICKER_LIMIT);
                var common = ListingSql.of(
                        ORG, null, false, new ListingCriteria(List.of(), "123", null, 0).page(ListingSql.CHUNK, 0));
                assertUses(
                        db,
                        "location_company_search",
                        common.sql(),
                        common.parameters().toArray());
                assertUses(db, "location_company_order", ListingSql.SHORT_SEARCH, ORG, "7", ListingSql.CHUNK);
                var shortWithBeds = ListingSql.of(
                        ORG,
                        null,
                        false,
                        new ListingCriteria(List.of(Condition.equalTo(ListingColumn.BED_COUNT, 2)), "7", null, 0)
                                .page(ListingSql.CHUNK, 0));
                assertUses(
                        db,
                        "location_published_beds",
                        shortWithBeds.sql(),
                        shortWithBeds.parameters().toArray());
                var owners = ListingSql.of(
                        ORG, null, true, new ListingCriteria(List.of(), "a1b2c3d4", ListingSql.PICKER_LIMIT, 0));
                assertUses(
                        db,
                        "location_company_search",
                        owners.sql(),
                        owners.parameters().toArray());
                var commonWithBeds = ListingSql.of(
                        ORG,
                        null,
                        false,
                        new ListingCriteria(List.of(Condition.equalTo(ListingColumn.BED_COUNT, 2)), "123", null, 0)
                                .page(ListingSql.CHUNK, 0));
                assertUses(
                        db,
                        "location_company_search|location_published_beds",
                        commonWithBeds.sql(),
                        commonWithBeds.parameters().toArray());
                assertEveryTrigramIndexIsByOrganization(db);
                double[] box = GreatCircle.box(40, -100, NearbySchools.DEFAULT_MILES);
                assertUses(db, "school_position", SCHOOLS_IN_BOX, box[0], box[1], box[2], box[3]);
            } finally {
                db.rollback();
            }
        }
    }

    private static void fill(Connection db) throws Exception {
        try (Statement sql = db.createStatement()) {
            sql.execute("INSERT INTO organization (id, name, company_info, application_config, created_at, updated_at)"
                    + " SELECT '" + P + "-' || o, 'Plan org', '{}', '{}', now(), now() FROM generate_series(0, 4) o");
            sql.execute("INSERT INTO location (id, company_id, name, formatted_address, state, country_name, latitude,"
                    + " longitude, bed_count, bath_count, square_feet, market_rent_value, publish_status, active,"
                    + " available, application_config, company_info, search_text, created_at, updated_at)"
                    + " SELECT '" + P + "-loc-' || o || '-' || g, '" + P + "-' || o, 'Unit ' || md5(o || '-' || g),"
                    + " g || ' Main St, Springfield', 'OR', 'United States', 40 + (g % 1000) / 100.0,"
                    + " -120 + (g / 1000) / 100.0, g % 4, 1 + g % 2, 500 + g % 1000, 100000 + (g % 200) * 1000,"
                    + " CASE WHEN g % 10 = 0 THEN 'UNPUBLISHED' ELSE 'PUBLISHED' END, TRUE, g % 3 <> 0, '{}', '{}',"
                    + " lower('unit ' || md5(o || '-' || g) || ' ' || g || ' main st, springfield'), now(), now()"
                    + " FROM generate_series(0, 4) o, generate_series(1, 20000) g ORDER BY o, g");
            sql.execute("INSERT INTO location_segment (location_id, segment_id) SELECT id, '" + P + "-seg-' ||"
                    + " (abs(hashtext(id)) % 200) FROM location WHERE id LIKE '" + P + "-loc-%'");
            sql.execute("INSERT INTO school (id, name, type, rating, address, latitude, longitude, created_at,"
                    + " updated_at) SELECT '" + P + "-school-' || g, 'School ' || g, 'elementary', 5, 'Somewhere',"
                    + " 25 + (g % 240) / 10.0, -124 + (g / 240) * 0.7, now(), now() FROM generate_series(1, 20000) g");
            sql.execute("ANALYZE location");
            sql.execute("ANALYZE location_segment");
            sql.execute("ANALYZE school");
        }
    }

    /**
     * A trigram index over every organization's rows is one the planner may AND with an organization's
     * bedroom range: it then reads a term's matches in the whole table, and a search slows as the table grows.
     * One trigram index, by organization, serves the owner's listing and the public one.
     */
    private static void assertEveryTrigramIndexIsByOrganization(Connection db) throws Exception {
        try (Statement sql = db.createStatement();
                ResultSet rows = sql.executeQuery("SELECT indexname, indexdef FROM pg_indexes"
                        + " WHERE tablename = 'location' AND indexdef LIKE '%gin_trgm_ops%'")) {
            int found = 0;
            while (rows.next()) {
                found++;
                String definition = rows.getString(2);
                assertTrue(definition.contains("gin (company_id, search_text gin_trgm_ops)"), definition);
            }
            assertEquals(1, found, "one trigram index on search_text");
        }
    }

    /**
     * EXPLAIN of the service's statement (its ?1, ?2 ... as JDBC's ?) names the index (or one of the
     * indexes a|b) and scans no table.
     */
    private static void assertUses(Connection db, String index, String sql, Object... parameters) throws Exception {
        try (PreparedStatement explain = db.prepareStatement("EXPLAIN " + sql.replaceAll("\\?[0-9]+", "?"))) {
            for (int i = 0; i < parameters.length; i++) {
                explain.setObject(i + 1, parameters[i]);
            }
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = explain.executeQuery()) {
                while (rows.next()) {
                    plan.append(rows.getString(1)).append('\n');
                }
            }
            assertTrue(Pattern.compile(index).matcher(plan).find(), () -> sql + "\n" + plan);
            assertFalse(plan.toString().contains("Seq Scan"), () -> sql + "\n" + plan);
        }
    }

    private static String md5(String text) throws Exception {
        byte[] digest = MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
        return String.format("%032x", new BigInteger(1, digest));
    }
}
