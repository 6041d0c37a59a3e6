package it.com.propertyportal.attacks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** What a run saw: the statuses and time of each operation's calls, and each distinct failure once. */
final class FuzzReport {

    private final long seed;
    /** A file to write every call and its answer to, one line each; none when empty. */
    private final String log;

    private final Map<String, Map<Integer, Integer>> statuses = new TreeMap<>();
    private final Map<String, long[]> millis = new TreeMap<>();
    private final Map<String, Failure> failures = new LinkedHashMap<>();

    record Failure(
            String operation, Verdicts.Finding finding, long caseNumber, String request, String answer, int[] count) {}

    FuzzReport(long seed, String log) {
        this.seed = seed;
        this.log = log;
    }

    /** How long a call took: the total and the longest per operation. */
    synchronized void took(String operation, long ms) {
        long[] m = millis.computeIfAbsent(operation, o -> new long[2]);
        m[0] += ms;
        m[1] = Math.max(m[1], ms);
    }

    synchronized void record(FuzzRequest request, Verdicts.Finding finding, RawExchange.Answer answer) {
        if (!log.isEmpty()) {
            try {
                Files.writeString(
                        Path.of(log),
                        request.operation.id() + " #" + request.round + " "
                                + request.describe().replace("\n", " | ") + " => "
                                + (answer == null ? "none" : Verdicts.excerpt(answer)) + "\n",
                        StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        statuses.computeIfAbsent(request.operation.id(), o -> new TreeMap<>())
                .merge(answer == null ? 0 : answer.status(), 1, Integer::sum);
        if (finding == null) {
            return;
        }
        String signature = request.operation.id() + " | " + finding.signature();
        Failure known = failures.get(signature);
        if (known != null) {
            known.count()[0]++;
            return;
        }
        failures.put(
                signature,
                new Failure(
                        request.operation.id(),
                        finding,
                        request.round,
                        request.describe(),
                        answer == null ? "(no answer)" : Verdicts.excerpt(answer),
                        new int[] {1}));
    }

    /** Prints the run and answers every distinct failure, grouped by kind; empty when there is none. */
    String report(int rounds, int cases, int seconds) {
        int total = statuses.values().stream()
                .flatMap(m -> m.values().stream())
                .mapToInt(Integer::intValue)
                .sum();
        StringBuilder table = new StringBuilder("SchemaFuzzIT seed " + seed + ": " + total + " calls in " + rounds
                + " rounds over " + statuses.size() + " operations"
                + (rounds < cases ? " (stopped at the " + seconds + " s bound)" : "")
                + String.format("%n  %-40s %5s  %-40s %s%n", "operation", "calls", "statuses", "[ms in all, longest]"));
        statuses.forEach((operation, counts) -> table.append(String.format(
                "  %-40s %4d  %-40s %s%n",
                operation,
                counts.values().stream().mapToInt(Integer::intValue).sum(),
                counts,
                Arrays.toString(millis.getOrDefault(operation, new long[2])))));
        System.out.println(table);
        if (failures.isEmpty()) {
            return "";
        }
        String rerun = "repeat: mvn verify -Dit.test=SchemaFuzzIT -Dit.fuzz.seed=" + seed
                + " -Dit.fuzz.operations=<operationId>";
        StringBuilder text =
                new StringBuilder(failures.size() + " distinct contract failures, seed " + seed + " (" + rerun + ")\n");
        Map<String, List<Failure>> byKind = new TreeMap<>();
        failures.values()
                .forEach(f -> byKind.computeIfAbsent(f.finding().kind(), k -> new ArrayList<>())
                        .add(f));
        byKind.forEach((kind, list) -> {
            text.append("\n== ")
                    .append(kind)
                    .append(": ")
                    .append(list.stream().map(Failure::operation).distinct().collect(Collectors.joining(", ")))
                    .append('\n');
            list.forEach(f -> text.append("\n[")
                    .append(f.operation())
                    .append("] seed ")
                    .append(seed)
                    .append(", case ")
                    .append(f.caseNumber())
                    .append(" (x")
                    .append(f.count()[0])
                    .append(")\n  ")
                    .append(f.finding().detail())
                    .append("\n  ")
                    .append(f.request())
                    .append("\n  answered: ")
                    .append(f.answer())
                    .append('\n'));
        });
        System.out.println(text);
        return text.toString();
    }
}
