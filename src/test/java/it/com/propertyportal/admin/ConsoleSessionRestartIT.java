package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.Poll;
import it.com.propertyportal.ServerControl;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Console sessions live in the database: they outlast a restart of the server, and a session ends after its
 * idle time unused, or at its lifetime however much it is used. Runs in the restart execution (it stops and
 * starts the server, and sets short timeouts for one start).
 */
class ConsoleSessionRestartIT {

    private static final Duration IDLE = Duration.ofSeconds(4);
    private static final Duration LIFETIME = Duration.ofSeconds(12);

    @AfterAll
    static void defaults() {
        ServerControl.restart(Map.of("CONSOLE_SESSION_IDLE", "PT30M", "CONSOLE_SESSION_LIFETIME", "PT12H"));
    }

    private static HttpResponse<String> session(ConsoleSession console) {
        return console.send("GET", "/admin/session", null);
    }

    @Test
    void aSessionAndItsCsrfTokenOutlastARestart() {
        Fixture fixture = new Fixture().imported();
        ConsoleSession console = ConsoleSession.signedIn();

        ServerControl.restart();

        HttpResponse<String> session = session(console);
        assertEquals(200, session.statusCode(), session::body);
        assertEquals(console.csrfToken, ConsoleSession.json(session).getString("csrfToken"));
        String board = "/api/admin/boards/" + fixture.board;
        HttpResponse<String> changed = console.change("PUT", board + "/api", "{\"enabled\":false}");
        assertEquals(200, changed.statusCode(), changed::body);
        assertFalse(Api.adminGet(board).json().getBoolean("apiEnabled"));
    }

    @Test
    void anUnusedSessionEndsAfterTheIdleTimeAndOneInUseAtItsLifetime() {
        ServerControl.restart(
                Map.of("CONSOLE_SESSION_IDLE", IDLE.toString(), "CONSOLE_SESSION_LIFETIME", LIFETIME.toString()));
        Instant start = Instant.now();
        ConsoleSession unused = ConsoleSession.signedIn();
        ConsoleSession used = ConsoleSession.signedIn();
        JsonObject settings = ConsoleSession.json(session(used));
        assertEquals(IDLE.toSeconds(), settings.getInt("idleSeconds"), settings::toString);
        assertEquals(LIFETIME.toSeconds(), settings.getInt("lifetimeSeconds"), settings::toString);
        assertEquals(2, settings.getInt("sessions"), "every session from before the restart was idle longer");

        // The session in use counts the administrator's sessions (asking is a use) until the other one ends.
        HttpResponse<String> alone = Poll.until(
                Duration.ofSeconds(60),
                Duration.ofMillis(250),
                () -> session(used),
                r -> r.statusCode() != 200 || ConsoleSession.json(r).getInt("sessions") == 1);
        assertEquals(200, alone.statusCode(), "the session in use outlasts its idle time: " + alone.body());
        assertTrue(!Instant.now().isBefore(start.plus(IDLE)), "not before its idle time");
        assertEquals(401, session(unused).statusCode(), "the unused session ended");

        HttpResponse<String> ended = Poll.until(
                Duration.ofSeconds(60), Duration.ofMillis(250), () -> session(used), r -> r.statusCode() != 200);
        assertEquals(401, ended.statusCode(), ended::body);
        assertTrue(
                !Instant.now().isBefore(start.plus(LIFETIME)),
                "in use all along, it ends at its lifetime and not before");
        assertEquals(
                401,
                used.send("GET", "/api/admin/overview", null, "X-CSRF-Token", used.csrfToken)
                        .statusCode());
    }
}
