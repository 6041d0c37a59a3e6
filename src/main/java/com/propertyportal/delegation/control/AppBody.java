package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.App;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.input.WebUrl;
import jakarta.json.JsonObject;
import java.net.URI;
import java.util.Locale;
import java.util.Set;

/**
 * A new app as its registration asks: a title and the address of its page. The page is https (http only on this
 * machine's loopback names, for development), so the token handed to it never crosses a network in the clear.
 */
public record AppBody(String title, String url) {

    static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

    public static AppBody read(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("title", "url"));
        String title = in.requiredString("title", App.MAX_TITLE);
        String url = WebUrl.require(in, "url").orElse(null);
        if (url != null && !secure(url)) {
            in.reject("url", "must be an https URL with an ASCII host name (http only for localhost)");
        }
        violations.throwIfAny();
        return new AppBody(title, url);
    }

    /** The origin (scheme, host and port) of an app's page: where the console posts its tokens. */
    public static String originOf(String url) {
        URI uri = URI.create(url);
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        int port = uri.getPort();
        boolean defaultPort =
                port < 0 || (scheme.equals("https") && port == 443) || (scheme.equals("http") && port == 80);
        return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port);
    }

    static boolean secure(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (uri.getScheme() == null || uri.getHost() == null) {
            return false;
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        return scheme.equals("https")
                || (scheme.equals("http") && LOOPBACK.contains(uri.getHost().toLowerCase(Locale.ROOT)));
    }
}
