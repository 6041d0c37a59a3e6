package it.com.propertyportal.verification;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The SMTP server the integration-test server sends to (SMTP_PORT of src/test/it-server/server.env). */
public final class Mail {

    public static final int PORT = Integer.getInteger("it.smtp.port", 3025);
    private static final Pattern CODE = Pattern.compile("Your verification code is (\\d{6})");

    private Mail() {}

    public static GreenMailExtension server() {
        return new GreenMailExtension(new ServerSetup(PORT, "127.0.0.1", ServerSetup.PROTOCOL_SMTP))
                .withPerMethodLifecycle(false);
    }

    /** The newest message to that address (the server sends before it answers, so it is already here). */
    public static MimeMessage lastTo(GreenMailExtension mail, String address) {
        return Arrays.stream(mail.getReceivedMessages())
                .filter(m -> {
                    try {
                        return Arrays.stream(m.getRecipients(Message.RecipientType.TO))
                                .anyMatch(a -> a.toString().equalsIgnoreCase(address));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })
                .reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no message to " + address));
    }

    public static long countTo(GreenMailExtension mail, String address) {
        return Arrays.stream(mail.getReceivedMessages())
                .filter(m -> {
                    try {
                        return Arrays.stream(m.getAllRecipients())
                                .anyMatch(a -> a.toString().equalsIgnoreCase(address));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })
                .count();
    }

    public static String codeIn(MimeMessage message) {
        return codeIn(GreenMailUtil.getBody(message));
    }

    public static String codeIn(String raw) {
        Matcher matcher = CODE.matcher(raw);
        if (!matcher.find()) {
            throw new AssertionError("no code in " + raw);
        }
        return it.com.propertyportal.UsedSecrets.remember(matcher.group(1));
    }
}
