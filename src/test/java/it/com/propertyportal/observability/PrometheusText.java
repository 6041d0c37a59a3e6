package it.com.propertyportal.observability;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict reader of the Prometheus text format (0.0.4): every line must be a HELP, TYPE or comment line or
 * a sample of a family declared before it, with well-formed labels and values, no series twice, and every
 * histogram's buckets cumulative up to a +Inf bucket equal to its count. Anything else is an error.
 */
public final class PrometheusText {

    private static final Pattern NAME = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*");
    private static final Pattern TYPE =
            Pattern.compile("# TYPE (" + NAME + ") (counter|gauge|histogram|summary|untyped)");
    private static final Pattern HELP = Pattern.compile("# HELP (" + NAME + ")( .*)?");
    private static final Pattern SAMPLE = Pattern.compile("(" + NAME + ")(\\{(.*)\\})? (\\S+)( -?\\d+)?");
    private static final Pattern LABEL =
            Pattern.compile("\\s*([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\\\n]|\\\\[\\\\\"n])*)\"\\s*(,|$)");
    private static final Pattern VALUE =
            Pattern.compile("[+-]?(Inf|NaN|\\d+(\\.\\d*)?([eE][+-]?\\d+)?|\\.\\d+([eE][+-]?\\d+)?)");

    /** One sample: its metric name, labels and value. */
    record Sample(String name, Map<String, String> labels, double value) {}

    private final Map<String, String> types = new HashMap<>();
    private final List<Sample> samples = new ArrayList<>();

    private PrometheusText() {}

    static PrometheusText parse(String text) {
        PrometheusText parsed = new PrometheusText();
        Set<String> seen = new java.util.HashSet<>();
        int number = 0;
        for (String line : text.split("\n", -1)) {
            number++;
            if (line.isEmpty()) {
                continue;
            }
            Matcher type = TYPE.matcher(line);
            if (type.matches()) {
                if (parsed.types.put(type.group(1), type.group(2)) != null) {
                    throw new AssertionError("line " + number + ": TYPE of " + type.group(1) + " twice");
                }
                continue;
            }
            if (HELP.matcher(line).matches()
                    || line.startsWith("#") && !line.startsWith("# TYPE") && !line.startsWith("# HELP")) {
                continue;
            }
            Matcher sample = SAMPLE.matcher(line);
            if (!sample.matches() || !VALUE.matcher(sample.group(4)).matches()) {
                throw new AssertionError("line " + number + " is not a sample: " + line);
            }
            Map<String, String> labels = labels(sample.group(3) == null ? "" : sample.group(3), number);
            String name = sample.group(1);
            String family = parsed.familyOf(name, labels, number);
            if (!seen.add(name + new TreeMap<>(labels))) {
                throw new AssertionError("line " + number + ": series twice: " + line);
            }
            parsed.samples.add(
                    new Sample(name, labels, Double.parseDouble(sample.group(4).replace("Inf", "Infinity"))));
            if (family == null) {
                throw new AssertionError("line " + number + ": no TYPE before " + name);
            }
        }
        parsed.checkHistograms();
        return parsed;
    }

    private static Map<String, String> labels(String text, int number) {
        Map<String, String> labels = new LinkedHashMap<>();
        Matcher label = LABEL.matcher(text);
        int at = 0;
        while (at < text.length()) {
            if (!label.find(at) || label.start() != at) {
                throw new AssertionError("line " + number + ": bad labels {" + text + "}");
            }
            if (labels.put(label.group(1), label.group(2)) != null) {
                throw new AssertionError("line " + number + ": label " + label.group(1) + " twice");
            }
            at = label.end();
        }
        return labels;
    }

    private String familyOf(String name, Map<String, String> labels, int number) {
        if (types.containsKey(name)) {
            String type = types.get(name);
            if ("histogram".equals(type) || "summary".equals(type) && !labels.containsKey("quantile")) {
                throw new AssertionError("line " + number + ": a bare sample in " + type + " " + name);
            }
            return name;
        }
        for (String suffix : List.of("_bucket", "_sum", "_count")) {
            if (name.endsWith(suffix)) {
                String base = name.substring(0, name.length() - suffix.length());
                String type = types.get(base);
                if ("histogram".equals(type) || "summary".equals(type) && !suffix.equals("_bucket")) {
                    if (suffix.equals("_bucket") && !labels.containsKey("le")) {
                        throw new AssertionError("line " + number + ": a bucket without le");
                    }
                    return base;
                }
            }
        }
        return null;
    }

    private void checkHistograms() {
        types.forEach((family, type) -> {
            if (!type.equals("histogram")) {
                return;
            }
            Map<Map<String, String>, List<Sample>> bucketsBySeries = new HashMap<>();
            samples.stream().filter(s -> s.name().equals(family + "_bucket")).forEach(s -> {
                Map<String, String> series = new TreeMap<>(s.labels());
                series.remove("le");
                bucketsBySeries.computeIfAbsent(series, k -> new ArrayList<>()).add(s);
            });
            bucketsBySeries.forEach((series, buckets) -> {
                buckets.sort(java.util.Comparator.comparingDouble(
                        b -> Double.parseDouble(b.labels().get("le").replace("Inf", "Infinity"))));
                double previous = 0;
                for (Sample bucket : buckets) {
                    if (bucket.value() < previous) {
                        throw new AssertionError(family + " buckets are not cumulative: " + series);
                    }
                    previous = bucket.value();
                }
                Sample last = buckets.get(buckets.size() - 1);
                if (!last.labels().get("le").equals("+Inf") || last.value() != value(family + "_count", series)) {
                    throw new AssertionError(family + ": the +Inf bucket is not the count: " + series);
                }
            });
        });
    }

    String type(String family) {
        return types.get(family);
    }

    /** The value of the one series with exactly these labels; 0 when absent (a counter not yet moved). */
    double value(String name, Map<String, String> labels) {
        return samples.stream()
                .filter(s -> s.name().equals(name) && new TreeMap<>(s.labels()).equals(new TreeMap<>(labels)))
                .mapToDouble(Sample::value)
                .findFirst()
                .orElse(0);
    }

    /** The value of an application metric (scope label added). */
    public double application(String name, String... labelPairs) {
        return value(name, applicationLabels(labelPairs));
    }

    /** Whether the scrape lists this application series at all, whatever its value. */
    public boolean hasApplication(String name, String... labelPairs) {
        Map<String, String> labels = new TreeMap<>(applicationLabels(labelPairs));
        return samples.stream().anyMatch(s -> s.name().equals(name) && new TreeMap<>(s.labels()).equals(labels));
    }

    private static Map<String, String> applicationLabels(String... labelPairs) {
        Map<String, String> labels = new HashMap<>();
        labels.put("mp_scope", "application");
        for (int i = 0; i < labelPairs.length; i += 2) {
            labels.put(labelPairs[i], labelPairs[i + 1]);
        }
        return labels;
    }

    boolean has(String name) {
        return samples.stream().anyMatch(s -> s.name().equals(name));
    }
}
