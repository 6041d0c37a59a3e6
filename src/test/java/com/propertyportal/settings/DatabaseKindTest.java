package com.propertyportal.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class DatabaseKindTest {

    @Test
    void theDriversProductNamesNameTheTwoDatabases() {
        assertEquals(DatabaseKind.Vendor.POSTGRESQL, DatabaseKind.of("PostgreSQL"));
        assertEquals(DatabaseKind.Vendor.H2, DatabaseKind.of("H2"));
        assertEquals("postgresql", DatabaseKind.Vendor.POSTGRESQL.folder());
        assertEquals("h2", DatabaseKind.Vendor.H2.folder());
    }

    @Test
    void anyOtherDatabaseIsRefusedByName() {
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> DatabaseKind.of("MySQL"));
        assertEquals("Unsupported database MySQL: use PostgreSQL or the embedded H2", refused.getMessage());
    }

    @Test
    void onlyPostgresqlGetsItsOwnStatements() {
        DatabaseKind h2 = kind(DatabaseKind.Vendor.H2);
        DatabaseKind postgresql = kind(DatabaseKind.Vendor.POSTGRESQL);
        assertEquals("INSERT INTO t (k) VALUES (?1)", h2.insertUnlessPresent("INSERT INTO t (k) VALUES (?1)"));
        assertEquals(
                "INSERT INTO t (k) VALUES (?1) ON CONFLICT DO NOTHING",
                postgresql.insertUnlessPresent("INSERT INTO t (k) VALUES (?1)"));
        assertEquals("SELECT pg_notify('c', '')", postgresql.notification("c").orElseThrow());
        assertEquals(DatabaseKind.CUSTOM_PLANS, postgresql.planPerStatement().orElseThrow());
        assertEquals(false, h2.notification("c").isPresent());
        assertEquals(false, h2.planPerStatement().isPresent());
    }

    @Test
    void aLostRaceIsKnownByItsSqlStateAnywhereAmongTheCauses() {
        RuntimeException lost = new RuntimeException(new IllegalStateException(new SQLException("dup", "23505")));
        assertTrue(DatabaseKind.lostRace(lost));
        assertTrue(DatabaseKind.lostRace(new SQLException("lock timeout", "HYT00")));
        assertFalse(DatabaseKind.lostRace(new RuntimeException(new SQLException("syntax", "42601"))));
        assertFalse(DatabaseKind.lostRace(new RuntimeException("no SQL state")));
    }

    private static DatabaseKind kind(DatabaseKind.Vendor vendor) {
        DatabaseKind kind = new DatabaseKind();
        kind.known(vendor);
        return kind;
    }
}
