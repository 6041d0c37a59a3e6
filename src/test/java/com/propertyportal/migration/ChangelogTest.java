package com.propertyportal.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/**
 * CHANGELOG.md keeps the Keep a Changelog form (an Unreleased section on top, then the releases, newest
 * first, each with its date and its kinds of change), each section names the schema version it ends at,
 * the Unreleased one this build's newest migration, and the upgrade test starts from the newest release
 * at the schema version named there (upgrade/previous-release.properties).
 */
class ChangelogTest {

    private static final Pattern SECTION = Pattern.compile("(?m)^## \\[([^]]+)](?: - (\\d{4}-\\d{2}-\\d{2}))?$");
    private static final Pattern SCHEMA = Pattern.compile("(?m)^Database schema version: ([0-9.]+)\\.$");
    private static final Pattern KIND = Pattern.compile("(?m)^### (.+)$");
    private static final Set<String> KINDS = Set.of("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security");

    private record Section(String name, String date, MigrationVersion schema, String text) {}

    private static List<Section> sections() throws IOException {
        String changelog = Files.readString(Path.of("CHANGELOG.md"));
        assertTrue(changelog.startsWith("# Changelog\n"), "CHANGELOG.md starts with its title");
        List<Section> sections = new ArrayList<>();
        Matcher heading = SECTION.matcher(changelog);
        List<int[]> bounds = new ArrayList<>();
        List<String[]> names = new ArrayList<>();
        while (heading.find()) {
            bounds.add(new int[] {heading.start(), heading.end()});
            names.add(new String[] {heading.group(1), heading.group(2)});
        }
        for (int i = 0; i < bounds.size(); i++) {
            String text = changelog.substring(
                    bounds.get(i)[1], i + 1 < bounds.size() ? bounds.get(i + 1)[0] : changelog.length());
            Matcher schema = SCHEMA.matcher(text);
            assertTrue(schema.find(), names.get(i)[0] + " names its database schema version");
            sections.add(
                    new Section(names.get(i)[0], names.get(i)[1], MigrationVersion.fromVersion(schema.group(1)), text));
        }
        return sections;
    }

    @Test
    void unreleasedComesFirstThenEveryReleaseNewestFirst() throws IOException {
        List<Section> sections = sections();
        assertEquals("Unreleased", sections.get(0).name());
        assertTrue(sections.size() > 1, "at least one release");
        for (int i = 1; i < sections.size(); i++) {
            Section release = sections.get(i);
            assertTrue(release.name().matches("\\d+\\.\\d+\\.\\d+"), release.name() + " is a version");
            assertTrue(release.date() != null, release.name() + " has its date");
            if (i > 1) {
                Section newer = sections.get(i - 1);
                assertTrue(
                        MigrationVersion.fromVersion(newer.name()).isNewerThan(release.name()),
                        newer.name() + " comes before " + release.name());
                assertTrue(newer.date().compareTo(release.date()) >= 0, newer.name() + " is not older");
                assertFalse(release.schema().isNewerThan(newer.schema().getVersion()), "schemas only grow");
            }
        }
    }

    @Test
    void eachSectionListsChangesUnderTheFormsKinds() throws IOException {
        for (Section section : sections()) {
            Matcher kind = KIND.matcher(section.text());
            int kinds = 0;
            while (kind.find()) {
                assertTrue(KINDS.contains(kind.group(1)), section.name() + ": '" + kind.group(1) + "' is a kind");
                kinds++;
            }
            assertTrue(kinds > 0 || section.name().equals("Unreleased"), section.name() + " lists changes");
        }
    }

    @Test
    void unreleasedNamesThisBuildsNewestMigration() throws IOException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:changelog-" + UUID.randomUUID() + ";MODE=LEGACY");
        MigrationVersion newest = Arrays.stream(
                        SchemaMigration.configured(h2).info().all())
                .map(MigrationInfo::getVersion)
                .max(MigrationVersion::compareTo)
                .orElseThrow();
        assertEquals(newest, sections().get(0).schema());
    }

    @Test
    void theUpgradeTestStartsFromTheNewestRelease() throws IOException {
        Properties previous = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("upgrade/previous-release.properties")) {
            previous.load(in);
        }
        Section newest = sections().get(1);
        assertEquals(newest.name(), previous.getProperty("release"));
        assertEquals(newest.schema(), MigrationVersion.fromVersion(previous.getProperty("schemaVersion")));
    }
}
