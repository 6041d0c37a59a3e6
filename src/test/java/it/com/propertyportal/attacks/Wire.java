package it.com.propertyportal.attacks;

import it.com.propertyportal.Api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One HTTP/1.1 exchange whose request line and headers go out exactly as written: an attacker's spellings
 * that Java's HttpClient would refuse or normalise (raw bytes, doubled slashes, dot segments).
 */
final class Wire {

    private Wire() {
    }

    record Answer(int status, Map<String, String> headers, String body) {

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        @Override
        public String toString() {
            return status + " " + headers.get("content-type") + " " + body.substring(0, Math.min(body.length(), 300));
        }
    }

    static Answer exchange(String method, String target, Map<String, String> headers, byte[] body) {
        URI base = URI.create(Api.BASE);
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 5000);
            socket.setSoTimeout(30_000);
            StringBuilder head = new StringBuilder(method + " " + target + " HTTP/1.1\r\nHost: " + base.getHost() + ":"
                    + base.getPort() + "\r\nConnection: close\r\n");
            headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
            if (body != null) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                out.write(body);
            }
            out.flush();
            return read(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + target, e);
        }
    }

    private static Answer read(InputStream in) throws IOException {
        byte[] all = in.readAllBytes();
        String text = new String(all, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        String[] lines = text.substring(0, Math.max(0, end)).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.merge(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim(), (a, b) -> a + ", " + b);
            }
        }
        byte[] rest = end < 0 ? new byte[0] : java.util.Arrays.copyOfRange(all, end + 4, all.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            rest = unchunk(rest);
        }
        return new Answer(Integer.parseInt(lines[0].split(" ")[1]), headers, new String(rest, StandardCharsets.UTF_8));
    }

    private static byte[] unchunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (at < chunked.length) {
            int lineEnd = indexOf(chunked, at);
            if (lineEnd < 0) {
                break;
            }
            String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int n = Integer.parseInt(size, 16);
            if (n == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, n);
            at = lineEnd + 2 + n + 2;
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == '\r' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
