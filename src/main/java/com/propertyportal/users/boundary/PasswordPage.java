package com.propertyportal.users.boundary;

import com.propertyportal.http.SecurityHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;

/**
 * The page on which an invited user sets a password, in the console's look and under its content security policy
 * (the console's style sheet, no script); every value it shows is escaped.
 */
final class PasswordPage {

    static final List<String> STATES = List.of("done", "link", "password");

    static final Map<String, String> PROBLEMS = Map.of(
            "link",
            "This link cannot be used: it was used already, it expired, or it is not a link we sent."
                    + " Ask your administrator for a new invitation.",
            "password",
            "Choose a password of 12 to 200 characters that is not a commonly used one.");

    private PasswordPage() {}

    static Response form(String token, String error) {
        String problem = PROBLEMS.get(error);
        String body = "<h1>Set your password</h1>\n"
                + "<p>At least 12 characters; a commonly used password is refused.</p>\n"
                + (problem == null ? "" : "<p class=\"problem\" role=\"alert\">" + escape(problem) + "</p>\n")
                + "<form method=\"post\" action=\"/users/set-password\">\n"
                + "  <input type=\"hidden\" name=\"token\" value=\"" + escape(token) + "\">\n"
                + "  <label for=\"password\">New password</label>\n"
                + "  <input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"new-password\""
                + " required minlength=\"12\" maxlength=\"200\" autofocus>\n"
                + "  <button type=\"submit\" class=\"primary\">Set password</button>\n"
                + "</form>\n";
        return page(body);
    }

    static Response done() {
        return page("<h1>Password set</h1>\n<p>Your password is set. This link cannot be used again.</p>\n");
    }

    private static Response page(String body) {
        String html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>Set your password · Property Portal</title>\n"
                + "<link rel=\"stylesheet\" href=\"/admin/assets/console.css\">\n"
                + "<link rel=\"icon\" href=\"/admin/assets/icon.svg\" type=\"image/svg+xml\">\n"
                + "</head>\n<body class=\"sign-in\">\n<main class=\"card narrow\">\n" + body
                + "</main>\n</body>\n</html>\n";
        return Response.ok(html, "text/html; charset=utf-8")
                .header("Cache-Control", "no-store")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY)
                .build();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
