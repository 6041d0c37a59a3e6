package it.com.propertyportal.observability;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A small OTLP/HTTP receiver: takes the spans of ExportTraceServiceRequest messages (protobuf) POSTed to
 * /v1/traces and keeps them; other signals are accepted and dropped.
 */
final class OtlpReceiver implements AutoCloseable {

    /** A received span: ids as lowercase hex (parent empty for a root), kind as OTLP numbers it (2 server, 3 client). */
    record Span(
            String traceId, String spanId, String parentSpanId, String name, int kind, List<String> attributeValues) {}

    private final HttpServer server;
    private final List<Span> spans = new CopyOnWriteArrayList<>();

    OtlpReceiver(int port) {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (exchange.getRequestURI().getPath().equals("/v1/traces")) {
                spans.addAll(request(body));
            }
            exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
    }

    List<Span> spans() {
        return List.copyOf(spans);
    }

    @Override
    public void close() {
        server.stop(0);
    }

    /** ExportTraceServiceRequest: 1 resource_spans; ResourceSpans: 2 scope_spans; ScopeSpans: 2 spans. */
    private static List<Span> request(byte[] message) {
        List<Span> found = new ArrayList<>();
        for (Field resourceSpans : Field.all(message)) {
            if (resourceSpans.number() != 1) {
                continue;
            }
            for (Field scopeSpans : Field.all(resourceSpans.bytes())) {
                if (scopeSpans.number() != 2) {
                    continue;
                }
                for (Field span : Field.all(scopeSpans.bytes())) {
                    if (span.number() == 2) {
                        found.add(span(span.bytes()));
                    }
                }
            }
        }
        return found;
    }

    /** Span: 1 trace_id, 2 span_id, 4 parent_span_id, 5 name, 6 kind, 9 attributes (KeyValue: 2 AnyValue: 1 string). */
    private static Span span(byte[] message) {
        String traceId = "";
        String spanId = "";
        String parent = "";
        String name = "";
        int kind = 0;
        List<String> values = new ArrayList<>();
        for (Field field : Field.all(message)) {
            switch (field.number()) {
                case 1 -> traceId = HexFormat.of().formatHex(field.bytes());
                case 2 -> spanId = HexFormat.of().formatHex(field.bytes());
                case 4 -> parent = HexFormat.of().formatHex(field.bytes());
                case 5 -> name = new String(field.bytes(), StandardCharsets.UTF_8);
                case 6 -> kind = (int) field.varint();
                case 9 ->
                    Field.all(field.bytes()).stream()
                            .filter(f -> f.number() == 2)
                            .flatMap(value -> Field.all(value.bytes()).stream())
                            .filter(f -> f.number() == 1)
                            .forEach(text -> values.add(new String(text.bytes(), StandardCharsets.UTF_8)));
                default -> {}
            }
        }
        return new Span(traceId, spanId, parent, name, kind, values);
    }

    /** One field of a protobuf message: its number and either a varint or the bytes it holds. */
    private record Field(int number, long varint, byte[] bytes) {

        static List<Field> all(byte[] message) {
            List<Field> fields = new ArrayList<>();
            int[] at = {0};
            while (at[0] < message.length) {
                long tag = varint(message, at);
                int number = (int) (tag >>> 3);
                switch ((int) (tag & 7)) {
                    case 0 -> fields.add(new Field(number, varint(message, at), new byte[0]));
                    case 1 -> at[0] += 8;
                    case 2 -> {
                        int length = (int) varint(message, at);
                        byte[] bytes = java.util.Arrays.copyOfRange(message, at[0], at[0] + length);
                        at[0] += length;
                        fields.add(new Field(number, 0, bytes));
                    }
                    case 5 -> at[0] += 4;
                    default -> throw new AssertionError("not a protobuf message: wire type " + (tag & 7));
                }
            }
            return fields;
        }

        private static long varint(byte[] message, int[] at) {
            long value = 0;
            for (int shift = 0; ; shift += 7) {
                byte b = message[at[0]++];
                value |= (long) (b & 0x7f) << shift;
                if (b >= 0) {
                    return value;
                }
            }
        }
    }
}
