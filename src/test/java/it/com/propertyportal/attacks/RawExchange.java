package it.com.propertyportal.attacks;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Requests written byte for byte over a socket, for what Java's HttpClient refuses to send: raw control
 * characters, unencoded characters in a path or query, a chunked body of a chosen size.
 */
final class RawExchange {

    private RawExchange() {}

    record Answer(int status, Map<String, String> headers, String body) {

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        JsonObject json() {
            try (JsonReader reader = Json.createReader(new StringReader(body))) {
                return reader.readObject();
            }
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + body;
        }
    }

    /** A request line and headers as given (ISO-8859-1 bytes, so "\u0000" is a NUL byte), without a body. */
    static Answer send(String method, String target, String... headers) {
        return send(method, target, null, headers);
    }

    static Answer send(String method, String target, byte[] body, String... headers) {
        return exchange(
                head(method, target, headers) + (body == null ? "" : "Content-Length: " + body.length + "\r\n")
                        + "\r\n",
                out -> {
                    if (body != null) {
                        write(out, body);
                    }
                });
    }

    /** The same, with the headers as a map (in its order). */
    static Answer send(String method, String target, Map<String, String> headers, byte[] body) {
        return send(
                method,
                target,
                body,
                headers.entrySet().stream()
                        .flatMap(header -> java.util.stream.Stream.of(header.getKey(), header.getValue()))
                        .toArray(String[]::new));
    }

    /** Sends the body in chunks without a Content-Length, as a client that does not know its size does. */
    static Answer sendChunked(String method, String target, Consumer<Chunks> body, String... headers) {
        return exchange(head(method, target, headers) + "Transfer-Encoding: chunked\r\n\r\n", out -> {
            body.accept(bytes -> write(
                    out,
                    (Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII),
                    bytes,
                    "\r\n".getBytes(StandardCharsets.US_ASCII)));
            write(out, "0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        });
    }

    @FunctionalInterface
    interface Chunks {
        void send(byte[] chunk);
    }

    private static String head(String method, String target, String... headers) {
        StringBuilder head = new StringBuilder(
                method + " " + target + " HTTP/1.1\r\nHost: localhost:" + port() + "\r\nConnection: close\r\n");
        for (int i = 0; i + 1 < headers.length; i += 2) {
            head.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
        }
        return head.toString();
    }

    private static Answer exchange(String head, Consumer<OutputStream> body) {
        try (Socket socket = new Socket("127.0.0.1", port())) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.ISO_8859_1));
            try {
                body.accept(out);
                out.flush();
            } catch (UncheckedIOException e) {
                // the server may answer (and close) before the whole body is sent: read what it said
            }
            return read(new BufferedInputStream(socket.getInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(OutputStream out, byte[]... parts) {
        try {
            for (byte[] part : parts) {
                out.write(part);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads one answer as its headers frame it (Content-Length, chunks, or until the server closes), without
     * waiting for the close: a server that refused a body it never received may keep the connection open.
     */
    private static Answer read(InputStream in) throws IOException {
        String statusLine = line(in);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line = line(in); !line.isEmpty(); line = line(in)) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.merge(
                        line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        line.substring(colon + 1).trim(),
                        (a, b) -> a + ", " + b);
            }
        }
        byte[] body;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream chunks = new ByteArrayOutputStream();
            for (int size = Integer.parseInt(line(in).split(";")[0].trim(), 16);
                    size > 0;
                    size = Integer.parseInt(line(in).split(";")[0].trim(), 16)) {
                chunks.write(in.readNBytes(size));
                line(in);
            }
            body = chunks.toByteArray();
        } else if (headers.containsKey("content-length")) {
            body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
        } else {
            body = in.readAllBytes();
        }
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                if (line.length() == 0) {
                    throw new IOException("The server closed the connection without an answer");
                }
                break;
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    private static int port() {
        return URI.create(Api.BASE).getPort();
    }
}
