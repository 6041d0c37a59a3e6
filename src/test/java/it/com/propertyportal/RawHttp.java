package it.com.propertyportal;

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
 * A bare HTTP/1.1 GET from a chosen local address (any of 127.0.0.0/8 works on Linux), for tests that
 * need the server to see a client other than 127.0.0.1.
 */
public final class RawHttp {

    private RawHttp() {
    }

    public record Answer(int status, Map<String, String> headers) {
    }

    public static Answer get(String localAddress, String path, String... headers) {
        URI base = URI.create(Api.BASE);
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", base.getPort()), 5000);
            socket.setSoTimeout(30_000);
            StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: localhost:" + base.getPort()
                    + "\r\nConnection: close\r\n");
            for (int i = 0; i + 1 < headers.length; i += 2) {
                request.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String head = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            String[] lines = head.substring(0, Math.max(0, head.indexOf("\r\n\r\n"))).split("\r\n");
            Map<String, String> answerHeaders = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                if (colon > 0) {
                    answerHeaders.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                            lines[i].substring(colon + 1).trim());
                }
            }
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), answerHeaders);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
