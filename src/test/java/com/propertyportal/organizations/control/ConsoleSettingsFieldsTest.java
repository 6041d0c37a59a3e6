package com.propertyportal.organizations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The console's organization settings page edits every companyInfo and applicationConfig member the import takes,
 * and no other: a member added to {@link ConfigSchema} without a control on the page fails here.
 */
class ConsoleSettingsFieldsTest {

    private static final Path PAGE = Path.of("src/main/resources/console/console-orgs.js");

    @Test
    void theSettingsPageHasAControlForEveryMemberOfTheSchema() throws IOException {
        String script = Files.readString(PAGE);
        assertEquals(
                new TreeSet<>(ConfigSchema.COMPANY_INFO.keySet()),
                named(script, List.of("COMPANY_SWITCHES", "COMPANY_COUNTS", "COMPANY_TEXTS")));
        assertEquals(
                new TreeSet<>(ConfigSchema.APPLICATION_CONFIG.keySet()),
                named(script, List.of("LISTING_TEXTS", "LISTING_HTML", "LISTING_LISTS", "AGENT_PARTS")),
                "the agent's parts stand for the agent");
    }

    /** The first string of each row of the named constant arrays (the agent's parts count as "agent"). */
    private static Set<String> named(String script, List<String> constants) {
        Set<String> names = new TreeSet<>();
        for (String constant : constants) {
            Matcher block = Pattern.compile("const " + constant + " = \\[(.*?)\\];", Pattern.DOTALL)
                    .matcher(script);
            if (!block.find()) {
                throw new AssertionError("no " + constant + " in " + PAGE);
            }
            if (constant.equals("AGENT_PARTS")) {
                names.add("agent");
                continue;
            }
            Matcher row = Pattern.compile("\\[\"([A-Za-z0-9]+)\"").matcher(block.group(1));
            while (row.find()) {
                names.add(row.group(1));
            }
        }
        return names;
    }
}
