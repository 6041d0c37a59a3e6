package it.com.propertyportal.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.observability.MetricsEndpoint;
import it.com.propertyportal.observability.PrometheusText;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The SMTP server refuses or stalls: 500 EMAIL_SEND_FAILURE, and that request can never be confirmed. */
class MailFailureIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    /** An SMTP server that takes the whole message, then refuses it; returns what it was sent. */
    private static CompletableFuture<String> refusingServer(ServerSocket socket) {
        return CompletableFuture.supplyAsync(() -> {
            try (Socket client = socket.accept();
                    BufferedReader in = new BufferedReader(
                            new InputStreamReader(client.getInputStream(), StandardCharsets.US_ASCII));
                    OutputStream out = client.getOutputStream()) {
                StringBuilder data = new StringBuilder();
                reply(out, "220 refusing.test ESMTP");
                boolean inData = false;
                for (String line; (line = in.readLine()) != null; ) {
                    if (inData) {
                        if (line.equals(".")) {
                            inData = false;
                            reply(out, "554 5.7.1 Message refused");
                        } else {
                            data.append(line).append('\n');
                        }
                    } else if (line.toUpperCase().startsWith("DATA")) {
                        inData = true;
                        reply(out, "354 go ahead");
                    } else if (line.toUpperCase().startsWith("QUIT")) {
                        reply(out, "221 bye");
                        break;
                    } else {
                        reply(out, "250 ok");
                    }
                }
                return data.toString();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static void reply(OutputStream out, String line) throws java.io.IOException {
        out.write((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    @Test
    void aRefusedMessageIs500AndItsCodeCanNeverBeConfirmed() throws Exception {
        PrometheusText before = MetricsEndpoint.scrape();
        try (ServerSocket socket = new ServerSocket(Mail.PORT)) {
            CompletableFuture<String> received = refusingServer(socket);
            Api.Reply reply = Verify.start(key, fixture.email);
            assertEquals(500, reply.status(), reply::toString);
            assertEquals("EMAIL_SEND_FAILURE", reply.json().getString("error"));
            String code = Mail.codeIn(received.get());
            assertEquals(
                    401,
                    Verify.confirm(key, reply.json().getString("requestId"), code)
                            .status());
        }
        PrometheusText after = MetricsEndpoint.scrape();
        for (String counter : new String[] {"verification_mail_failed_total", "verification_started_total"}) {
            assertEquals(1, after.application(counter) - before.application(counter), counter);
        }
    }

    @Test
    void aStalledServerTimesOutInto500() throws Exception {
        try (ServerSocket socket = new ServerSocket(Mail.PORT)) {
            CompletableFuture<Void> silent = CompletableFuture.runAsync(() -> {
                try (Socket client = socket.accept()) {
                    client.getInputStream().read();
                } catch (Exception ignored) {
                    // the server gave up on us: that is the point
                }
            });
            Api.Reply reply = Verify.start(key, fixture.email);
            assertEquals(500, reply.status(), reply::toString);
            assertEquals("EMAIL_SEND_FAILURE", reply.json().getString("error"));
            silent.get();
        }
    }

    @Test
    void noMailServerAtAllIs500() {
        Api.Reply reply = Verify.start(key, fixture.email);
        assertEquals(500, reply.status(), reply::toString);
        assertEquals("EMAIL_SEND_FAILURE", reply.json().getString("error"));
    }
}
