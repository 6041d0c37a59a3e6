package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Schema-aware mutations of a valid request: wrong types, values out of range or over their length, missing
 * required members, unknown members, nulls, empty and 10,000-character strings, NUL, C0 and C1 control characters,
 * bidirectional overrides and isolates,
 * other scripts and emoji, huge and fractional numbers, deep nesting, arrays for objects, duplicate members,
 * trailing data, bodies that are no JSON or of another content type.
 */
final class Mutations {

    /** Strings any text field may meet. */
    static final Arbitrary<String> STRINGS = Arbitraries.oneOf(
            Arbitraries.of(
                    "",
                    " ",
                    "\u0000",
                    "a\u0000b",
                    "\u0001\u0002\u001f\u007f",
                    "line\r\nbreak",
                    "tab\there",
                    "名前と住所",
                    "😀👩‍👩‍👧",
                    "e\u0301\u0301\u0301",
                    "\u202egnp.exe",
                    "ring\u0007",
                    "\u001b[31mred",
                    "next\u0085line",
                    "isolate\u2066x\u2069",
                    "embedding\u202ax\u202c",
                    "\uFEFFbom",
                    "zero\u200bwidth",
                    "' OR '1'='1' --",
                    "<script>alert(1)</script>",
                    "../../../../etc/passwd",
                    "%00%2e%2e%2f",
                    "${jndi:ldap://127.0.0.1/x}",
                    "{{7*7}}",
                    "\\",
                    "\"quoted\"",
                    "null",
                    "undefined",
                    "-1",
                    "NaN"),
            Arbitraries.strings().all().ofMinLength(1).ofMaxLength(30).filter(Mutations::wellFormed),
            Arbitraries.strings()
                    .withCharRange('\u0000', '\u001f')
                    .ofMinLength(1)
                    .ofMaxLength(5));

    /** Text where a number or a boolean belongs. */
    private static final List<String> NOT_NUMBERS = List.of(
            "abc",
            "1.5",
            "-1",
            "1e3",
            "0x10",
            " 1",
            "+1",
            "1 ",
            "NaN",
            "Infinity",
            "١٢",
            "99999999999999999999999999",
            "-99999999999999999999999999",
            "9223372036854775808",
            "2147483648",
            "",
            "true",
            "1,2",
            "01");

    private static final List<String> NOT_BOOLEANS = List.of("yes", "2", "", "maybe", "on", "null");

    private final ServedApi api;

    Mutations(ServedApi api) {
        this.api = api;
    }

    /** One or two mutations of the request; each says what it did and what a 400 must name. */
    void mutate(FuzzRequest request, Draw draw) {
        int count = draw.chance(0.25) ? 2 : 1;
        for (int i = 0; i < count; i++) {
            List<Runnable> sites = sites(request, draw);
            if (sites.isEmpty()) {
                // A body set by hand on an operation without parameters leaves nothing else to change.
                return;
            }
            draw.pick(sites).run();
        }
    }

    private List<Runnable> sites(FuzzRequest request, Draw draw) {
        List<Runnable> sites = new ArrayList<>();
        for (ServedApi.Parameter parameter : request.operation.parameters()) {
            if (parameter.in().equals("cookie")) {
                continue;
            }
            sites.add(() -> parameter(request, parameter, draw));
        }
        // Once the body's bytes are set by hand, a change to its parts would no longer reach the wire.
        if (request.operation.body() != null && request.rawBody == null) {
            String media = request.operation.body().mediaType();
            if (media.equals("application/json") && request.body != null) {
                sites.add(() -> HostileJson.member(request, draw));
                sites.add(() -> HostileJson.member(request, draw));
                sites.add(() -> HostileJson.member(request, draw));
            }
            if (request.filePart != null) {
                sites.add(() -> filePart(request, draw));
                sites.add(() -> filePart(request, draw));
            }
            if (request.form != null) {
                sites.add(() -> formField(request, draw));
                sites.add(() -> formField(request, draw));
            }
            sites.add(() -> wholeBody(request, draw));
        }
        if (request.operation.method().equals("GET")
                || request.operation.method().equals("DELETE")) {
            sites.add(() -> unknownParameter(request, draw));
        }
        return sites;
    }

    /** The file part of a multipart body: its name, file name, declared type, content, or boundary. */
    private void filePart(FuzzRequest request, Draw draw) {
        FuzzRequest.FilePart part = request.filePart;
        // Whatever is changed here, the server may refuse it by naming the file part.
        request.targets.add("file");
        switch (draw.random.nextInt(6)) {
            case 0 -> {
                String name = draw.from(STRINGS);
                request.filePart = new FuzzRequest.FilePart(
                        part.field(),
                        name.replace("\"", "%22").replace("\r", "").replace("\n", ""),
                        part.type(),
                        part.content());
                request.mutations.add("file name " + FuzzRequest.cut(name, 40));
            }
            case 1 -> {
                String name = draw.pick(List.of(
                        "",
                        "A".repeat(10_000) + ".txt",
                        "..",
                        "../../secret.txt",
                        "C:\\a.txt",
                        "a.txt\u0000.png",
                        "名前.txt",
                        ".htaccess",
                        "con.txt"));
                request.filePart = new FuzzRequest.FilePart(part.field(), name, part.type(), part.content());
                request.mutations.add("file name " + FuzzRequest.cut(name, 40));
            }
            case 2 -> {
                String type = draw.pick(List.of(
                        "image/png",
                        "application/pdf",
                        "text/html",
                        "application/x-msdownload",
                        "",
                        "image/svg+xml",
                        "text/plain; charset=\u0000"));
                request.filePart = new FuzzRequest.FilePart(part.field(), part.filename(), type, part.content());
                request.mutations.add("declared type " + type);
            }
            case 3 -> {
                request.filePart = new FuzzRequest.FilePart(
                        draw.pick(List.of("other", "", "files", "FILE")), part.filename(), part.type(), part.content());
                request.mutations.add("part named " + request.filePart.field());
                request.breaks.add("no part named file");
            }
            case 4 -> {
                request.filePart = new FuzzRequest.FilePart(
                        part.field(),
                        draw.chance(0.5) ? null : part.filename(),
                        draw.chance(0.5) ? null : part.type(),
                        draw.chance(0.5) ? new byte[0] : part.content());
                request.mutations.add("part without file name, type or content");
            }
            default -> {
                request.contentType = draw.pick(List.of(
                        "multipart/form-data",
                        "multipart/form-data; boundary=",
                        "multipart/form-data; boundary=other",
                        "multipart/mixed; boundary=" + request.boundary));
                request.mutations.add("Content-Type " + request.contentType);
                request.breaks.add("multipart boundary");
                request.targets.add("content-type");
            }
        }
    }

    /** One field of a form body: its value, twice, or left out. */
    private void formField(FuzzRequest request, Draw draw) {
        int at = draw.random.nextInt(request.form.size());
        var field = request.form.get(at);
        switch (draw.random.nextInt(4)) {
            case 0 -> request.form.set(at, Map.entry(field.getKey(), draw.from(STRINGS)));
            case 1 -> request.form.set(at, Map.entry(field.getKey(), "A".repeat(10_000)));
            case 2 -> request.form.add(Map.entry(field.getKey(), draw.from(STRINGS)));
            default -> {
                request.form.remove(at);
                request.breaks.add(field.getKey() + " is required");
            }
        }
        request.mutations.add("form field " + field.getKey());
        request.targets.add(field.getKey());
    }

    private void unknownParameter(FuzzRequest request, Draw draw) {
        String name = draw.pick(List.of("zz", "callback", "_", "limit[]", "a.b", "\u0000", "名前"));
        request.query.add(Map.entry(name, draw.from(STRINGS)));
        request.mutations.add("unknown query parameter " + FuzzRequest.cut(name, 20));
        // A name with a control character cannot be named in an error: the query itself is.
        request.targets.add(name.chars().anyMatch(c -> c < 0x20) ? "query" : name);
    }

    private void parameter(FuzzRequest request, ServedApi.Parameter parameter, Draw draw) {
        String name = parameter.name();
        String type = SchemaValues.typeOf(api.merged(parameter.schema()));
        String value;
        int kind = draw.random.nextInt(parameter.in().equals("query") ? 7 : 5);
        switch (kind) {
            case 0 ->
                value = type.equals("integer") || type.equals("number")
                        ? draw.pick(NOT_NUMBERS)
                        : type.equals("boolean") ? draw.pick(NOT_BOOLEANS) : draw.from(STRINGS);
            case 1 -> value = draw.from(STRINGS);
            case 2 ->
                value = "A"
                        .repeat(
                                draw.chance(0.5)
                                        ? 10_000
                                        : parameter.schema().path("maxLength").asInt(200) + 1);
            case 3 -> value = outOfRange(api.merged(parameter.schema()), draw);
            case 4 -> value = "";
            case 5 -> {
                String twice = request.query.stream()
                        .filter(e -> e.getKey().equals(name))
                        .map(Map.Entry::getValue)
                        .findFirst()
                        .orElse("1");
                request.query.add(Map.entry(name, twice));
                request.query.add(Map.entry(name, draw.from(STRINGS)));
                request.mutations.add("query parameter " + name + " given twice");
                request.targets.add(name);
                return;
            }
            default -> {
                request.query.removeIf(e -> e.getKey().equals(name));
                request.mutations.add("query parameter " + name + " left out");
                if (parameter.required()) {
                    request.breaks.add(name + " is required");
                    request.targets.add(name);
                }
                return;
            }
        }
        if (parameter.in().equals("header")) {
            // A header carries one line of Latin-1: other characters go as their UTF-8 bytes, line breaks not at all.
            value = new String(value.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1)
                    .replaceAll("[\\x00-\\x08\\x0a-\\x1f\\x7f]", "?");
            request.headers.put(name, value);
        } else if (parameter.in().equals("path")) {
            if (value.isEmpty() || value.equals(".") || value.equals("..") || value.contains("/")) {
                request.rerouted = true;
            }
            request.path.put(name, value);
            // The screening of the raw path names the path, not the parameter the router would have read.
            request.targets.add("path");
        } else {
            request.query.removeIf(e -> e.getKey().equals(name));
            request.query.add(Map.entry(name, value));
        }
        request.mutations.add(parameter.in() + " " + name + " = " + FuzzRequest.cut(value, 60));
        request.targets.add(name);
    }

    private static String outOfRange(JsonNode schema, Draw draw) {
        if (schema.has("maximum") && draw.chance(0.5)) {
            return schema.get("maximum").bigIntegerValue().add(BigInteger.ONE).toString();
        }
        if (schema.has("minimum")) {
            return schema.get("minimum")
                    .bigIntegerValue()
                    .subtract(BigInteger.ONE)
                    .toString();
        }
        if (schema.has("enum")) {
            return schema.get("enum").get(0).asText().toUpperCase() + "x";
        }
        return draw.pick(List.of("-1", "99999999999999999999999999", "1.5"));
    }

    private void wholeBody(FuzzRequest request, Draw draw) {
        byte[] valid = request.bytes();
        String validText = valid == null ? "{}" : new String(valid, StandardCharsets.UTF_8);
        int kind = draw.random.nextInt(6);
        switch (kind) {
            case 0 -> {
                String text = draw.pick(List.of(
                        "",
                        "{",
                        "not json",
                        "{\"a\":}",
                        "{'a':1}",
                        "[",
                        "\u0000",
                        "nul",
                        "{\"a\":1,}",
                        "{\"a\" 1}",
                        "null",
                        "[]",
                        "1",
                        "\"text\"",
                        "true",
                        "[{}]"));
                request.rawBody = text.getBytes(StandardCharsets.UTF_8);
                request.mutations.add("body " + FuzzRequest.cut(text, 20));
            }
            case 1 -> {
                String trailing = draw.pick(List.of(" x", "{}", "\u0000", " // comment", "]", validText));
                request.rawBody = (validText + trailing).getBytes(StandardCharsets.UTF_8);
                request.mutations.add("trailing data after the body");
                if (request.filePart != null) {
                    // After a multipart body's last boundary comes its epilogue, which RFC 2046 says to ignore.
                    return;
                }
            }
            case 2 -> {
                byte[] broken = draw.pick(List.of(
                        new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, 0x28, '"', '}'},
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'},
                        new byte[] {(byte) 0xFE, (byte) 0xFF, 0, '{', 0, '}'}));
                request.rawBody = broken;
                request.mutations.add("body bytes that are not UTF-8 JSON");
            }
            case 3 -> {
                request.contentType = draw.pick(List.of(
                        "text/plain",
                        "application/xml",
                        "application/x-www-form-urlencoded",
                        "multipart/form-data; boundary=x",
                        "application/json; charset=UTF-16",
                        "*/*",
                        "application"));
                request.mutations.add("Content-Type " + request.contentType);
                request.breaks.add("content type");
                request.targets.add("content-type");
                return;
            }
            case 4 -> {
                request.contentType = null;
                request.rawBody = valid == null ? new byte[0] : valid;
                request.mutations.add("no Content-Type");
                request.breaks.add("content type");
                request.targets.add("content-type");
                return;
            }
            default -> {
                // Valid JSON over REQUEST_BODY_MAX_BYTES (the import's limit is larger): the schema judges it.
                request.body = JSON.objectNode().put("name", "A".repeat(draw.chance(0.5) ? 1_048_577 : 2_100_000));
                request.rawBody = null;
                request.mutations.add("a body of over a megabyte");
                request.targets.add("body");
                return;
            }
        }
        request.body = null;
        request.bodyBroken = true;
        request.targets.add("body");
        request.breaks.add("body is not the documented JSON");
    }

    private static boolean wellFormed(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(++i)))
                    || Character.isLowSurrogate(c)) {
                return false;
            }
        }
        return true;
    }
}
