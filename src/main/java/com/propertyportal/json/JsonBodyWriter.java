package com.propertyportal.json;

import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/** Sends a {@link JsonBody} as it was written, with its length known up front. */
@Provider
@Produces({MediaType.APPLICATION_JSON, "application/*+json"})
public class JsonBodyWriter implements MessageBodyWriter<JsonBody> {

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == JsonBody.class;
    }

    @Override
    public long getSize(JsonBody body, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return body.length();
    }

    @Override
    public void writeTo(
            JsonBody body,
            Class<?> type,
            Type genericType,
            Annotation[] annotations,
            MediaType mediaType,
            MultivaluedMap<String, Object> headers,
            OutputStream out)
            throws IOException {
        body.writeTo(out);
    }
}
