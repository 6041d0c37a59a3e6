package com.propertyportal.admin.boundary;

import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** The console's files, read once from the WAR: only these names are served. */
final class ConsoleAssets {

    private static final Map<String, String> TYPES = Map.of(
            "index.html", "text/html; charset=utf-8",
            "sign-in.html", "text/html; charset=utf-8",
            "console.css", "text/css; charset=utf-8",
            "console.js", "text/javascript; charset=utf-8",
            "sign-in.js", "text/javascript; charset=utf-8");
    private static final Map<String, byte[]> FILES = read();

    private ConsoleAssets() {
    }

    private static Map<String, byte[]> read() {
        Map<String, byte[]> files = new java.util.HashMap<>();
        for (String name : TYPES.keySet()) {
            try (InputStream in = ConsoleAssets.class.getResourceAsStream("/console/" + name)) {
                files.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return Map.copyOf(files);
    }

    static Response page(String name) {
        return Response.ok(FILES.get(name), TYPES.get(name)).header("Cache-Control", "no-store").build();
    }

    static Response asset(String name) {
        if (!FILES.containsKey(name) || name.endsWith(".html")) {
            throw ProblemException.notFound("Console file " + name);
        }
        return Response.ok(FILES.get(name), TYPES.get(name)).header("Cache-Control", "no-cache").build();
    }
}
