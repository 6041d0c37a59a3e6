package com.propertyportal.input;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Reads every JSON request body: refuses bodies over the configured size with 413, malformed JSON, text
 * that is not UTF-8 and non-object bodies with a 400 that says where the parser stopped, and what
 * {@link StrictJsonReader} refuses with a 400 that names the member.
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
    public JsonObject readFrom(
            Class<JsonObject> type,
            Type genericType,
            Annotation[] annotations,
            MediaType mediaType,
            MultivaluedMap<String, String> headers,
            InputStream entity)
            throws IOException {
        String charset = mediaType.getParameters().get(MediaType.CHARSET_PARAMETER);
        if (charset != null && !charset.equalsIgnoreCase("utf-8")) {
            // RFC 8259: JSON between systems is UTF-8; a body declared otherwise would be read as what it is not.
            throw new ProblemException(
                    Response.Status.UNSUPPORTED_MEDIA_TYPE,
                    "UNSUPPORTED_MEDIA_TYPE",
                    "A JSON body is UTF-8; send Content-Type: application/json",
                    List.of(new FieldError("header.content-type", "must declare no charset but UTF-8")),
                    Map.of());
        }
        long limit = isLarge(annotations) ? maxImportBytes : maxBytes;
        String length = headers.getFirst("Content-Length");
        if (length != null && parseLength(length) > limit) {
            throw tooLarge(limit);
        }
        LimitedInputStream limited = new LimitedInputStream(entity, limit);
        CharsetDecoder utf8 = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            JsonValue value = StrictJsonReader.read(new InputStreamReader(limited, utf8), "body");
            if (value.getValueType() != JsonValue.ValueType.OBJECT) {
                throw ProblemException.invalid("body", "must be a JSON object");
            }
            return value.asJsonObject();
        } catch (StrictJsonReader.Refused e) {
            throw ProblemException.invalid(e.errors());
        } catch (JsonParsingException e) {
            if (limited.exceeded()) {
                throw tooLarge(limit);
            }
            var location = e.getLocation();
            String where = location == null
                    ? ""
                    : " at line " + location.getLineNumber() + ", column " + location.getColumnNumber();
            throw ProblemException.invalid("body", "is not valid JSON" + where);
        } catch (JsonException e) {
            if (limited.exceeded()) {
                throw tooLarge(limit);
            }
            if (e.getCause() instanceof CharacterCodingException) {
                throw ProblemException.invalid("body", "is not valid UTF-8");
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
        return ProblemException.tooLarge(limit);
    }
}
