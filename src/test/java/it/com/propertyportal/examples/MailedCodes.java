package it.com.propertyportal.examples;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.sun.net.httpserver.HttpServer;
import it.com.propertyportal.verification.Mail;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The verification codes GreenMail caught, for a browser test in another process: GET /codes?to=ADDRESS
 * answers the codes mailed to that address, oldest first, one a line. Loopback only.
 */
final class MailedCodes implements AutoCloseable {

    private final HttpServer server;

    private MailedCodes(HttpServer server) {
        this.server = server;
    }

    static MailedCodes serve(GreenMailExtension mail) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 8);
        server.createContext("/codes", exchange -> {
            String query = exchange.getRequestURI().getRawQuery();
            String to = query != null && query.startsWith("to=")
                    ? URLDecoder.decode(query.substring(3), StandardCharsets.UTF_8)
                    : "";
            byte[] body = Arrays.stream(mail.getReceivedMessages())
                    .filter(message -> sentTo(message, to))
                    .map(message -> Mail.codeIn(GreenMailUtil.getBody(message)))
                    .collect(Collectors.joining("\n"))
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return new MailedCodes(server);
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/codes";
    }

    private static boolean sentTo(MimeMessage message, String address) {
        try {
            return Arrays.stream(message.getRecipients(Message.RecipientType.TO))
                    .anyMatch(a -> a.toString().equalsIgnoreCase(address));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
