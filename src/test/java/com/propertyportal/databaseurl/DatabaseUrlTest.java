package com.propertyportal.databaseurl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatabaseUrlTest {

    @Test
    void aHostingPlatformsUrlIsReadAsTheJdbcUrlAndItsLogin() {
        DatabaseUrl url =
                DatabaseUrl.of("postgres://portal:s3cr%40t%2Bx@db.example.com:6543/portal_prod?sslmode=require");
        assertEquals("jdbc:postgresql://db.example.com:6543/portal_prod?sslmode=require", url.jdbcUrl());
        assertEquals(Optional.of("portal"), url.user());
        assertEquals(Optional.of("s3cr@t+x"), url.password());
    }

    @Test
    void thePostgresqlSchemeWithoutLoginOrPortIsReadToo() {
        DatabaseUrl url = DatabaseUrl.of("postgresql://127.0.0.1/portal");
        assertEquals("jdbc:postgresql://127.0.0.1/portal", url.jdbcUrl());
        assertEquals(Optional.empty(), url.user());
        assertEquals(Optional.empty(), url.password());
        assertEquals(
                "jdbc:postgresql://localhost/portal",
                DatabaseUrl.of("postgres:///portal").jdbcUrl());
    }

    @Test
    void aUserWithoutPasswordAndAPasswordWithAnAtAreKeptApart() {
        DatabaseUrl url = DatabaseUrl.of("postgres://only_user@db/x");
        assertEquals(Optional.of("only_user"), url.user());
        assertEquals(Optional.empty(), url.password());
        DatabaseUrl at = DatabaseUrl.of("postgres://u:p@ss@db/x");
        assertEquals(Optional.of("p@ss"), at.password());
        assertEquals("jdbc:postgresql://db/x", at.jdbcUrl());
    }

    @Test
    void aJdbcUrlIsTakenAsItIs() {
        assertFalse(DatabaseUrl.isLibpqForm("jdbc:postgresql://db/x"));
        assertEquals(
                "jdbc:postgresql://db/x",
                DatabaseUrl.of(" jdbc:postgresql://db/x ").jdbcUrl());
        assertTrue(DatabaseUrl.isLibpqForm("POSTGRES://db/x"));
    }

    @Test
    void aMaskedUrlShowsNoPassword() {
        assertEquals(
                "postgres://portal:***@db:5432/x?sslmode=require",
                DatabaseUrl.masked("postgres://portal:hunter2@db:5432/x?sslmode=require"));
        assertEquals(
                "jdbc:postgresql://db/x?user=u&password=***&ssl=true",
                DatabaseUrl.masked("jdbc:postgresql://db/x?user=u&password=hunter2&ssl=true"));
        assertEquals("jdbc:h2:/tmp/db;PASSWORD=***", DatabaseUrl.masked("jdbc:h2:/tmp/db;PASSWORD=hunter2"));
        assertEquals("postgres://portal@db/x", DatabaseUrl.masked("postgres://portal@db/x"));
    }
}
