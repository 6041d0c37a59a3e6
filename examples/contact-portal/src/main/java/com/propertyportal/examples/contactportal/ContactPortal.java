package com.propertyportal.examples.contactportal;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.logging.Logger;

/**
 * A contact portal of an integrator's own: contacts sign in with their e-mail address and a code the
 * Property Portal mails them, then see their cards. The API key stays on this server.
 */
public final class ContactPortal {

    private static final Logger LOG = Logger.getLogger(ContactPortal.class.getName());

    private ContactPortal() {}

    public static void main(String[] args) throws IOException {
        Settings settings;
        try {
            settings = Settings.from(System.getenv());
        } catch (IllegalArgumentException e) {
            System.err.println("The contact portal cannot start: " + e.getMessage() + " (see README.md).");
            System.exit(2);
            return;
        }
        HttpServer server = start(settings);
        LOG.info(() -> "The contact portal answers on " + settings.publicUrl() + " (port "
                + server.getAddress().getPort() + "), for board " + settings.boardId() + " of "
                + settings.portalUrl());
        Runtime.getRuntime().addShutdownHook(new Thread(() -> server.stop(1)));
    }

    static HttpServer start(Settings settings) throws IOException {
        Seal seal = new Seal(settings.sessionSecret(), Clock.systemUTC());
        PropertyPortal portal = new PropertyPortal(settings);
        HttpServer server = HttpServer.create(new InetSocketAddress(settings.port()), 64);
        server.createContext("/", new Routes(settings, new SignIn(seal, portal), new ContactCards(seal, portal)));
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
        return server;
    }
}
