package it.com.propertyportal.attacks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One generated call, built up by the generator and the mutations: parameter values by where they go, a JSON
 * body (or raw bytes), and what was made wrong on purpose: the names and JSON paths a 400 must name, and
 * whether the request breaks the document's schemas at all.
 */
final class FuzzRequest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String HEX = "0123456789ABCDEF";

    final ServedApi.Operation operation;
    /** The case's number among its operation's: with the seed, all it takes to make the same request again. */
    int round;

    final Map<String, String> path = new LinkedHashMap<>();
    final List<Map.Entry<String, String>> query = new ArrayList<>();
    final Map<String, String> headers = new LinkedHashMap<>();
    /** Header values that are secrets: shown masked in any report. */
    final List<String> secrets = new ArrayList<>();

    JsonNode body;
    /** A multipart body's one part, when the operation takes a file. */
    FilePart filePart;

    String boundary = "fuzz-boundary-7d1";
    /** A form body's fields, in order (a name may come twice), when the operation takes a form. */
    List<Map.Entry<String, String>> form;
    /** Bytes sent instead of the JSON body; null to send the body (or nothing). */
    byte[] rawBody;
    /** Text put in place of a marker string in the serialized body: what JSON trees cannot hold. */
    final Map<String, String> splices = new LinkedHashMap<>();
    /** The break each splice makes, forgotten with it when a later mutation leaves its member out. */
    final Map<String, String> spliceBreaks = new LinkedHashMap<>();

    String contentType;
    /** What the mutations changed, for the report. */
    final List<String> mutations = new ArrayList<>();
    /** Parameter names and body paths that a 400 should name. */
    final List<String> targets = new ArrayList<>();
    /** The whole body was broken (not JSON, wrong type): a 400 names "body". */
    boolean bodyBroken;
    /** A path value that makes the router read another path: any 404 or 405 is right. */
    boolean rerouted;
    /** A form submit with its honeypot filled: answered success without a look at the rest. */
    boolean honeypot;
    /** The request breaks a schema or requirement of the document, so it may not be answered 2xx. */
    final List<String> breaks = new ArrayList<>();

    FuzzRequest(ServedApi.Operation operation) {
        this.operation = operation;
    }

    String target() {
        String target = operation.template();
        for (Map.Entry<String, String> value : path.entrySet()) {
            target = target.replace("{" + value.getKey() + "}", encode(value.getValue()));
        }
        if (!query.isEmpty()) {
            StringBuilder q = new StringBuilder();
            for (Map.Entry<String, String> p : query) {
                q.append(q.length() == 0 ? '?' : '&')
                        .append(encode(p.getKey()))
                        .append('=')
                        .append(encode(p.getValue()));
            }
            target += q;
        }
        return target;
    }

    /** One part of a multipart body; a null filename or type leaves that out of the part's headers. */
    record FilePart(String field, String filename, String type, byte[] content) {}

    byte[] bytes() {
        if (rawBody != null) {
            return rawBody;
        }
        if (filePart != null) {
            return multipart();
        }
        if (form != null) {
            StringBuilder text = new StringBuilder();
            form.forEach(f -> text.append(text.length() == 0 ? "" : "&")
                    .append(encode(f.getKey()))
                    .append('=')
                    .append(encode(f.getValue())));
            return text.toString().getBytes(StandardCharsets.UTF_8);
        }
        if (body == null) {
            return null;
        }
        try {
            String text = MAPPER.writeValueAsString(body);
            for (Map.Entry<String, String> splice : splices.entrySet()) {
                text = text.replace("\"" + splice.getKey() + "\"", splice.getValue());
            }
            return text.getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private byte[] multipart() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringBuilder head = new StringBuilder(
                "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + filePart.field() + "\"");
        if (filePart.filename() != null) {
            head.append("; filename=\"").append(filePart.filename()).append('"');
        }
        head.append("\r\n");
        if (filePart.type() != null) {
            head.append("Content-Type: ").append(filePart.type()).append("\r\n");
        }
        out.writeBytes(head.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
        out.writeBytes(filePart.content());
        out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    Map<String, String> wireHeaders() {
        Map<String, String> all = new LinkedHashMap<>(headers);
        if (contentType != null) {
            all.put("Content-Type", contentType);
        }
        return all;
    }

    /** Every byte but the unreserved ones percent-encoded as UTF-8, so that any value reaches the server as is. */
    static String encode(String value) {
        StringBuilder out = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z'
                    || c >= 'A' && c <= 'Z'
                    || c >= '0' && c <= '9'
                    || c == '-'
                    || c == '_'
                    || c == '.'
                    || c == '~') {
                out.append((char) c);
            } else {
                out.append('%').append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
            }
        }
        return out.toString();
    }

    /** The call as a report shows it: secrets masked, long parts cut. */
    String describe() {
        StringBuilder text = new StringBuilder(operation.method()).append(' ').append(cut(target(), 400));
        wireHeaders()
                .forEach((name, value) -> text.append("\n  ")
                        .append(name)
                        .append(": ")
                        .append(
                                secrets.contains(value)
                                        ? "<secret>"
                                        : FuzzFixture.KEY.equals(value) ? "<an API key of the run>" : cut(value, 120)));
        byte[] bytes = bytes();
        if (bytes != null) {
            text.append("\n  body (")
                    .append(bytes.length)
                    .append(" bytes): ")
                    .append(cut(new String(bytes, StandardCharsets.UTF_8), 400));
        }
        if (!mutations.isEmpty()) {
            text.append("\n  made wrong: ").append(String.join("; ", mutations));
        }
        return text.toString();
    }

    static String cut(String text, int max) {
        String printable =
                text.replace("\u0000", "\\u0000").replace("\r", "\\r").replace("\n", "\\n");
        return printable.length() <= max
                ? printable
                : printable.substring(0, max) + "…(" + printable.length() + " characters)";
    }
}
