package com.propertyportal.admin.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The console's view scripts share one global scope (classic scripts, loaded in order): a top-level name
 * declared in two of them would silently replace the first one's, so no name may be declared twice.
 */
class ConsoleScriptsTest {

    private static final Path CONSOLE = Path.of("src", "main", "resources", "console");
    private static final Pattern TOP_LEVEL = Pattern.compile(
            "^(?:async\\s+)?(?:function\\s*\\*?\\s*|const\\s+|let\\s+|class\\s+)([A-Za-z_$][\\w$]*)",
            Pattern.MULTILINE);

    @Test
    void noTopLevelNameIsDeclaredTwiceAcrossTheConsolesScripts() throws IOException {
        Map<String, List<String>> declared = new HashMap<>();
        List<Path> scripts;
        try (Stream<Path> files = Files.list(CONSOLE)) {
            scripts = files.filter(p -> p.getFileName().toString().matches("console.*\\.js"))
                    .toList();
        }
        assertTrue(scripts.size() >= 6, "the console's scripts: " + scripts);
        for (Path script : scripts) {
            Matcher name = TOP_LEVEL.matcher(Files.readString(script));
            while (name.find()) {
                declared.computeIfAbsent(name.group(1), n -> new ArrayList<>())
                        .add(script.getFileName().toString());
            }
        }
        Map<String, List<String>> twice = new HashMap<>();
        declared.forEach((name, where) -> {
            if (where.size() > 1) {
                twice.put(name, where);
            }
        });
        assertEquals(Map.of(), twice, "names declared more than once");
    }

    @Test
    void everyScriptTheConsolePageLoadsIsServed() throws IOException {
        String page = Files.readString(CONSOLE.resolve("index.html"));
        Matcher script =
                Pattern.compile("src=\"/admin/assets/([\\w.-]+\\.js)\"").matcher(page);
        int count = 0;
        while (script.find()) {
            assertTrue(ConsoleAssets.TYPES.containsKey(script.group(1)), script.group(1) + " is served");
            count++;
        }
        assertTrue(count >= 6, "scripts loaded: " + count);
    }
}
