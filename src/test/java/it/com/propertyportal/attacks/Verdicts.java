package it.com.propertyportal.attacks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an answer must be, by the served document: never a 5xx (but the one documented EMAIL_SEND_FAILURE);
 * a 4xx is application/problem+json with the answer's status in its status member, and a 400 lists in
 * errors the fields that were wrong; every status is one the operation documents; a 2xx body conforms to
 * the operation's schema for it, and a request that breaks the document's schemas is never answered 2xx.
 */
final class Verdicts {

    /** One way an answer broke the contract; the kind and the signature tell equal failures apart. */
    record Finding(String kind, String signature, String detail) {}

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Operations that answer 200 with every problem of the request listed, by design (a dry run). */
    private static final Set<String> REPORTS_PROBLEMS_AS_200 = Set.of("dryRunImport");

    private final Contract contract;

    Verdicts(Contract contract) {
        this.contract = contract;
    }

    Optional<Finding> judge(FuzzRequest request, RawExchange.Answer answer) {
        ServedApi.Operation operation = request.operation;
        int status = answer.status();
        String type =
                Optional.ofNullable(answer.header("Content-Type")).orElse("").toLowerCase(Locale.ROOT);
        String media = type.split(";")[0].trim();
        JsonNode body = parse(answer.body());
        String code = body == null ? "" : body.path("error").asText("");
        if (status >= 500) {
            if (status == 500
                    && operation.id().equals("initiateContactVerification")
                    && code.equals("EMAIL_SEND_FAILURE")) {
                return Optional.empty();
            }
            // An operation of the hosted product that this service does not offer says so: a 501 it documents
            // is its answer, held below to the same rules as a refusal.
            boolean notOffered = status == 501
                    && code.equals("NOT_OFFERED")
                    && operation.answers().containsKey("501");
            if (!notOffered) {
                return found("5xx", status + " " + code, "answered " + status);
            }
        }
        if (isContainerRefusal(status, answer.body())) {
            return Optional.empty();
        }
        ServedApi.Answer documented = operation.answers().get(String.valueOf(status));
        if (request.rerouted) {
            // An empty, dot or slash path value makes the router read another path: only the rules of every answer
            // hold.
            return status >= 400
                            && (!media.equals("application/problem+json")
                                    || body == null
                                    || body.path("status").asInt(-1) != status)
                    ? found(
                            "4xx is not application/problem+json",
                            status + " " + media,
                            "answered " + status + " " + type)
                    : Optional.empty();
        }
        if (status >= 400) {
            if (!media.equals("application/problem+json") || body == null || !body.isObject()) {
                return found(
                        "4xx is not application/problem+json", status + " " + media, "answered " + status + " " + type);
            }
            if (body.path("status").asInt(-1) != status) {
                return found(
                        "problem status differs from the HTTP status",
                        status + " " + body.path("status"),
                        "status member " + body.path("status"));
            }
            if (documented == null) {
                return found(
                        "status not documented for the operation",
                        status + " " + code,
                        status + " is not among " + operation.answers().keySet());
            }
            List<String> off = conformance(documented, media, body);
            if (!off.isEmpty()) {
                return found(
                        "problem body does not conform to the documented schema",
                        status + " " + mask(off.get(0)),
                        String.join("; ", off));
            }
            return status == 400 ? namesTheFields(request, body) : Optional.empty();
        }
        if (documented == null) {
            return found(
                    "status not documented for the operation",
                    String.valueOf(status),
                    status + " is not among " + operation.answers().keySet());
        }
        if (status < 300
                && !request.breaks.isEmpty()
                && !request.honeypot
                && !REPORTS_PROBLEMS_AS_200.contains(operation.id())) {
            return found(
                    "answered " + status + " to a request the document forbids",
                    mask(request.breaks.get(0)),
                    "the request breaks: " + String.join("; ", request.breaks));
        }
        if (!documented.schemaPointers().isEmpty() && status != 304) {
            String range = documented.schemaPointers().keySet().stream()
                    .filter(r -> matches(r, media))
                    .findFirst()
                    .orElse(null);
            if (range == null) {
                return found(
                        "content type not documented for the status",
                        status + " " + media,
                        "answered " + type + ", documented "
                                + documented.schemaPointers().keySet());
            }
            if (media.endsWith("json") && range.endsWith("json")) {
                if (body == null) {
                    return found("answer is not JSON", status + " " + media, "answered " + type);
                }
                List<String> off = conformance(documented, range, body);
                if (!off.isEmpty()) {
                    return found(
                            "answer does not conform to the documented schema",
                            status + " " + mask(off.get(0)),
                            String.join("; ", off));
                }
            }
        }
        return Optional.empty();
    }

    /** Whether a media type is in a documented range: any, a whole top-level type, or itself. */
    private static boolean matches(String range, String media) {
        return range.equals("*/*")
                || range.equals(media)
                || range.endsWith("/*") && media.startsWith(range.substring(0, range.length() - 1));
    }

    private List<String> conformance(ServedApi.Answer documented, String media, JsonNode body) {
        String pointer = documented.schemaPointers().get(media);
        return pointer == null ? List.of() : contract.violations(pointer, body);
    }

    /**
     * Liberty's web container decodes a path before it chooses an application, and refuses one whose decoded form
     * holds a control character with a one-line 400 of its own (CWWWC0005I) that no application code can change;
     * docs/security.md lists it. It is taken as that, and only while it names no class and shows no stack frame.
     */
    static boolean isContainerRefusal(int status, String body) {
        return status == 400
                && body.contains("CWWWC0005I: The request URI has invalid or improperly encoded characters")
                && !body.contains("Exception")
                && !body.matches("(?s).*\\bat [a-z]+\\.[a-z].*");
    }

    /** A 400 lists errors by field; when the request was made wrong on purpose, one of them names what was. */
    private static Optional<Finding> namesTheFields(FuzzRequest request, JsonNode body) {
        JsonNode errors = body.path("errors");
        if (!errors.isArray() || errors.isEmpty()) {
            return found("400 without errors naming the fields", "no errors", "errors: " + errors);
        }
        List<String> fields = new ArrayList<>();
        for (JsonNode error : errors) {
            if (!error.path("field").isTextual()
                    || error.path("field").asText().isEmpty()
                    || !error.path("reason").isTextual()) {
                return found(
                        "400 without errors naming the fields", "an error without field or reason", "error " + error);
            }
            fields.add(normal(error.path("field").asText()));
        }
        // A body that is no JSON object of the schema may be named as the body or by what the server read in it.
        if (request.breaks.isEmpty() || request.targets.isEmpty() || request.bodyBroken) {
            return Optional.empty();
        }
        for (String target : request.targets) {
            List<String> wrong = segments(normal(target));
            for (String field : fields) {
                List<String> named = segments(field);
                if (field.equals("body")
                        || startsWith(wrong, named)
                        || startsWith(named, wrong)
                        || !named.isEmpty()
                                && !wrong.isEmpty()
                                && named.get(named.size() - 1).equals(wrong.get(wrong.size() - 1))) {
                    return Optional.empty();
                }
            }
        }
        return found(
                "400 does not name the field that was wrong",
                String.join(",", request.mutations.stream().map(Verdicts::mask).toList()),
                "made wrong " + request.targets + ", errors name " + fields);
    }

    private static String normal(String field) {
        return field.replaceFirst("^\\$\\.?", "")
                .replaceFirst("^/", "")
                .replace('/', '.')
                .replaceFirst("^body\\.", "");
    }

    /** A path such as a.b[0].c as its segments [a, b, 0, c]. */
    private static List<String> segments(String path) {
        List<String> parts = new ArrayList<>();
        for (String part : path.replace("[", ".").replace("]", "").split("\\.")) {
            if (!part.isEmpty()) {
                parts.add(part);
            }
        }
        return parts;
    }

    private static boolean startsWith(List<String> path, List<String> prefix) {
        return !prefix.isEmpty()
                && path.size() >= prefix.size()
                && path.subList(0, prefix.size()).equals(prefix);
    }

    private static Optional<Finding> found(String kind, String signature, String detail) {
        return Optional.of(new Finding(kind, kind + " | " + signature, detail));
    }

    /** Text with its ids, numbers and quoted values blurred, so that equal failures share one signature. */
    static String mask(String text) {
        return text.replaceAll("\"[^\"]*\"", "\"…\"")
                .replaceAll("[A-Za-z]+-[0-9a-f]{8}-[0-9a-f]{4}", "<id>")
                .replaceAll("\\d+", "N")
                .replaceAll("=.*", "=…");
    }

    static JsonNode parse(String text) {
        try {
            return text == null || text.isBlank() ? null : MAPPER.readTree(text);
        } catch (IOException e) {
            return null;
        }
    }

    static String excerpt(RawExchange.Answer answer) {
        Map<String, String> headers = answer.headers();
        return answer.status() + " " + headers.getOrDefault("content-type", "") + " "
                + FuzzRequest.cut(answer.body(), 500);
    }
}
