package com.propertyportal.examples.contactportal;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** The portal's pages. Values from people or from the Property Portal are escaped where they are placed. */
final class Pages {

    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMM uuuu").withZone(ZoneOffset.UTC);

    private Pages() {}

    static String emailForm(String formToken, String email, String problem) {
        return Html.page(
                "Sign in",
                problem(problem) + """
                <p>We e-mail you a 6-digit code; no password needed.</p>
                <form method="post" action="/verify">
                <input type="hidden" name="csrf" value="%s">
                <label for="email">Your e-mail address</label>
                <input id="email" name="email" type="email" autocomplete="email" required maxlength="%d" value="%s">
                <button type="submit">E-mail me a code</button>
                </form>
                """.formatted(Html.escape(formToken), SignIn.LONGEST_EMAIL, Html.escape(email)));
    }

    static String codeForm(String formToken, PendingVerification pending, String problem) {
        return Html.page(
                "Enter your code",
                problem(problem) + """
                <p>If <strong>%s</strong> is the address we know you by, we have just e-mailed it a 6-digit code.
                It is valid for 10 minutes.</p>
                <form method="post" action="/confirm">
                <input type="hidden" name="csrf" value="%s">
                <label for="code">The code</label>
                <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required
                       pattern="[0-9]{6}" maxlength="6">
                <button type="submit">Sign in</button>
                </form>
                <p><a href="/start-over">Use another address</a></p>
                """.formatted(Html.escape(pending.email()), Html.escape(formToken)));
    }

    static String cards(Session session, List<CardSummary> cards, String formToken) {
        StringBuilder rows = new StringBuilder();
        for (CardSummary card : cards) {
            rows.append("<tr><td>")
                    .append(Html.escape(card.name()))
                    .append("</td><td>")
                    .append(card.updatedAt() == null ? "" : Html.escape(DAY.format(card.updatedAt())))
                    .append("</td></tr>\n");
        }
        String list = cards.isEmpty()
                ? "<p id=\"no-cards\">Nothing here yet.</p>"
                : "<table id=\"cards\"><thead><tr><th>What</th><th>Last changed</th></tr></thead><tbody>\n" + rows
                        + "</tbody></table>";
        return Html.page("Your cards", signedInAs(session) + list + """
                <form method="post" action="/sign-out">
                <input type="hidden" name="csrf" value="%s">
                <button type="submit">Sign out</button>
                </form>
                """.formatted(Html.escape(formToken)));
    }

    private static String signedInAs(Session session) {
        return session.name().isBlank()
                ? ""
                : "<p id=\"signed-in\">Signed in as " + Html.escape(session.name()) + ".</p>\n";
    }

    static String message(String title, String text) {
        return Html.page(title, "<p id=\"message\">" + Html.escape(text) + "</p>\n<p><a href=\"/\">Sign in</a></p>");
    }

    private static String problem(String problem) {
        return problem == null ? "" : "<p class=\"problem\" role=\"alert\">" + Html.escape(problem) + "</p>\n";
    }
}
