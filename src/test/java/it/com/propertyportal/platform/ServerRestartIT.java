package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import it.com.propertyportal.ServerFiles;
import it.com.propertyportal.verification.Mail;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs after every other integration test (its own failsafe execution): it stops and starts the server. */
class ServerRestartIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static Api.Reply confirm(String key, String requestId, String code) {
        return Api.post(
                "/api/contacts/verify-email/" + requestId + "/confirm", "{\"code\": \"" + code + "\"}", "x-token", key);
    }

    private static Api.Reply initiate(String key, String email) {
        return Api.post("/api/contacts/verify-email", "{\"email\": \"" + email + "\"}", "x-token", key);
    }

    @Test
    void importedDataKeysAndAPendingVerificationSurviveARestart() {
        ServerControl.restart(Map.of("VERIFICATION_CODE_TTL", "PT10M"));
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        String keyId = Api.adminGet("/api/admin/boards/" + fixture.board + "/api-keys")
                .json()
                .getJsonArray("data")
                .getJsonObject(0)
                .getString("id");
        Api.Reply started = initiate(key, fixture.email);
        assertEquals(200, started.status(), started::toString);
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));

        ServerControl.restart();

        assertEquals(
                200, Api.adminGet("/api/admin/organizations/" + fixture.org).status());
        assertEquals(200, Api.adminGet("/api/admin/contacts/" + fixture.contact).status());
        assertEquals(
                keyId,
                Api.adminGet("/api/admin/boards/" + fixture.board + "/api-keys")
                        .json()
                        .getJsonArray("data")
                        .getJsonObject(0)
                        .getString("id"));
        Api.Reply confirmed = confirm(key, started.json().getString("requestId"), code);
        assertEquals(200, confirmed.status(), confirmed::toString);
    }

    /**
     * The lifetime set at a start is the one new codes get: their mail states it, from the value the server
     * stamps each request's expiry with. That a code is refused from its expiry on is held by the request's own
     * rule against fixed instants (EmailVerificationTest) and by VerificationArquillianIT inside the server.
     */
    @Test
    void aCodeGetsTheLifetimeSetAtStart() {
        ServerControl.restart(Map.of("VERIFICATION_CODE_TTL", "PT2S"));
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply started = initiate(key, fixture.email);
        assertEquals(200, started.status(), started::toString);
        String body = GreenMailUtil.getBody(Mail.lastTo(MAIL, fixture.email));
        Mail.codeIn(body);
        assertTrue(body.contains("It expires in 2 seconds"), body);
    }

    /**
     * Liberty waits up to 30 s at a stop for the threads still at work; the service holds none (the content
     * watch listens in turns of seconds), so the stop is not held up.
     */
    @Test
    void aStopIsNotHeldUpByTheService() throws IOException {
        ServerControl.stop();
        String log =
                Files.readString(ServerFiles.serverDir().resolve("logs/messages.log"), StandardCharsets.ISO_8859_1);
        ServerControl.start();
        ServerControl.awaitReady(Duration.ofSeconds(120));
        assertTrue(log.contains("CWWKE1101I"), "the server quiesced in time (CWWKE1101I, not CWWKE1102W)");
    }
}
