package it.com.propertyportal.reference;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hosted product's OpenAPI document (docs/reference/aptly-openapi.yml, the same bytes as
 * ../shared/reference/aptly-openapi.yml) as a judge of exchanges, with OpenAPI 3.0 semantics: a status the
 * operation does not document, a header or body that breaks the documented schema (a member that is not
 * nullable and is null, a string where a number is documented) is a violation.
 */
final class ReferenceContract {

    static final Path DOCUMENT = Path.of("docs/reference/aptly-openapi.yml");

    /**
     * Two readings of the validator's that are not OpenAPI 3.0's, undone: it judges every object as if its
     * schema said additionalProperties: false, where OpenAPI's default is true (the reference's own Card is
     * open, and a member it does not name is allowed); and it calls a body on a response the reference
     * documents without content (its 401, 403 and 404) unexpected, where there is no schema to break (each of
     * those answers carries the error body docs/aptly-compatibility.md describes).
     */
    private final OpenApiInteractionValidator validator = OpenApiInteractionValidator.createForSpecificationUrl(
                    DOCUMENT.toAbsolutePath().toUri().toString())
            .withLevelResolver(LevelResolver.create()
                    .withLevel("validation.schema.additionalProperties", ValidationReport.Level.IGNORE)
                    .withLevel("validation.response.body.schema.additionalProperties", ValidationReport.Level.IGNORE)
                    .withLevel("validation.request.body.schema.additionalProperties", ValidationReport.Level.IGNORE)
                    .withLevel("validation.response.body.unexpected", ValidationReport.Level.IGNORE)
                    .build())
            .build();

    /** What the answer breaks of the reference; with request, also what the request breaks of it. */
    List<String> violations(RecordingProxy.Exchange exchange, boolean request) {
        SimpleResponse.Builder response = SimpleResponse.Builder.status(exchange.status());
        exchange.responseHeaders().forEach(response::withHeader);
        if (exchange.responseBody().length > 0) {
            response.withBody(new String(exchange.responseBody(), StandardCharsets.UTF_8));
        }
        ValidationReport report = request
                ? validator.validate(request(exchange), response.build())
                : validator.validateResponse(
                        exchange.path(), Request.Method.valueOf(exchange.method()), response.build());
        List<String> found = new ArrayList<>();
        for (ValidationReport.Message message : report.getMessages()) {
            if (message.getLevel() == ValidationReport.Level.ERROR) {
                found.add(message.getKey() + ": " + message.getMessage());
            }
        }
        return found;
    }

    private static SimpleRequest request(RecordingProxy.Exchange exchange) {
        SimpleRequest.Builder request = new SimpleRequest.Builder(exchange.method(), exchange.path());
        exchange.requestHeaders().forEach(request::withHeader);
        if (exchange.requestBody().length > 0) {
            request.withBody(exchange.requestBody());
        }
        query(exchange.query()).forEach(request::withQueryParam);
        return request.build();
    }

    private static Map<String, List<String>> query(String raw) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            parameters.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }
        return parameters;
    }
}
