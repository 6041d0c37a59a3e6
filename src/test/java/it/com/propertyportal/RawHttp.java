package it.com.propertyportal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * Bare HTTP/1.1 for what Java's HttpClient will not send: a GET from a chosen local address (any of 127.0.0.0/8
 * works on Linux), for tests that need the server to see a client other than 127.0.0.1, and any request as
 * raw bytes (a forged Host, CR or LF inside a header, a malformed body), over plain HTTP or TLS.
 */
public final class RawHttp {

    private RawHttp() {}

    public record Answer(int status, Map<String, String> headers) {}

    /**
     * An answer with every value of each header (lower-case names) and its body as text; its status line as sent
     * (empty when there was none).
     */
    public record Exchange(int status, Map<String, List<String>> headers, String body, String statusLine) {

        public Exchange(int status, Map<String, List<String>> headers, String body) {
            this(status, headers, body, "");
        }

        public String header(String name) {
            List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
            return values == null ? null : values.get(0);
        }

        public List<String> all(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + body;
        }
    }

    /**
     * The request line, "Host: host", the headers as they are (name, value pairs: a value may hold anything, CR
     * and LF included), Content-Length when there is a body, and "Connection: close".
     */
    public static byte[] request(String method, String path, String host, byte[] body, String... headers) {
        StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\n");
        for (int i = 0; i + 1 < headers.length; i += 2) {
            head.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
        }
        if (body != null) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");
        byte[] start = head.toString().getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(start, start.length + (body == null ? 0 : body.length));
        if (body != null) {
            System.arraycopy(body, 0, all, start.length, body.length);
        }
        return all;
    }

    /** Sends the bytes to the server of that base URL (https: over TLS, trusting its own certificate). */
    public static Exchange send(String baseUrl, byte[] request) {
        URI base = URI.create(baseUrl);
        try (Socket socket = base.getScheme().equals("https") ? tls(base) : new Socket()) {
            if (!socket.isConnected()) {
                socket.connect(new InetSocketAddress("127.0.0.1", base.getPort()), 5000);
            }
            socket.setSoTimeout(30_000);
            try {
                socket.getOutputStream().write(request);
                socket.getOutputStream().flush();
            } catch (IOException answeredEarly) {
                // a server refusing an oversized request answers and closes before it has read it all
            }
            return parse(readWhatArrives(socket.getInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Everything the server sends until it closes, or until a reset after an early answer. */
    private static byte[] readWhatArrives(InputStream in) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
        } catch (IOException reset) {
            // keep what arrived before it
        }
        return out.toByteArray();
    }

    private static Socket tls(URI base) throws IOException {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(
                    null,
                    new TrustManager[] {
                        new X509TrustManager() {
                            @Override
                            public void checkClientTrusted(X509Certificate[] chain, String authType) {}

                            @Override
                            public void checkServerTrusted(X509Certificate[] chain, String authType) {}

                            @Override
                            public X509Certificate[] getAcceptedIssuers() {
                                return new X509Certificate[0];
                            }
                        }
                    },
                    null);
            SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket();
            socket.connect(new InetSocketAddress("127.0.0.1", base.getPort()), 5000);
            socket.startHandshake();
            return socket;
        } catch (java.security.GeneralSecurityException e) {
            throw new IOException(e);
        }
    }

    /** Status 0 when the server closed the connection without an answer. */
    private static Exchange parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        if (!text.startsWith("HTTP/")) {
            return new Exchange(0, Map.of(), text);
        }
        int end = text.indexOf("\r\n\r\n");
        String[] lines = text.substring(0, Math.max(0, end)).split("\r\n");
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.computeIfAbsent(
                                lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), n -> new ArrayList<>())
                        .add(lines[i].substring(colon + 1).trim());
            }
        }
        byte[] body = end < 0 ? new byte[0] : Arrays.copyOfRange(raw, end + 4, raw.length);
        if (headers.getOrDefault("transfer-encoding", List.of()).contains("chunked")) {
            body = dechunked(body);
        }
        return new Exchange(
                Integer.parseInt(lines[0].split(" ")[1]), headers, new String(body, StandardCharsets.UTF_8), lines[0]);
    }

    private static byte[] dechunked(byte[] chunked) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int at = 0;
        while (at < chunked.length) {
            int lineEnd = at;
            while (lineEnd + 1 < chunked.length && !(chunked[lineEnd] == '\r' && chunked[lineEnd + 1] == '\n')) {
                lineEnd++;
            }
            String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int length = size.isEmpty() ? 0 : Integer.parseInt(size, 16);
            if (length == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, Math.min(length, chunked.length - lineEnd - 2));
            at = lineEnd + 2 + length + 2;
        }
        return out.toByteArray();
    }

    public static Answer get(String localAddress, String path, String... headers) {
        URI base = URI.create(Api.BASE);
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", base.getPort()), 5000);
            socket.setSoTimeout(30_000);
            StringBuilder request = new StringBuilder(
                    "GET " + path + " HTTP/1.1\r\nHost: localhost:" + base.getPort() + "\r\nConnection: close\r\n");
            for (int i = 0; i + 1 < headers.length; i += 2) {
                request.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String head = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            String[] lines =
                    head.substring(0, Math.max(0, head.indexOf("\r\n\r\n"))).split("\r\n");
            Map<String, String> answerHeaders = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                if (colon > 0) {
                    answerHeaders.put(
                            lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                            lines[i].substring(colon + 1).trim());
                }
            }
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), answerHeaders);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
