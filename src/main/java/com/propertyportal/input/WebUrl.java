package com.propertyportal.input;

import java.net.IDN;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one rule for every link the service stores and hands to browsers (photos, schools, videos, tab
 * views, profiles, card fields): an absolute http or https URL with a host, at most 2,048 characters.
 * Browsers run {@code javascript:} and {@code vbscript:} links and render {@code data:} ones, and they
 * read relative, protocol-relative ({@code //host}) and backslashed links against the embedding page,
 * so only links that every parser reads the same way pass.
 */
public final class WebUrl {

    public static final int MAX_LENGTH = 2048;
    public static final String MUST = "must be an absolute http or https URL with a host";

    private static final Pattern SCHEME = Pattern.compile("([A-Za-z][A-Za-z0-9+.\\-]*):");
    private static final Pattern PORT = Pattern.compile("[0-9]{1,5}");
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private WebUrl() {}

    /** What is wrong with the text as a link, or empty when it is one. */
    public static Optional<String> problemWith(String text) {
        return parse(text).problem();
    }

    /**
     * The link as it is stored and served: a URI in ASCII (RFC 3986), which the documented
     * {@code format: uri} promises and every client parses. An internationalized host becomes its
     * punycode form ({@code bücher.example} is {@code xn--bcher-kva.example}) and every other non-ASCII
     * character its UTF-8 bytes percent-encoded, as a browser sends them; a link in ASCII stays exactly as
     * it is. Empty when the text is no link.
     */
    public static Optional<String> canonical(String text) {
        return Optional.ofNullable(parse(text).link());
    }

    private static Parsed parse(String text) {
        if (text == null || text.isEmpty()) {
            return Parsed.wrong(MUST);
        }
        if (text.length() > MAX_LENGTH) {
            return Parsed.wrong("must be at most " + MAX_LENGTH + " characters");
        }
        if (text.codePoints().anyMatch(WebUrl::isSpaceOrControl)) {
            return Parsed.wrong("must not contain spaces or control characters");
        }
        if (text.indexOf('\\') >= 0) {
            return Parsed.wrong("must not contain a backslash");
        }
        Matcher scheme = SCHEME.matcher(text);
        if (!scheme.lookingAt()) {
            return Parsed.wrong(MUST + ", not a relative link");
        }
        String name = scheme.group(1).toLowerCase(Locale.ROOT);
        if (!name.equals("http") && !name.equals("https")) {
            return Parsed.wrong(MUST + ", not a " + (name.length() <= 20 ? name + ":" : "other") + " link");
        }
        String rest = text.substring(scheme.end());
        if (!rest.startsWith("//")) {
            return Parsed.wrong(MUST);
        }
        int authorityEnd = indexOfAny(rest, 2, "/?#");
        String authority = rest.substring(2, authorityEnd);
        if (authority.indexOf('@') >= 0) {
            return Parsed.wrong("must not contain a user name or password");
        }
        Optional<String> asciiAuthority = asciiAuthority(authority);
        if (asciiAuthority.isEmpty()) {
            return Parsed.wrong(MUST);
        }
        String link = scheme.group() + "//" + asciiAuthority.get() + percentEncoded(rest.substring(authorityEnd));
        if (link.length() > MAX_LENGTH) {
            return Parsed.wrong("must be at most " + MAX_LENGTH + " characters with its non-ASCII characters encoded");
        }
        try {
            return new URI(link).getHost() == null ? Parsed.wrong(MUST) : new Parsed(link, null);
        } catch (URISyntaxException e) {
            return Parsed.wrong("must be a well-formed URL (characters such as < > \" { } | ^ percent-encoded)");
        }
    }

    /** A link read from text: its canonical form, or the problem that made it none. */
    private record Parsed(String link, String reason) {

        static Parsed wrong(String reason) {
            return new Parsed(null, reason);
        }

        Optional<String> problem() {
            return Optional.ofNullable(reason);
        }
    }

    public static boolean isValid(String text) {
        return problemWith(text).isEmpty();
    }

    /**
     * The check a writer makes before it stores a link, whoever read it: a problem goes to violations under
     * path. Null is no link, and passes.
     */
    public static void check(String link, String path, Violations violations) {
        if (link != null) {
            problemWith(link).ifPresent(reason -> violations.add(path, reason));
        }
    }

    /**
     * The optional link field {@code name} of the input in its canonical form; a wrong one is recorded
     * under its path.
     */
    public static Optional<String> read(JsonInput in, String name) {
        return in.string(name, MAX_LENGTH).flatMap(text -> {
            Parsed parsed = parse(text);
            parsed.problem().ifPresent(reason -> in.reject(name, reason));
            return Optional.ofNullable(parsed.link());
        });
    }

    /** The link field {@code name}, which must be present. */
    public static Optional<String> require(JsonInput in, String name) {
        if (in.isAbsent(name)) {
            in.reject(name, "is required");
            return Optional.empty();
        }
        return read(in, name);
    }

    /** An array of links in their canonical form; each wrong one is recorded under {@code name[i]}. */
    public static Optional<List<String>> list(JsonInput in, String name, int maxItems) {
        return in.strings(name, maxItems, MAX_LENGTH).map(values -> {
            List<String> valid = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                Parsed parsed = parse(values.get(i));
                if (parsed.link() == null) {
                    in.violations().add(in.pathOf(name) + "[" + i + "]", parsed.reason());
                } else {
                    valid.add(parsed.link());
                }
            }
            return valid;
        });
    }

    /**
     * The authority with an internationalized host in its ASCII (punycode) form, which java.net.URI
     * checks; empty when the host is no host name at all. An IPv6 literal stays as it is.
     */
    private static Optional<String> asciiAuthority(String authority) {
        if (authority.startsWith("[")) {
            return Optional.of(authority);
        }
        int colon = authority.lastIndexOf(':');
        String host = colon < 0 ? authority : authority.substring(0, colon);
        String port = colon < 0 ? "" : authority.substring(colon);
        if (host.isEmpty() || !port.isEmpty() && !isPort(port.substring(1))) {
            return Optional.empty();
        }
        try {
            String ascii = IDN.toASCII(host, IDN.USE_STD3_ASCII_RULES);
            // A host already in ASCII stays as it was written; toASCII only checks it.
            return Optional.of((host.chars().allMatch(c -> c < 0x80) ? host : ascii) + port);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The text with each non-ASCII character as its UTF-8 bytes, percent-encoded. */
    private static String percentEncoded(String text) {
        if (text.chars().allMatch(c -> c < 0x80)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() * 2);
        text.codePoints().forEach(c -> {
            if (c < 0x80) {
                out.append((char) c);
            } else {
                for (byte b : Character.toString(c).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
                }
            }
        });
        return out.toString();
    }

    private static boolean isPort(String digits) {
        return PORT.matcher(digits).matches() && Integer.parseInt(digits) <= 65535;
    }

    private static int indexOfAny(String text, int from, String characters) {
        for (int i = from; i < text.length(); i++) {
            if (characters.indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return text.length();
    }

    private static boolean isSpaceOrControl(int c) {
        int type = Character.getType(c);
        return Character.isWhitespace(c)
                || Character.isISOControl(c)
                || type == Character.SPACE_SEPARATOR
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.FORMAT;
    }
}
