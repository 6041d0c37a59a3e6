package com.propertyportal.admin.boundary;

import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The console's files, read once from the WAR: only these names are served. */
final class ConsoleAssets {

    static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("index.html", "text/html; charset=utf-8"),
            Map.entry("sign-in.html", "text/html; charset=utf-8"),
            Map.entry("console.css", "text/css; charset=utf-8"),
            Map.entry("console.js", "text/javascript; charset=utf-8"),
            Map.entry("console-boards.js", "text/javascript; charset=utf-8"),
            Map.entry("console-contacts.js", "text/javascript; charset=utf-8"),
            Map.entry("console-locations.js", "text/javascript; charset=utf-8"),
            Map.entry("console-forms.js", "text/javascript; charset=utf-8"),
            Map.entry("console-team.js", "text/javascript; charset=utf-8"),
            Map.entry("console-orgs.js", "text/javascript; charset=utf-8"),
            Map.entry("sign-in.js", "text/javascript; charset=utf-8"),
            Map.entry("embed.css", "text/css; charset=utf-8"),
            Map.entry("icon.svg", "image/svg+xml"));
    private static final Map<String, byte[]> FILES = read();

    private ConsoleAssets() {}

    private static Map<String, byte[]> read() {
        Map<String, byte[]> files = new java.util.HashMap<>();
        files.put("embed.css", embedStyles(resource("/embed/form.js")).getBytes(StandardCharsets.UTF_8));
        for (String name : TYPES.keySet()) {
            if (files.containsKey(name)) {
                continue;
            }
            try (InputStream in = ConsoleAssets.class.getResourceAsStream("/console/" + name)) {
                files.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return Map.copyOf(files);
    }

    private static String resource(String path) {
        try (InputStream in = ConsoleAssets.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The embed script's own style sheet, taken from its CSS array of plain string literals: served as a
     * file, so the console's form preview is styled as on an integrator's page without an inline style,
     * which the console's policy refuses (the script injects its styles only when the page has none).
     */
    static String embedStyles(String script) {
        int start = script.indexOf("var CSS = [");
        int end = script.indexOf("].join(\"\")", start);
        if (start < 0 || end < 0) {
            throw new IllegalStateException("the embed script's CSS array was not found");
        }
        StringBuilder css = new StringBuilder();
        Matcher literal = Pattern.compile("\"([^\"\\\\]*)\"").matcher(script.substring(start, end));
        while (literal.find()) {
            css.append(literal.group(1));
        }
        return css.toString();
    }

    static Response page(String name) {
        return Response.ok(FILES.get(name), TYPES.get(name))
                .header("Cache-Control", "no-store")
                .header(
                        SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER,
                        name.equals("index.html")
                                ? SecurityHeaders.CONSOLE_PAGE_POLICY
                                : SecurityHeaders.CONSOLE_POLICY)
                .build();
    }

    static Response asset(String name) {
        if (!FILES.containsKey(name) || name.endsWith(".html")) {
            throw ProblemException.notFound("Console file " + name);
        }
        return Response.ok(FILES.get(name), TYPES.get(name))
                .header("Cache-Control", "no-cache")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY)
                .build();
    }
}
