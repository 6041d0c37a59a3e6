package com.propertyportal.json;

import jakarta.json.JsonStructure;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Consumer;

/**
 * A JSON answer already written as UTF-8: serialized once, so its ETag and the bytes sent are the same
 * bytes, and a long listing goes from result rows to bytes without a document tree in between.
 */
public final class JsonBody {

    private final Bytes bytes;

    private JsonBody(Bytes bytes) {
        this.bytes = bytes;
    }

    public static JsonBody of(JsonStructure value) {
        return write(out -> out.write(value));
    }

    /** The document the writer generates; the writer must leave it complete. */
    public static JsonBody write(Consumer<JsonGenerator> writer) {
        Bytes bytes = new Bytes();
        try (JsonGenerator out = Json.createGenerator(bytes)) {
            writer.accept(out);
        }
        return new JsonBody(bytes);
    }

    public int length() {
        return bytes.size();
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(bytes.array(), 0, bytes.size());
    }

    /** A strong validator: the first 128 bits of the body's SHA-256, quoted. */
    public String etag() {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(bytes.array(), 0, bytes.size());
            return "\"" + HexFormat.of().formatHex(sha256.digest(), 0, 16) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return new String(bytes.array(), 0, bytes.size(), StandardCharsets.UTF_8);
    }

    /** The buffer the generator fills, read in place rather than copied. */
    private static final class Bytes extends ByteArrayOutputStream {

        Bytes() {
            super(8_192);
        }

        byte[] array() {
            return buf;
        }
    }
}
