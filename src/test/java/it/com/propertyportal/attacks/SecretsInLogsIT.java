package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.RawHttp;
import it.com.propertyportal.ServerFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What an attacker can send never writes an API key or a console session anywhere: hostile upload file names
 * are kept and offered under safe names (RFC 6266), and no hostile request (CR or LF where it may not be,
 * oversized headers, bad Basic credentials, malformed bodies, wrong or mangled session cookies), each carrying a
 * live key, session and CSRF token, puts any of them into messages.log, console.log, trace.log, an FFDC incident
 * or DATA_DIR.
 */
class SecretsInLogsIT {

    /** The Content-Disposition file name parameter an attacker sends, and the name the file is kept under. */
    private record HostileName(String parameter, String stored, String offered) {}

    private static final String LONG = "a".repeat(300);

    private static final List<HostileName> NAMES = List.of(
            new HostileName(
                    "filename*=UTF-8''evil%0D%0AX-Injected%3A%201.txt",
                    "evil X-Injected_ 1.txt",
                    "attachment; filename=\"evil X-Injected_ 1.txt\"; filename*=UTF-8''evil%20X-Injected_%201.txt"),
            new HostileName(
                    "filename=\"x.txt\"; filename*=UTF-8''y%0Az.txt",
                    "y z.txt", "attachment; filename=\"y z.txt\"; filename*=UTF-8''y%20z.txt"),
            new HostileName(
                    "filename*=UTF-8''say%22hi%22.txt",
                    "say_hi_.txt", "attachment; filename=\"say_hi_.txt\"; filename*=UTF-8''say_hi_.txt"),
            new HostileName(
                    "filename=\"quo\"te.txt\"",
                    "quo_te.txt",
                    "attachment; filename=\"quo_te.txt\"; filename*=UTF-8''quo_te.txt"),
            new HostileName(
                    "filename=\"a\\\\b.txt\"", "b.txt", "attachment; filename=\"b.txt\"; filename*=UTF-8''b.txt"),
            new HostileName(
                    "filename*=UTF-8''back%5Cslash.txt",
                    "slash.txt", "attachment; filename=\"slash.txt\"; filename*=UTF-8''slash.txt"),
            new HostileName(
                    "filename=\"../../etc/passwd\"",
                    "passwd",
                    "attachment; filename=\"passwd\"; filename*=UTF-8''passwd"),
            new HostileName(
                    "filename*=UTF-8''%2E%2E%2F%2E%2E%2F.bashrc",
                    "bashrc", "attachment; filename=\"bashrc\"; filename*=UTF-8''bashrc"),
            new HostileName(
                    "filename*=UTF-8''R%C3%A9sum%C3%A9%E2%80%AEfdp.exe",
                    "Résumé_fdp.exe",
                    "attachment; filename=\"R_sum__fdp.exe\"; filename*=UTF-8''R%C3%A9sum%C3%A9_fdp.exe"),
            new HostileName(
                    "filename*=UTF-8''100%25%20sure%3F%2A.txt",
                    "100% sure__.txt",
                    "attachment; filename=\"100_ sure__.txt\"; filename*=UTF-8''100%25%20sure__.txt"),
            new HostileName(
                    "filename=\"" + LONG + ".txt\"",
                    "a".repeat(251) + ".txt",
                    "attachment; filename=\"" + "a".repeat(251) + ".txt\"; filename*=UTF-8''" + "a".repeat(251)
                            + ".txt"));

    /** A file name holding NUL never reaches the application: Liberty's multipart parser refuses it. */
    private static final List<String> NUL_NAMES = List.of("filename*=UTF-8''a%00b.txt", "filename=\"a\u0000b.txt\"");

    private final Hostile attacker = new Hostile();

    private static JsonObject json(RawHttp.Exchange answer) {
        try (var reader = Json.createReader(new StringReader(answer.body()))) {
            return reader.readObject();
        }
    }

    @Test
    void hostileFileNamesAreKeptUnderSafeNamesAndOfferedAsRfc6266Asks() {
        for (HostileName name : NAMES) {
            RawHttp.Exchange uploaded = attacker.upload(name.parameter());
            assertEquals(200, uploaded.status(), () -> name.parameter() + ": " + uploaded);
            JsonObject data = json(uploaded).getJsonObject("data");
            assertEquals(name.stored(), data.getString("name"), name.parameter());
            RawHttp.Exchange download = attacker.send("GET", data.getString("url"), null, attacker.credentials());
            assertEquals(200, download.status(), download::toString);
            assertEquals(name.offered(), download.header("Content-Disposition"), name.parameter());
            assertEquals(1, download.all("Content-Disposition").size());
            assertEquals(null, download.header("X-Injected"), "no header was injected");
            assertTrue(download.body().startsWith("hostile "), "the file's own bytes");
        }
        for (String nul : NUL_NAMES) {
            RawHttp.Exchange refused = attacker.upload(nul);
            assertEquals(400, refused.status(), refused::toString);
            assertEquals(
                    "file",
                    json(refused).getJsonArray("errors").getJsonObject(0).getString("field"));
            assertFalse(refused.body().contains("com.propertyportal"), "no class of the service is named");
        }
    }

    @Test
    void noHostileRequestPutsTheKeyOrTheSessionIntoAnyLogIncidentOrDataFile() throws IOException {
        List<RawHttp.Exchange> answers = new ArrayList<>();
        NAMES.forEach(name -> {
            RawHttp.Exchange uploaded = attacker.upload(name.parameter());
            answers.add(uploaded);
            if (uploaded.status() == 200) {
                answers.add(attacker.send(
                        "GET", json(uploaded).getJsonObject("data").getString("url"), null, attacker.credentials()));
            }
        });
        NUL_NAMES.forEach(name -> answers.add(attacker.upload(name)));
        malformedBodies(answers);
        headersNoClientMaySend(answers);
        badLogins(answers);
        wrongSessions(answers);
        answers.add(attacker.send("GET", "/openapi/ui/no-such-file.js", null, attacker.credentials()));
        answers.add(attacker.send("GET", "/api/boards", null, attacker.credentials("Accept", "text/html;q=abc")));
        answers.add(attacker.send("GET", "/api/board/%ZZ/%C0%AF", null, attacker.credentials()));
        for (RawHttp.Exchange answer : answers) {
            assertFalse(answer.status() >= 500 && answer.body().contains("Exception"), answer::toString);
        }

        String logs = ServerFiles.allLogs();
        assertTrue(logs.contains("CWWKF0011I"), "the server's logs are read");
        String data = dataDirectory();
        for (String secret : List.of(attacker.key, attacker.session, attacker.csrf)) {
            assertFalse(logs.contains(secret), "a key, session or CSRF token of a hostile request is in a log");
            assertFalse(data.contains(secret), "a key, session or CSRF token of a hostile request is in DATA_DIR");
        }
        Pattern headerDump = Pattern.compile("(?i)\"(x-token|authorization|cookie|x-csrf-token)[=:]");
        for (Path incident : ffdcIncidents()) {
            assertFalse(
                    headerDump
                            .matcher(Files.readString(incident, StandardCharsets.ISO_8859_1))
                            .find(),
                    incident + " lists request headers");
        }
    }

    private void malformedBodies(List<RawHttp.Exchange> answers) {
        String multipart = "multipart/form-data; boundary=" + Hostile.BOUNDARY;
        String truncated = "--" + Hostile.BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nhello";
        RawHttp.Exchange cut = attacker.send(
                "POST",
                attacker.uploadPath(),
                truncated.getBytes(StandardCharsets.UTF_8),
                attacker.credentials("Content-Type", multipart));
        assertEquals(400, cut.status(), cut::toString);
        assertEquals("body", json(cut).getJsonArray("errors").getJsonObject(0).getString("field"));
        assertFalse(cut.body().contains("com.propertyportal"), "no class of the service is named: " + cut.body());
        answers.add(cut);
        for (String type : List.of("multipart/form-data", "multipart/form-data; boundary=", multipart)) {
            answers.add(attacker.send(
                    "POST",
                    attacker.uploadPath(),
                    "garbage\r\n--".getBytes(StandardCharsets.UTF_8),
                    attacker.credentials("Content-Type", type)));
        }
        String board = "/api/board/" + attacker.fixture.board;
        answers.add(attacker.send(
                "POST",
                board,
                "zz\r\nnot a chunk\r\n".getBytes(StandardCharsets.US_ASCII),
                attacker.credentials("Content-Type", "application/json", "Transfer-Encoding", "chunked")));
        answers.add(attacker.send(
                "POST",
                board,
                "{\"name\":".getBytes(StandardCharsets.US_ASCII),
                attacker.credentials("Content-Type", "application/json")));
        answers.add(attacker.send(
                "POST",
                board,
                "{}".getBytes(StandardCharsets.US_ASCII),
                attacker.credentials("Content-Type", "/////")));
        answers.add(attacker.send(
                "POST",
                "/admin/sign-in",
                "user=%ZZ&password=%".getBytes(StandardCharsets.US_ASCII),
                attacker.credentials("Content-Type", "application/x-www-form-urlencoded")));
        answers.add(attacker.send(
                "POST",
                "/admin/sign-in",
                "user=a&password=b".getBytes(StandardCharsets.US_ASCII),
                attacker.credentials("Content-Type", "application/x-www-form-urlencoded; charset=bogus")));
    }

    private void headersNoClientMaySend(List<RawHttp.Exchange> answers) {
        for (String value : List.of("a\rb", "a\nb", "a\u0000b", "a\r\n folded")) {
            RawHttp.Exchange answer = attacker.send("GET", "/api/boards", null, attacker.credentials("X-Note", value));
            answers.add(answer);
        }
        answers.add(attacker.send("GET", "/api/boards", null, attacker.credentials("Bad Header", "x")));
        answers.add(attacker.send("GET", "/api/boards", null, attacker.credentials("X-Large", "a".repeat(100_000))));
        List<String> many = new ArrayList<>(List.of(attacker.credentials()));
        for (int i = 0; i < 600; i++) {
            many.add("X-Header-" + i);
            many.add("v");
        }
        answers.add(attacker.send("GET", "/api/boards", null, many.toArray(String[]::new)));
        answers.add(attacker.send("GET", "/api/boards?q=" + "b".repeat(70_000), null, attacker.credentials()));
        RawHttp.Exchange lineBreak = attacker.send("GET", "/api/boards", null, attacker.credentials("X-Note", "a\rb"));
        assertTrue(lineBreak.status() == 400 || lineBreak.status() == 0, lineBreak::toString);
    }

    private void badLogins(List<RawHttp.Exchange> answers) {
        Base64.Encoder base64 = Base64.getEncoder();
        for (String authorization : List.of(
                "Basic !!!not-base64",
                "Basic " + base64.encodeToString("no-colon".getBytes()),
                "Basic " + base64.encodeToString((attacker.key + ":").getBytes()),
                "Basic " + base64.encodeToString(("admin:" + attacker.key).getBytes()),
                "Basic " + base64.encodeToString(("admin:" + attacker.session).getBytes()),
                "Bearer " + attacker.key,
                "Basic")) {
            RawHttp.Exchange answer = attacker.send(
                    "GET", "/api/admin/overview", null, attacker.credentials("Authorization", authorization));
            assertTrue(answer.status() == 401 || answer.status() == 429, answer::toString);
            answers.add(answer);
        }
    }

    private void wrongSessions(List<RawHttp.Exchange> answers) {
        String session = attacker.session;
        for (String cookie : List.of(
                "portal_console=forged-" + session.substring(0, 10),
                "portal_console=\"" + session,
                "$Version=1; portal_console=" + session + "; $Path=\"/",
                "a\u0001b=c; portal_console=" + session,
                "JSESSIONID=" + session,
                "portal_console=" + session + ";;;=")) {
            for (String path : List.of("/admin/", "/api/admin/overview", "/admin/session")) {
                answers.add(attacker.send(
                        "GET",
                        path,
                        null,
                        "x-token",
                        attacker.key,
                        "Cookie",
                        cookie,
                        "X-CSRF-Token",
                        attacker.csrf,
                        "X-Forwarded-For",
                        attacker.client));
            }
        }
    }

    private static List<Path> ffdcIncidents() throws IOException {
        Path ffdc = ServerFiles.serverDir().resolve("logs/ffdc");
        if (!Files.isDirectory(ffdc)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(ffdc)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    /** Every file in DATA_DIR (the embedded database, the outbox, generated secrets), as text. */
    private static String dataDirectory() throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.walk(ServerFiles.DATA_DIR)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                text.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return text.toString();
    }
}
