package com.propertyportal.input;

import java.net.IDN;
import java.net.URI;
import java.net.URISyntaxException;
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

    private WebUrl() {}

    /** What is wrong with the text as a link, or empty when it is one. */
    public static Optional<String> problemWith(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.of(MUST);
        }
        if (text.length() > MAX_LENGTH) {
            return Optional.of("must be at most " + MAX_LENGTH + " characters");
        }
        if (text.codePoints().anyMatch(WebUrl::isSpaceOrControl)) {
            return Optional.of("must not contain spaces or control characters");
        }
        if (text.indexOf('\\') >= 0) {
            return Optional.of("must not contain a backslash");
        }
        Matcher scheme = SCHEME.matcher(text);
        if (!scheme.lookingAt()) {
            return Optional.of(MUST + ", not a relative link");
        }
        String name = scheme.group(1).toLowerCase(Locale.ROOT);
        if (!name.equals("http") && !name.equals("https")) {
            return Optional.of(MUST + ", not a " + (name.length() <= 20 ? name + ":" : "other") + " link");
        }
        String rest = text.substring(scheme.end());
        if (!rest.startsWith("//")) {
            return Optional.of(MUST);
        }
        int authorityEnd = indexOfAny(rest, 2, "/?#");
        String authority = rest.substring(2, authorityEnd);
        if (authority.indexOf('@') >= 0) {
            return Optional.of("must not contain a user name or password");
        }
        Optional<String> asciiAuthority = asciiAuthority(authority);
        if (asciiAuthority.isEmpty()) {
            return Optional.of(MUST);
        }
        try {
            URI uri = new URI(name + "://" + asciiAuthority.get() + rest.substring(authorityEnd));
            return uri.getHost() == null ? Optional.of(MUST) : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of("must be a well-formed URL (characters such as < > \" { } | ^ percent-encoded)");
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

    /** The optional link field {@code name} of the input; a wrong one is recorded under its path. */
    public static Optional<String> read(JsonInput in, String name) {
        Optional<String> text = in.string(name, MAX_LENGTH);
        Optional<String> problem = text.flatMap(WebUrl::problemWith);
        problem.ifPresent(reason -> in.reject(name, reason));
        return problem.isPresent() ? Optional.empty() : text;
    }

    /** The link field {@code name}, which must be present. */
    public static Optional<String> require(JsonInput in, String name) {
        if (in.isAbsent(name)) {
            in.reject(name, "is required");
            return Optional.empty();
        }
        return read(in, name);
    }

    /** An array of links; each wrong one is recorded under {@code name[i]}. */
    public static Optional<List<String>> list(JsonInput in, String name, int maxItems) {
        return in.strings(name, maxItems, MAX_LENGTH).map(values -> {
            List<String> valid = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                Optional<String> problem = problemWith(values.get(i));
                if (problem.isPresent()) {
                    in.violations().add(in.pathOf(name) + "[" + i + "]", problem.get());
                } else {
                    valid.add(values.get(i));
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
            return Optional.of(IDN.toASCII(host, IDN.USE_STD3_ASCII_RULES) + port);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
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
