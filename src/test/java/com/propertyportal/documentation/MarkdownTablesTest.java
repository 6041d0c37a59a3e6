package com.propertyportal.documentation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every table of the README and of docs/ renders as the table it was written to be: a header, its separator row,
 * and the same number of cells in every row. As GitHub reads a table, a `|` splits a cell wherever it stands, inside
 * a code span too, unless it is written `\|`; and a blank line ends a table, so rows after one are plain text.
 */
class MarkdownTablesTest {

    private static final Pattern SEPARATOR_CELL = Pattern.compile(":?-+:?");

    /** Each table's faults, as "line N: what": rows without a separator above them, rows of another width. */
    static List<String> faults(List<String> lines) {
        List<String> faults = new ArrayList<>();
        boolean fenced = false;
        int columns = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("```") || line.startsWith("~~~")) {
                fenced = !fenced;
                columns = -1;
                continue;
            }
            if (fenced || !line.startsWith("|")) {
                columns = -1;
                continue;
            }
            List<String> cells = cells(line);
            if (columns < 0) {
                String next = i + 1 < lines.size() ? lines.get(i + 1).strip() : "";
                if (!next.startsWith("|") || !isSeparator(cells(next))) {
                    faults.add("line " + (i + 1) + ": a table row without a header and its separator row above it");
                    continue;
                }
                columns = cells.size();
                if (cells(next).size() != columns) {
                    faults.add("line " + (i + 2) + ": a separator of "
                            + cells(next).size() + " cells under a header of " + columns);
                }
                i++;
            } else if (cells.size() != columns) {
                faults.add("line " + (i + 1) + ": " + cells.size() + " cells in a table of " + columns
                        + " columns (an unescaped | ?)");
            }
        }
        return faults;
    }

    /** The cells of a row: split at every | not written \|, the outer pipes dropped. */
    static List<String> cells(String row) {
        String inner = row.substring(1);
        if (inner.endsWith("|") && !inner.endsWith("\\|")) {
            inner = inner.substring(0, inner.length() - 1);
        }
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '\\' && i + 1 < inner.length() && inner.charAt(i + 1) == '|') {
                cell.append("\\|");
                i++;
            } else if (c == '|') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString().strip());
        return cells;
    }

    private static boolean isSeparator(List<String> cells) {
        return cells.stream().allMatch(c -> SEPARATOR_CELL.matcher(c).matches());
    }

    static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>();
        for (Path folder : List.of(Path.of("."), Path.of("docs"))) {
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(f -> f.getFileName().toString().endsWith(".md"))
                        .sorted()
                        .forEach(documents::add);
            }
        }
        return documents;
    }

    @Test
    void everyTableOfTheDocumentationIsWellFormed() throws IOException {
        List<Path> documents = documents();
        assertEquals(true, documents.contains(Path.of("./README.md")), documents::toString);
        List<String> faults = new ArrayList<>();
        for (Path document : documents) {
            faults(Files.readAllLines(document)).forEach(fault -> faults.add(document.normalize() + " " + fault));
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void aPipeInACodeSpanSplitsTheCellUnlessEscaped() {
        assertEquals(
                List.of("line 3: 3 cells in a table of 2 columns (an unescaped | ?)"),
                faults(List.of("| body | meaning |", "|---|---|", "| `true|false` | a switch |")));
        assertEquals(List.of(), faults(List.of("| body | meaning |", "|---|---|", "| `true\\|false` | a switch |")));
    }

    @Test
    void rowsAfterABlankLineAreNoLongerTheTable() {
        assertEquals(
                List.of("line 5: a table row without a header and its separator row above it"),
                faults(List.of("| feature | why |", "|---|---|", "| a | b |", "", "| c | d |")));
    }

    @Test
    void aTableInACodeBlockIsCode() {
        assertEquals(List.of(), faults(List.of("```", "| a |", "```")));
    }
}
