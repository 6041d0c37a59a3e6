package com.propertyportal.input;

import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;

/**
 * Reads every JSON request body: refuses bodies over the configured size with 413, malformed JSON and
 * non-object bodies with a 400 that says where the parser stopped.
 */
@Provider
@Consumes({MediaType.APPLICATION_JSON, "application/*+json", "text/json"})
@Priority(1)
public class JsonBodyReader implements MessageBodyReader<JsonObject> {

    @Inject
    @ConfigProperty(name = "request.body.max-bytes")
    long maxBytes;

    @Inject
    @ConfigProperty(name = "import.body.max-bytes")
    long maxImportBytes;

    @Override
    public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == JsonObject.class;
    }

    @Override
    public JsonObject readFrom(Class<JsonObject> type, Type genericType, Annotation[] annotations,
            MediaType mediaType, MultivaluedMap<String, String> headers, InputStream entity) throws IOException {
        long limit = isLarge(annotations) ? maxImportBytes : maxBytes;
        String length = headers.getFirst("Content-Length");
        if (length != null && parseLength(length) > limit) {
            throw tooLarge(limit);
        }
        LimitedInputStream limited = new LimitedInputStream(entity, limit);
        try (JsonReader reader = Json.createReader(new InputStreamReader(limited, StandardCharsets.UTF_8))) {
            JsonValue value = reader.readValue();
            if (value.getValueType() != JsonValue.ValueType.OBJECT) {
                throw ProblemException.invalid("body", "must be a JSON object");
            }
            return value.asJsonObject();
        } catch (JsonParsingException e) {
            if (limited.exceeded()) {
                throw tooLarge(limit);
            }
            var location = e.getLocation();
            String where = location == null ? "" : " at line " + location.getLineNumber() + ", column "
                    + location.getColumnNumber();
            throw ProblemException.invalid("body", "is not valid JSON" + where);
        } catch (JsonException e) {
            if (limited.exceeded()) {
                throw tooLarge(limit);
            }
            throw ProblemException.invalid("body", "is not valid JSON");
        }
    }

    private static boolean isLarge(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (annotation.annotationType() == LargeBody.class) {
                return true;
            }
        }
        return false;
    }

    private static long parseLength(String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static ProblemException tooLarge(long limit) {
        return new ProblemException(Response.Status.REQUEST_ENTITY_TOO_LARGE, "PAYLOAD_TOO_LARGE",
                "Request body is larger than " + limit + " bytes");
    }
}
