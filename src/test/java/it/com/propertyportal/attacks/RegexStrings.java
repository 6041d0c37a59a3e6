package it.com.propertyportal.attacks;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Strings that match a pattern of the document: the small part of regular expressions its patterns use
 * (literals, escapes, character classes, the quantifiers ? * + {n} {m,n}, anchors).
 */
final class RegexStrings {

    private static final String PRINTABLE = printable();
    private static final int UNBOUNDED = 24;

    private RegexStrings() {}

    static Arbitrary<String> matching(String pattern) {
        List<Arbitrary<String>> atoms = new ArrayList<>();
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            String chars;
            if (c == '^' || c == '$') {
                i++;
                continue;
            } else if (c == '[') {
                int end = pattern.indexOf(']', i + 2);
                chars = klass(pattern.substring(i + 1, end));
                i = end + 1;
            } else if (c == '\\') {
                chars = escape(pattern.charAt(i + 1));
                i += 2;
            } else if (c == '.') {
                chars = PRINTABLE;
                i++;
            } else {
                chars = String.valueOf(c);
                i++;
            }
            int min = 1;
            int max = 1;
            if (i < pattern.length()) {
                char q = pattern.charAt(i);
                if (q == '?' || q == '*' || q == '+') {
                    min = q == '+' ? 1 : 0;
                    max = q == '?' ? 1 : UNBOUNDED;
                    i++;
                } else if (q == '{') {
                    int end = pattern.indexOf('}', i);
                    String[] bounds = pattern.substring(i + 1, end).split(",", -1);
                    min = Integer.parseInt(bounds[0]);
                    max = bounds.length == 1
                            ? min
                            : bounds[1].isEmpty() ? min + UNBOUNDED : Integer.parseInt(bounds[1]);
                    i = end + 1;
                }
            }
            atoms.add(Arbitraries.strings()
                    .withChars(chars.toCharArray())
                    .ofMinLength(min)
                    .ofMaxLength(max));
        }
        return Combinators.combine(atoms).as(parts -> String.join("", parts));
    }

    private static String klass(String body) {
        StringBuilder chars = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\') {
                chars.append(escape(body.charAt(++i)));
            } else if (i + 2 < body.length() && body.charAt(i + 1) == '-') {
                for (char x = c; x <= body.charAt(i + 2); x++) {
                    chars.append(x);
                }
                i += 2;
            } else {
                chars.append(c);
            }
        }
        return chars.toString();
    }

    private static String escape(char c) {
        return switch (c) {
            case 'd' -> "0123456789";
            case 'w' -> "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
            case 's' -> " \t";
            case 'S' -> "abcdefghijklmnopqrstuvwxyz0123456789-._~/?=&";
            default -> String.valueOf(c);
        };
    }

    private static String printable() {
        StringBuilder chars = new StringBuilder();
        for (char c = 0x21; c < 0x7f; c++) {
            chars.append(c);
        }
        return chars.toString();
    }
}
