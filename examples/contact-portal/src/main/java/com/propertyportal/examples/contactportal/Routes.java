package com.propertyportal.examples.contactportal;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Every path the portal answers, by exact match; anything else is a 404 page. */
final class Routes implements HttpHandler {

    private static final Logger LOG = Logger.getLogger(Routes.class.getName());

    private final Settings settings;
    private final SignIn signIn;
    private final ContactCards cards;
    private final byte[] style;

    Routes(Settings settings, SignIn signIn, ContactCards cards) throws IOException {
        this.settings = settings;
        this.signIn = signIn;
        this.cards = cards;
        try (InputStream in = Routes.class.getResourceAsStream("/static/style.css")) {
            this.style = in.readAllBytes();
        }
    }

    @Override
    public void handle(HttpExchange http) throws IOException {
        Exchange exchange = new Exchange(http, settings.secureCookies());
        try {
            route(exchange, exchange.method() + " " + exchange.path());
        } catch (Exchange.Refused refused) {
            exchange.html(refused.status, Pages.message("Not accepted", refused.getMessage()));
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "answering " + exchange.path(), e);
            exchange.html(500, Pages.message("Something went wrong", "Please try again."));
        } finally {
            http.close();
        }
    }

    private void route(Exchange exchange, String request) throws IOException, Exchange.Refused {
        if (request.startsWith("POST ") && !exchange.sameOrigin(settings.publicOrigin())) {
            exchange.html(403, Pages.message("Not accepted", "Forms are accepted from this site only."));
            return;
        }
        switch (request) {
            case "GET /" -> {
                if (cards.signedIn(exchange)) {
                    exchange.redirect("/cards");
                } else {
                    signIn.emailForm(exchange, "", null, 200);
                }
            }
            case "POST /verify" -> signIn.verify(exchange, exchange.form());
            case "GET /code" -> signIn.codeForm(exchange);
            case "POST /confirm" -> signIn.confirm(exchange, exchange.form());
            case "GET /start-over" -> signIn.startOver(exchange);
            case "GET /cards" -> cards.show(exchange);
            case "POST /sign-out" -> cards.signOut(exchange, exchange.form());
            case "GET /style.css" -> exchange.send(200, "text/css; charset=utf-8", style);
            default -> exchange.html(404, Pages.message("Not found", "There is no such page."));
        }
    }
}
