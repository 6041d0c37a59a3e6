package com.propertyportal.home.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The index at / lists every page of docs/ (and the README and changelog), and nothing that is not there. */
class ServiceIndexDocumentsTest {

    @Test
    void theIndexListsExactlyTheDocumentation() throws IOException {
        Set<String> pages = new TreeSet<>(Set.of("README.md", "CHANGELOG.md"));
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).forEach(f -> pages.add("docs/" + f.getFileName()));
        }
        Set<String> listed = ServiceIndex.DOCUMENTS.stream()
                .map(ServiceIndex.Document::path)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(pages, listed);
    }
}
