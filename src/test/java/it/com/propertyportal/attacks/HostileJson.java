package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Mutations at one member or array item anywhere in a JSON body: another type, null, hostile or huge
 * strings, numbers no Java type holds, deep nesting, an array around the value, the member left out, an
 * unknown member, the member given twice. What a JSON tree cannot hold goes in as text spliced into the
 * serialized body.
 */
final class HostileJson {

    private HostileJson() {}

    /** A mutation at one member (or array item) of the JSON body, anywhere in its tree. */
    static void member(FuzzRequest request, Draw draw) {
        List<String> paths = new ArrayList<>();
        collect(request.body, "", paths);
        String path = draw.pick(paths);
        JsonNode parent = path.isEmpty() ? null : request.body.at(pointer(parentOf(path)));
        String last = lastOf(path);
        String shown = path.isEmpty() ? "body" : path;
        int kind = draw.random.nextInt(12);
        JsonNode replacement;
        String label;
        switch (kind) {
            case 0 -> {
                replacement = draw.pick(List.of(
                        JSON.textNode("1"),
                        JSON.numberNode(1),
                        JSON.booleanNode(true),
                        JSON.objectNode(),
                        JSON.arrayNode(),
                        JSON.numberNode(1.5)));
                label = "a value of another type";
            }
            case 1 -> {
                replacement = JSON.nullNode();
                label = "null";
            }
            case 2 -> {
                replacement = JSON.textNode(draw.from(Mutations.STRINGS));
                label = "a hostile string";
            }
            case 3 -> {
                replacement = JSON.textNode(draw.chance(0.5) ? "" : "A".repeat(10_000));
                label = "an empty or 10,000-character string";
            }
            case 4 -> {
                replacement = draw.pick(List.of(
                        JSON.numberNode(new BigInteger("1" + "0".repeat(40))),
                        JSON.numberNode(-1),
                        JSON.numberNode(2147483648L),
                        JSON.numberNode(Long.MAX_VALUE),
                        JSON.numberNode(new BigDecimal("1.0000000000000000000001")),
                        JSON.numberNode(0.5)));
                label = "a huge, negative or fractional number";
            }
            case 5 -> {
                String marker = splice(
                        request,
                        draw.pick(List.of("1e400", "1E+999999999", "0.1e-999999999", "1234567890".repeat(11) + ".5")));
                replacement = JSON.textNode(marker);
                label = "a number beyond the documented 100 characters";
            }
            case 6 -> {
                int depth = draw.chance(0.5) ? 10_000 : 100_000;
                replacement = JSON.textNode(splice(
                        request,
                        draw.chance(0.5)
                                ? "[".repeat(depth) + "]".repeat(depth)
                                : "{\"a\":".repeat(depth) + "1" + "}".repeat(depth)));
                label = "nesting " + depth + " deep";
            }
            case 7 -> {
                ArrayNode wrapped = JSON.arrayNode();
                wrapped.add(path.isEmpty() ? request.body : request.body.at(pointer(path)));
                replacement = wrapped;
                label = "an array around the value";
            }
            case 8 -> {
                if (parent instanceof ObjectNode object) {
                    object.remove(last);
                    // A second of this member, given by an earlier mutation, goes with it.
                    String quoted = "\"" + last.replace("\"", "\\\"") + "\"";
                    for (String marker : List.copyOf(request.splices.keySet())) {
                        if (request.splices.get(marker).equals(quoted) && object.remove(marker) != null) {
                            request.splices.remove(marker);
                            request.breaks.remove(request.spliceBreaks.remove(marker));
                        }
                    }
                    request.mutations.add(shown + " left out");
                    request.targets.add(shown);
                    return;
                }
                replacement = JSON.missingNode();
                label = "nothing";
            }
            case 9 -> {
                JsonNode at = path.isEmpty() ? request.body : request.body.at(pointer(path));
                String name =
                        draw.pick(List.of("unknown", "__proto__", "constructor", "$where", "名前", "a".repeat(300)));
                if (at instanceof ObjectNode object) {
                    object.set(name, JSON.textNode("x"));
                    request.mutations.add("unknown member " + FuzzRequest.cut(name, 20) + " in " + shown);
                    request.targets.add(path.isEmpty() ? name : path + "." + name);
                    return;
                }
                replacement = JSON.objectNode().put(name, "x");
                label = "an object for a value";
            }
            case 10 -> {
                if (parent instanceof ObjectNode object && !path.isEmpty()) {
                    String duplicate = "@@fuzz-duplicate-" + request.splices.size() + "@@";
                    object.set(duplicate, JSON.textNode("again"));
                    request.splices.put(duplicate, "\"" + last.replace("\"", "\\\"") + "\"");
                    request.mutations.add("member " + shown + " given twice");
                    request.targets.add(shown);
                    request.breaks.add("duplicate member " + shown);
                    request.spliceBreaks.put(duplicate, "duplicate member " + shown);
                    return;
                }
                replacement = JSON.textNode("x");
                label = "text for the body";
            }
            default -> {
                replacement = JSON.textNode(draw.pick(List.of("\u0000", "\u0000\u0000\u0000", "a\u0000")));
                label = "NUL characters";
            }
        }
        if (path.isEmpty()) {
            if (replacement.isMissingNode()) {
                request.body = null;
                request.rawBody = new byte[0];
            } else {
                request.body = replacement;
            }
            request.bodyBroken = true;
        } else if (parent instanceof ObjectNode object) {
            object.set(last, replacement);
        } else if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(last), replacement);
        }
        request.mutations.add(shown + " = " + label);
        request.targets.add(shown);
    }

    private static String splice(FuzzRequest request, String raw) {
        String marker = "@@fuzz-raw-" + request.splices.size() + "@@";
        request.splices.put(marker, raw);
        request.breaks.add("JSON text no value of the schema has");
        request.spliceBreaks.put(marker, "JSON text no value of the schema has");
        return marker;
    }

    private static void collect(JsonNode node, String path, List<String> paths) {
        paths.add(path);
        if (node instanceof ObjectNode object) {
            object.fieldNames().forEachRemaining(name -> {
                if (!name.startsWith("@@fuzz-")) {
                    collect(object.get(name), path.isEmpty() ? name : path + "." + name, paths);
                }
            });
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                collect(array.get(i), path + "[" + i + "]", paths);
            }
        }
    }

    /** The JSON pointer of a path written as a.b[0].c. */
    static String pointer(String path) {
        if (path.isEmpty()) {
            return "";
        }
        StringBuilder pointer = new StringBuilder();
        for (String part : path.replace("[", ".").replace("]", "").split("\\.")) {
            pointer.append('/').append(ServedApi.escape(part));
        }
        return pointer.toString();
    }

    private static String parentOf(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut < 0 ? "" : path.substring(0, cut);
    }

    private static String lastOf(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut < 0 ? path : path.substring(cut + 1).replace("]", "");
    }
}
