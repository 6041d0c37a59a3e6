package com.propertyportal.identity.boundary;

import com.propertyportal.http.HtmlText;
import com.propertyportal.http.SecurityHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;

/**
 * The pages on which a user sets a password with a link, and asks for one ("forgot password"), in the console's
 * look and under its content security policy (the console's style sheet, no script); every value they show is
 * escaped.
 */
final class PasswordPage {

    static final List<String> STATES = List.of("done", "link", "password");
    static final List<String> FORGOT_STATES = List.of("sent", "email");

    static final Map<String, String> PROBLEMS = Map.of(
            "link",
            "This link cannot be used: it was used already, it expired, or it is not a link we sent."
                    + " Ask for a new one, or ask your administrator for a new invitation.",
            "password",
            "Choose a password of 12 to 200 characters that is not a commonly used one.",
            "email",
            "Enter the e-mail address you sign in with.");

    private static final String FORGOT = "/users/forgot-password";

    private PasswordPage() {}

    static Response form(String token, String error) {
        String problem = PROBLEMS.get(error);
        String body = "<h1>Set your password</h1>\n"
                + "<p>At least 12 characters; a commonly used password is refused.</p>\n"
                + (problem == null ? "" : "<p class=\"problem\" role=\"alert\">" + HtmlText.escape(problem) + "</p>\n")
                + "<form method=\"post\" action=\"/users/set-password\">\n"
                + "  <input type=\"hidden\" name=\"token\" value=\"" + HtmlText.escape(token) + "\">\n"
                + "  <label for=\"password\">New password</label>\n"
                + "  <input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"new-password\""
                + " required minlength=\"12\" maxlength=\"200\" autofocus>\n"
                + "  <button type=\"submit\" class=\"primary\">Set password</button>\n"
                + "</form>\n"
                + (error.equals("link") ? "<p><a href=\"" + FORGOT + "\">Ask for a new link</a></p>\n" : "");
        return page("Set your password", body);
    }

    static Response done() {
        return page(
                "Set your password",
                "<h1>Password set</h1>\n<p>Your password is set. This link cannot be used again.</p>\n");
    }

    /** The form that asks for a link by e-mail address. */
    static Response forgot(String error) {
        String problem = PROBLEMS.get(error);
        String body = "<h1>Forgot your password?</h1>\n"
                + "<p>Enter the e-mail address you sign in with. If it has an account, we mail it a link to set a"
                + " new password; the link works once, for 30 minutes.</p>\n"
                + (problem == null ? "" : "<p class=\"problem\" role=\"alert\">" + HtmlText.escape(problem) + "</p>\n")
                + "<form method=\"post\" action=\"" + FORGOT + "\">\n"
                + "  <label for=\"email\">E-mail address</label>\n"
                + "  <input id=\"email\" name=\"email\" type=\"email\" autocomplete=\"email\""
                + " required maxlength=\"320\" autofocus>\n"
                + "  <button type=\"submit\" class=\"primary\">Send link</button>\n"
                + "</form>\n"
                + "<p><a href=\"/admin/sign-in\">Back to sign-in</a></p>\n";
        return page("Forgot your password", body);
    }

    /** The one answer to every request, whether the address has an account or not. */
    static Response sent() {
        return page(
                "Forgot your password",
                "<h1>Check your e-mail</h1>\n<p role=\"status\">If the address has an account, a link to set a new"
                        + " password is on its way. It works once, for 30 minutes.</p>\n"
                        + "<p><a href=\"/admin/sign-in\">Back to sign-in</a></p>\n");
    }

    private static Response page(String title, String body) {
        String html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                // A form's POST then carries the page's real Origin rather than "null" (the server's policy is
                // no-referrer), which the forgot-password post requires.
                + "<meta name=\"referrer\" content=\"same-origin\">\n"
                + "<title>" + title + " · Property Portal</title>\n"
                + "<link rel=\"stylesheet\" href=\"/admin/assets/console.css\">\n"
                + "<link rel=\"icon\" href=\"/admin/assets/icon.svg\" type=\"image/svg+xml\">\n"
                + "</head>\n<body class=\"sign-in\">\n<main class=\"card narrow\">\n" + body
                + "</main>\n</body>\n</html>\n";
        return Response.ok(html, "text/html; charset=utf-8")
                .header("Cache-Control", "no-store")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY)
                .build();
    }
}
