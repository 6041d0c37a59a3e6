package it.com.propertyportal.reference;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Stands between the generated client and the service, as an integrator's network does: passes every request
 * on unchanged and keeps each exchange, bytes and headers as they crossed the wire, for the contract to judge.
 */
final class RecordingProxy implements AutoCloseable {

    /** One request and its answer, as sent and received. */
    record Exchange(
            String method,
            String path,
            String query,
            Map<String, List<String>> requestHeaders,
            byte[] requestBody,
            int status,
            Map<String, List<String>> responseHeaders,
            byte[] responseBody) {}

    /** Headers the JDK's client sets itself and refuses to be given. */
    private static final Set<String> RESTRICTED =
            Set.of("connection", "content-length", "expect", "host", "upgrade", "transfer-encoding");

    private final HttpServer server;
    private final HttpClient client = HttpClient.newHttpClient();
    private final String target;
    private final List<Exchange> exchanges = new CopyOnWriteArrayList<>();

    RecordingProxy(String target) throws IOException {
        this.target = target;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::pass);
        server.start();
    }

    String baseUri() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The exchanges since the last call, oldest first. */
    List<Exchange> take() {
        List<Exchange> taken = new ArrayList<>(exchanges);
        exchanges.removeAll(taken);
        return taken;
    }

    private void pass(HttpExchange call) throws IOException {
        try (call) {
            byte[] body = call.getRequestBody().readAllBytes();
            URI uri = call.getRequestURI();
            HttpRequest.Builder forward = HttpRequest.newBuilder(URI.create(
                            target + uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())))
                    .method(call.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
            call.getRequestHeaders().forEach((name, values) -> {
                if (!RESTRICTED.contains(name.toLowerCase(Locale.ROOT))) {
                    values.forEach(v -> forward.header(name, v));
                }
            });
            HttpResponse<byte[]> answer;
            try {
                answer = client.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
            Map<String, List<String>> responseHeaders = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            answer.headers().map().forEach((name, values) -> {
                if (!name.startsWith(":")) {
                    responseHeaders.put(name, values);
                    if (!RESTRICTED.contains(name.toLowerCase(Locale.ROOT))) {
                        call.getResponseHeaders().put(name, values);
                    }
                }
            });
            Map<String, List<String>> requestHeaders = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            requestHeaders.putAll(call.getRequestHeaders());
            exchanges.add(new Exchange(
                    call.getRequestMethod(),
                    uri.getRawPath(),
                    uri.getRawQuery(),
                    requestHeaders,
                    body,
                    answer.statusCode(),
                    responseHeaders,
                    answer.body()));
            byte[] out = answer.body();
            call.sendResponseHeaders(answer.statusCode(), out.length == 0 ? -1 : out.length);
            if (out.length > 0) {
                try (OutputStream stream = call.getResponseBody()) {
                    stream.write(out);
                }
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
