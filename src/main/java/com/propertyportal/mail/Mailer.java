package com.propertyportal.mail;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.persistence.Ids;
import com.propertyportal.settings.DataDirectory;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.instrumentation.annotations.WithSpan;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Date;
import java.util.Optional;
import java.util.Properties;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Sends mail through SMTP_HOST with connect, read and write timeouts (Jakarta Mail would wait forever),
 * or, with no SMTP_HOST, writes each message as an .eml file into DATA_DIR/outbox and logs its path.
 */
@ApplicationScoped
public class Mailer {

    private static final Logger LOG = TracedLog.of(Mailer.class);

    @Inject
    @ConfigProperty(name = "smtp.host")
    Optional<String> host;

    @Inject
    @ConfigProperty(name = "smtp.port")
    int port;

    @Inject
    @ConfigProperty(name = "smtp.user")
    Optional<String> user;

    @Inject
    @ConfigProperty(name = "smtp.password")
    Optional<String> password;

    @Inject
    @ConfigProperty(name = "smtp.starttls")
    boolean startTls;

    @Inject
    @ConfigProperty(name = "smtp.timeout")
    Duration timeout;

    @Inject
    @ConfigProperty(name = "mail.from")
    String from;

    @Inject
    DataDirectory dataDirectory;

    private Session session;
    private boolean toOutbox;

    @PostConstruct
    void configure() {
        Properties properties = new Properties();
        String millis = Long.toString(timeout.toMillis());
        toOutbox = host.filter(h -> !h.isBlank()).isEmpty();
        host.filter(h -> !h.isBlank()).ifPresent(h -> properties.put("mail.smtp.host", h));
        properties.put("mail.smtp.port", Integer.toString(port));
        properties.put("mail.smtp.connectiontimeout", millis);
        properties.put("mail.smtp.timeout", millis);
        properties.put("mail.smtp.writetimeout", millis);
        properties.put("mail.smtp.starttls.enable", Boolean.toString(startTls));
        properties.put("mail.smtp.starttls.required", Boolean.toString(startTls));
        properties.put(
                "mail.smtp.auth",
                Boolean.toString(user.filter(u -> !u.isBlank()).isPresent()));
        session = Session.getInstance(properties);
    }

    @WithSpan(value = "SMTP send", kind = SpanKind.CLIENT)
    public void send(OutgoingMail mail) throws MailFailure {
        try {
            MimeMessage message = compose(mail);
            if (toOutbox) {
                writeToOutbox(message);
                return;
            }
            if (user.filter(u -> !u.isBlank()).isPresent()) {
                Transport.send(message, user.get(), password.orElse(""));
            } else {
                Transport.send(message);
            }
        } catch (MessagingException | IOException e) {
            throw new MailFailure(
                    "The message could not be sent: " + e.getClass().getSimpleName(), e);
        }
    }

    private MimeMessage compose(OutgoingMail mail) throws MessagingException {
        MimeMessage message = new MimeMessage(session);
        message.setFrom(new InternetAddress(from, true));
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(mail.to(), true));
        if (mail.replyTo().isPresent()) {
            message.setReplyTo(
                    new InternetAddress[] {new InternetAddress(mail.replyTo().get(), true)});
        }
        message.setSubject(mail.subject(), "UTF-8");
        message.setSentDate(new Date());
        MimeBodyPart text = new MimeBodyPart();
        text.setText(mail.text(), "UTF-8", "plain");
        MimeBodyPart html = new MimeBodyPart();
        html.setText(mail.html(), "UTF-8", "html");
        message.setContent(new MimeMultipart("alternative", text, html));
        message.saveChanges();
        return message;
    }

    private void writeToOutbox(MimeMessage message) throws IOException, MessagingException {
        Path file =
                dataDirectory.folder("outbox").resolve(System.currentTimeMillis() + "-" + Ids.randomHex(4) + ".eml");
        try (OutputStream out = Files.newOutputStream(file)) {
            message.writeTo(out);
        }
        LOG.info(() -> "No SMTP_HOST: message written to " + file);
    }
}
