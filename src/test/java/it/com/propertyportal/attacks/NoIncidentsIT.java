package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A client's mistake is no incident: two hundred wrong and hostile requests (unknown records, malformed and invalid
 * bodies, missing and wrong credentials, refused text, races lost on a key) get their 4xx answers, and Liberty's
 * first-failure data capture writes no new file under logs/ffdc for any of them.
 */
class NoIncidentsIT {

    private static final Fixture fixture = new Fixture();
    private static String key;

    @BeforeAll
    static void anOrganization() {
        fixture.imported();
        key = fixture.newKey();
    }

    private static Set<String> incidents() {
        Path ffdc = ServerFiles.serverDir().resolve("logs/ffdc");
        if (!Files.isDirectory(ffdc)) {
            return new TreeSet<>();
        }
        try (Stream<Path> files = Files.list(ffdc)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.startsWith("ffdc_"))
                    .collect(TreeSet::new, Set::add, Set::addAll);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static RawExchange.Answer json(String method, String path, String body, String... headers) {
        String[] all = new String[headers.length + 2];
        all[0] = "Content-Type";
        all[1] = "application/json";
        System.arraycopy(headers, 0, all, 2, headers.length);
        return RawExchange.send(method, path, body.getBytes(StandardCharsets.UTF_8), all);
    }

    @Test
    void twoHundredWrongRequestsLeaveNoIncident() {
        Set<String> before = incidents();
        String admin = Api.adminAuthorization();
        String org = "/api/admin/organizations/" + fixture.org;
        List<String> unexpected = new ArrayList<>();
        int sent = 0;
        for (int i = 0; i < 20; i++) {
            String unknown = Api.unique("none");
            List<RawExchange.Answer> answers = List.of(
                    // Records that do not exist, in the administration and the core area.
                    RawExchange.send("GET", "/api/admin/organizations/" + unknown, "Authorization", admin),
                    RawExchange.send("GET", "/api/admin/forms/" + unknown + "/submissions", "Authorization", admin),
                    RawExchange.send("GET", "/api/board/" + unknown, "x-token", key),
                    // Bodies that are no JSON, or break a rule, with a member name of the client's choosing.
                    json("POST", "/api/admin/import", "{\"organizations\":[{\"_id\":", "Authorization", admin),
                    json(
                            "POST",
                            org + "/apps",
                            "{\"title\":\"x\\u202E\",\"url\":\"http://apps.example.com\",\"member-" + unknown + "\":1}",
                            "Authorization",
                            admin),
                    json("POST", "/api/board/" + fixture.board, "{\"field-" + unknown + "\":\"x\"}", "x-token", key),
                    json(
                            "POST",
                            "/api/admin/import",
                            "{\"forms\":[{\"_id\":\"" + unknown + "\",\"companyId\":\"" + fixture.org
                                    + "\",\"boardId\":\"" + Api.unique("board") + "\",\"name\":\"f\",\"fields\":[]}]}",
                            "Authorization",
                            admin),
                    // Wrong and missing credentials, each from a client address of its own.
                    RawExchange.send(
                            "GET",
                            "/api/admin/organizations",
                            "Authorization",
                            Api.basic(Api.ADMIN_USER, "wrong-" + i),
                            "X-Forwarded-For",
                            someAddress()),
                    RawExchange.send("GET", "/api/contacts", "x-token", "pp_" + unknown),
                    // A second create of the same user: a race lost on a unique key.
                    json(
                            "POST",
                            org + "/users",
                            "{\"email\":\"twice@example.com\",\"firstName\":\"T\",\"lastName\":\"W\",\"role\":\"Viewer\","
                                    + "\"password\":\"twice-private-phrase\"}",
                            "Authorization",
                            admin));
            for (RawExchange.Answer answer : answers) {
                sent++;
                boolean created = answer.status() == 201 && i == 0;
                if ((answer.status() < 400 || answer.status() >= 500) && !created) {
                    unexpected.add(answer.toString());
                }
            }
        }
        assertEquals(200, sent);
        assertEquals(List.of(), unexpected, "each is refused with a 4xx");
        Set<String> after = incidents();
        after.removeAll(before);
        assertTrue(after.isEmpty(), "new incidents under logs/ffdc: " + after);
    }

    private static String someAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "198.18." + random.nextInt(256) + "." + random.nextInt(1, 255);
    }
}
