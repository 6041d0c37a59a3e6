package com.propertyportal.json;

import jakarta.json.JsonStructure;
import jakarta.json.stream.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/**
 * A JSON answer already written as UTF-8: serialized once, so its ETag and the bytes sent are the same
 * bytes, and a long listing goes from result rows to bytes without a document tree in between.
 */
public final class JsonBody {

    private final Bytes bytes;
    private volatile String etag;

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

    /**
     * Gives back the unused end of the last chunk: a body about to be kept (by the portal cache) then takes
     * its length in memory, not a 16 KB chunk however short it is. Call before the body is shared.
     */
    public JsonBody trimToSize() {
        bytes.trimToSize();
        return this;
    }

    public void writeTo(OutputStream out) throws IOException {
        bytes.forEach(out::write);
    }

    /** A strong validator: the first 128 bits of the body's SHA-256, quoted; computed once (bodies are kept). */
    public String etag() {
        String known = etag;
        if (known == null) {
            known = digest();
            etag = known;
        }
        return known;
    }

    private String digest() {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            bytes.forEach(sha256::update);
            return "\"" + HexFormat.of().formatHex(sha256.digest(), 0, 16) + "\"";
        } catch (NoSuchAlgorithmException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        ByteArrayOutputStream text = new ByteArrayOutputStream(bytes.size());
        try {
            writeTo(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString(StandardCharsets.UTF_8);
    }

    /**
     * The buffer the generator fills: fixed-size chunks, so a long answer is never copied to grow and
     * never needs one large contiguous array; it holds the body's size and at most one chunk more.
     */
    private static final class Bytes extends OutputStream {

        private static final int CHUNK = 16_384;

        private final List<byte[]> chunks = new ArrayList<>();
        private byte[] current = new byte[CHUNK];
        private int position;
        private int size;

        @Override
        public void write(int b) {
            if (position == current.length) {
                next();
            }
            current[position++] = (byte) b;
            size++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            while (len > 0) {
                if (position == current.length) {
                    next();
                }
                int n = Math.min(len, current.length - position);
                System.arraycopy(b, off, current, position, n);
                position += n;
                off += n;
                len -= n;
                size += n;
            }
        }

        private void next() {
            chunks.add(current);
            current = new byte[CHUNK];
            position = 0;
        }

        int size() {
            return size;
        }

        void trimToSize() {
            if (position < current.length) {
                current = Arrays.copyOf(current, position);
            }
        }

        /** Hands each filled part, in order, to the sink: (array, offset, length). */
        void forEach(ChunkSink sink) throws IOException {
            for (byte[] chunk : chunks) {
                sink.accept(chunk, 0, chunk.length);
            }
            sink.accept(current, 0, position);
        }
    }

    @FunctionalInterface
    private interface ChunkSink {
        void accept(byte[] bytes, int offset, int length) throws IOException;
    }
}
