package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import it.com.propertyportal.Api;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Makes the calls of a run: each operation's parameters and body drawn from its schemas, the credential of
 * its area, and in half of the cases one or two mutations; every case from its own random source.
 */
final class Cases {

    private final long seed;
    private final FuzzFixture fixture;
    private final SchemaValues values;
    private final SchemaValues realValues;
    private final Mutations mutations;
    private final InputContract inputs;

    Cases(long seed, ServedApi api, Contract contract, FuzzFixture fixture) {
        this.seed = seed;
        this.fixture = fixture;
        FuzzHints hints = new FuzzHints(fixture);
        this.values = new SchemaValues(api, hints, false);
        this.realValues = new SchemaValues(api, hints, true);
        this.mutations = new Mutations(api);
        this.inputs = new InputContract(api, contract);
    }

    /** One case of an operation: its own seed, so one case can be made again alone. */
    FuzzRequest make(ServedApi.Operation operation, int round) {
        Draw draw = new Draw(seed * 31 + operation.id().hashCode() * 1_000_003L + round);
        FuzzRequest request = new FuzzRequest(operation);
        request.round = round;
        boolean hostileCase = draw.chance(0.5);
        SchemaValues values = hostileCase ? realValues : this.values;
        for (ServedApi.Parameter parameter : operation.parameters()) {
            if (!parameter.required() && !draw.chance(0.5)) {
                continue;
            }
            JsonNode value = draw.from(values.of(operation.id(), parameter.name(), parameter.schema()));
            String text = value.isValueNode() ? value.asText() : value.toString();
            switch (parameter.in()) {
                case "path" ->
                    request.path.put(parameter.name(), text.equals(".") || text.equals("..") ? "x" + text : text);
                case "query" -> request.query.add(Map.entry(parameter.name(), text));
                case "header" -> request.headers.put(parameter.name(), text);
                default -> {}
            }
        }
        couple(request, draw);
        credentials(request, round, draw);
        if (operation.body() != null) {
            body(request, values, draw);
        }
        if (hostileCase) {
            mutations.mutate(request, draw);
        } else if (operation.area() == ServedApi.Area.CORE && draw.chance(0.05)) {
            request.headers.put("x-token", draw.pick(List.of("", "ppk_" + "0".repeat(38), "x".repeat(300))));
            request.mutations.add("x-token that is no key");
        }
        inputs.judge(request);
        return request;
    }

    /** Parameters whose real values go together: a record's kind and id, a verification and its code. */
    private void couple(FuzzRequest request, Draw draw) {
        String kind = request.path.get("kind");
        if (kind != null && request.path.containsKey("id") && draw.chance(0.8)) {
            List<String> ids = switch (kind) {
                case "organizations" -> List.of(fixture.org);
                case "locations" -> fixture.statusTargets;
                case "schools" -> fixture.schools;
                case "contacts" -> fixture.contacts;
                case "boards" -> List.of(fixture.board, fixture.spareBoard);
                case "cards" -> fixture.cards;
                case "forms" -> List.of(fixture.form);
                default -> List.of("unknown");
            };
            request.path.put("id", draw.pick(ids));
        }
        String code = fixture.verifications.get(request.path.getOrDefault("requestId", ""));
        if (code != null && !code.isEmpty() && draw.chance(0.3)) {
            request.body = JSON.objectNode().put("code", code);
        }
    }

    private void credentials(FuzzRequest request, int round, Draw draw) {
        switch (request.operation.area()) {
            case CORE -> request.headers.put("x-token", FuzzFixture.KEY);
            case ADMIN -> {
                request.headers.put("Authorization", Api.adminAuthorization());
                request.secrets.add(Api.adminAuthorization());
            }
            default -> {
                // Each case comes from a client address of its own (the tests' server trusts 127.0.0.1 as a proxy),
                // so the per-client limits of forms and sign-in count the run's calls apart from every other test's.
                request.headers.put("X-Forwarded-For", fixture.client + ":" + Integer.toHexString(round + 1));
                String cookie = fixture.consoleCookies[fixture.sessionFor(request.operation.id())];
                if (request.operation.template().startsWith("/admin") && cookie != null && draw.chance(0.5)) {
                    request.headers.put("Cookie", cookie);
                    request.secrets.add(cookie);
                }
            }
        }
    }

    private void body(FuzzRequest request, SchemaValues values, Draw draw) {
        ServedApi.Body body = request.operation.body();
        request.contentType = body.mediaType();
        switch (body.mediaType()) {
            case "multipart/form-data" -> {
                request.contentType = "multipart/form-data; boundary=" + request.boundary;
                request.filePart = draw.pick(List.of(
                        new FuzzRequest.FilePart(
                                "file", "note.txt", "text/plain", "hello fuzz".getBytes(StandardCharsets.UTF_8)),
                        new FuzzRequest.FilePart(
                                "file", "rent.csv", "text/csv", "a,b\n1,2\n".getBytes(StandardCharsets.UTF_8)),
                        new FuzzRequest.FilePart(
                                "file",
                                "scan.pdf",
                                "application/pdf",
                                "%PDF-1.4\n%%EOF\n".getBytes(StandardCharsets.US_ASCII)),
                        new FuzzRequest.FilePart("file", "pic.png", "image/png", new byte[] {
                            (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 0
                        })));
            }
            case "application/x-www-form-urlencoded" ->
                request.form = new ArrayList<>(
                        List.of(Map.entry("user", Api.ADMIN_USER), Map.entry("password", Api.ADMIN_PASSWORD)));
            default -> {
                if (request.body == null) {
                    request.body = draw.from(values.of(request.operation.id(), "", body.schema()));
                }
            }
        }
        if (request.form != null) {
            request.secrets.add(Api.ADMIN_PASSWORD);
        }
    }
}
