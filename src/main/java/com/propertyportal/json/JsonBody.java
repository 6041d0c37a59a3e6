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
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A JSON answer already written as UTF-8: serialized once, so its ETag and the bytes sent are the same
 * bytes, and a long listing goes from result rows to bytes without a document tree in between.
 */
public final class JsonBody {

    /** The size of the buffer a deflated body is inflated through on its way out. */
    private static final int INFLATE_BUFFER = 16_384;

    /** The body's bytes as written, or deflated (zlib format) when {@link #deflated}. */
    private final Bytes bytes;

    private final boolean deflated;
    private final int length;
    private volatile String etag;

    private JsonBody(Bytes bytes) {
        this(bytes, false, bytes.size(), null);
    }

    private JsonBody(Bytes bytes, boolean deflated, int length, String etag) {
        this.bytes = bytes;
        this.deflated = deflated;
        this.length = length;
        this.etag = etag;
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

    /** The length of the body sent. */
    public int length() {
        return length;
    }

    /** The bytes this body holds in memory: its length, or less once {@link #compressed()}. */
    public int held() {
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

    /**
     * The same body, held deflated if that takes less memory (else this body, trimmed): it sends the same bytes
     * with the same length and ETag, inflating them on the way out. A listing's rows repeat the same names and
     * values, so a kept answer of megabytes takes some twentieth of that. Call before the body is shared.
     */
    public JsonBody compressed() {
        if (deflated) {
            return this;
        }
        String tag = etag();
        Bytes packed = new Bytes();
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            byte[] buffer = new byte[INFLATE_BUFFER];
            bytes.forEach((chunk, offset, count) -> {
                deflater.setInput(chunk, offset, count);
                while (!deflater.needsInput()) {
                    packed.write(buffer, 0, deflater.deflate(buffer));
                }
            });
            deflater.finish();
            while (!deflater.finished()) {
                packed.write(buffer, 0, deflater.deflate(buffer));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        if (packed.size() >= length) {
            return trimToSize();
        }
        packed.trimToSize();
        return new JsonBody(packed, true, length, tag);
    }

    public void writeTo(OutputStream out) throws IOException {
        if (deflated) {
            inflateTo(out);
        } else {
            bytes.forEach(out::write);
        }
    }

    private void inflateTo(OutputStream out) throws IOException {
        Inflater inflater = new Inflater();
        try {
            byte[] buffer = new byte[Math.min(INFLATE_BUFFER, Math.max(length, 1))];
            bytes.forEach((chunk, offset, count) -> {
                inflater.setInput(chunk, offset, count);
                inflateAll(inflater, buffer, out);
            });
            if (!inflater.finished()) {
                throw new IllegalStateException("A kept answer ends before its end");
            }
        } finally {
            inflater.end();
        }
    }

    /** Writes out all the inflater can give from its input so far, including output it held back for room. */
    private static void inflateAll(Inflater inflater, byte[] buffer, OutputStream out) throws IOException {
        try {
            int n;
            while (!inflater.finished() && (n = inflater.inflate(buffer)) > 0) {
                out.write(buffer, 0, n);
            }
        } catch (DataFormatException e) {
            throw new IllegalStateException("A kept answer does not inflate", e);
        }
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
            bytes.forEach(sha256::update); // never deflated: a deflated body is made with its ETag
            return "\"" + HexFormat.of().formatHex(sha256.digest(), 0, 16) + "\"";
        } catch (NoSuchAlgorithmException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        ByteArrayOutputStream text = new ByteArrayOutputStream(length);
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
