package com.propertyportal.settings;

import java.util.logging.Logger;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * Ends a start that cannot succeed. In the service's own server (its server.xml says so) the one line of the
 * problem is logged and the process exits with the problem's status at once, so a service manager, a container
 * platform or the operator's shell sees the failure instead of a server that runs without its application; a
 * process that does not finish exiting within a few seconds is halted. In an operations team's own Liberty server,
 * which may run other applications, only this application's start fails, with the same line.
 */
public final class FailFast {

    private static final Logger LOG = Logger.getLogger(FailFast.class.getName());
    private static final long HALT_AFTER_MILLIS = 5_000;

    /** Set by the service's own server.xml, and nowhere else. */
    static final String OWN_SERVER = "portal.own-server";

    private FailFast() {}

    /** Whether this is the service's own server (true) or an operations team's Liberty (false). */
    public static boolean ownServer() {
        try {
            return ConfigProvider.getConfig(FailFast.class.getClassLoader())
                    .getOptionalValue(OWN_SERVER, Boolean.class)
                    .orElse(false);
        } catch (RuntimeException | LinkageError noConfig) {
            return false;
        }
    }

    /** Logs the problem's line and ends the start: the process in the service's own server, else the application's. */
    public static RuntimeException stop(StartupProblem problem) {
        LOG.severe(problem::line);
        if (ownServer()) {
            exit(problem.exitCode());
            awaitExit();
        }
        return new StartupFailure(problem.line());
    }

    private static void exit(int status) {
        Thread halt = new Thread(
                () -> {
                    try {
                        Thread.sleep(HALT_AFTER_MILLIS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    Runtime.getRuntime().halt(status);
                },
                "property-portal-start-halt");
        halt.setDaemon(true);
        halt.start();
        new Thread(() -> System.exit(status), "property-portal-start-exit").start();
    }

    /** The start stops here: nothing after the failed check runs while the process exits. */
    private static void awaitExit() {
        while (true) {
            try {
                Thread.sleep(HALT_AFTER_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The application's start failed, for the reason its message gives in one line. */
    public static final class StartupFailure extends IllegalStateException {

        private static final long serialVersionUID = 1L;

        StartupFailure(String line) {
            super(line);
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    }
}
