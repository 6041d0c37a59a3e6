package com.propertyportal.verification.control;

import com.propertyportal.mail.OutgoingMail;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The verification e-mail: the integrator's subject and HTML with the placeholders filled, or ours. */
public final class VerificationMail {

    public static final String DEFAULT_SUBJECT = "Your verification code";
    public static final Pattern CODE_PLACEHOLDER = Pattern.compile("\\{\\{\\s*verificationCode\\s*}}");
    static final Pattern EXPIRATION_PLACEHOLDER = Pattern.compile("\\{\\{\\s*expirationTime\\s*}}");

    private static final String DEFAULT_HTML = """
            <!DOCTYPE html>
            <html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
            <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
            <tr><td style="font-size:18px;font-weight:bold;padding-bottom:16px">Your verification code</td></tr>
            <tr><td style="font-size:15px;line-height:22px;padding-bottom:24px">Enter this code to confirm your e-mail address:</td></tr>
            <tr><td style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;padding-bottom:24px">{{ verificationCode }}</td></tr>
            <tr><td style="font-size:13px;line-height:20px;color:#52606d">The code expires in {{ expirationTime }} and can be used once. If you did not ask for it, you can ignore this message.</td></tr>
            </table></td></tr></table></body></html>
            """;

    private VerificationMail() {}

    public static OutgoingMail compose(
            String to,
            Optional<String> subject,
            Optional<String> replyTo,
            Optional<String> html,
            String code,
            Duration lifetime) {
        String expiration = describe(lifetime);
        String body = fill(html.orElse(DEFAULT_HTML), code, expiration);
        String text = "Your verification code is " + code + ".\n\nIt expires in " + expiration
                + " and can be used once. If you did not ask for it, you can ignore this message.\n";
        return new OutgoingMail(to, replyTo, subject.orElse(DEFAULT_SUBJECT), body, text);
    }

    static String fill(String template, String code, String expiration) {
        String withCode = CODE_PLACEHOLDER.matcher(template).replaceAll(Matcher.quoteReplacement(code));
        return EXPIRATION_PLACEHOLDER.matcher(withCode).replaceAll(Matcher.quoteReplacement(expiration));
    }

    /** "10 minutes", "1 hour", "90 seconds": how long a code lives, in words. */
    static String describe(Duration lifetime) {
        long seconds = lifetime.toSeconds();
        if (seconds % 3600 == 0 && seconds >= 3600) {
            return plural(seconds / 3600, "hour");
        }
        if (seconds % 60 == 0 && seconds >= 60) {
            return plural(seconds / 60, "minute");
        }
        return plural(seconds, "second");
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
