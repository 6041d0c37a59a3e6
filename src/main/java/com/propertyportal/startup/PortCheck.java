package com.propertyportal.startup;

import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/**
 * The server's own HTTP and HTTPS ports are free. Liberty opens its ports only once the application has started,
 * and a port it cannot bind leaves it running without it; so the service's own server tries each port itself,
 * once per process (a redeployed application finds them Liberty's). An operations team's Liberty keeps its ports.
 */
final class PortCheck {

    static final String CHECKED = "property-portal.ports-checked";

    private PortCheck() {}

    static Optional<StartupProblem> problem(Config config) {
        // A mark in the JVM's properties (not a setting): the first start of the application in this process.
        if (!FailFast.ownServer() || System.getProperties().putIfAbsent(CHECKED, "true") != null) {
            return Optional.empty();
        }
        return busy(config.getOptionalValue("http.port", Integer.class), "HTTP_PORT")
                .or(() -> busy(config.getOptionalValue("https.port", Integer.class), "HTTPS_PORT"));
    }

    private static Optional<StartupProblem> busy(Optional<Integer> port, String variable) {
        if (port.isEmpty()) {
            return Optional.empty();
        }
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(port.get()));
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(StartupProblem.unavailable(
                    variable,
                    "port " + port.get() + " is in use by another process (" + e.getMessage() + ")",
                    "stop that process (ss -ltnp 'sport = :" + port.get() + "' names it), or set " + variable
                            + " to a free port"));
        }
    }
}
