package com.propertyportal.startup;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.spi.BeforeBeanDiscovery;
import jakarta.enterprise.inject.spi.Extension;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.logging.Logger;

/**
 * Stops the server when the runnable jar's process that started it is gone. {@code java -jar property-portal.jar}
 * runs the server in a JVM of its own and stops it when it is stopped itself; a process killed outright (SIGKILL, an
 * out-of-memory killer) cannot, and its server would go on holding the ports with no process for a service manager
 * to see. The launcher names itself in {@link #LAUNCHER_PID}; the server watches that process (the JDK looks at a
 * process that is not its child every few seconds) and, once it has ended (or if it had already ended when the
 * server started), stops as it stops on SIGTERM. A server started any other way has no such variable and watches
 * nothing.
 */
public class LauncherWatch implements Extension {

    /** Set by the runnable jar's launcher in its server's environment, and nowhere else. */
    public static final String LAUNCHER_PID = "PORTAL_LAUNCHER_PID";

    private static final Logger LOG = Logger.getLogger(LauncherWatch.class.getName());

    void watch(@Observes BeforeBeanDiscovery event) {
        String value = System.getenv(LAUNCHER_PID);
        if (value == null) {
            return;
        }
        OptionalLong launcher = launcherPid(value);
        if (launcher.isEmpty()) {
            LOG.warning(() -> LAUNCHER_PID + " is not a process id: no process is watched");
            return;
        }
        long pid = launcher.getAsLong();
        Optional<ProcessHandle> parent = ProcessHandle.current().parent().filter(p -> p.pid() == pid);
        if (parent.isPresent()) {
            parent.get().onExit().thenRun(() -> stop(pid));
        } else if (ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent()) {
            LOG.warning(
                    () -> LAUNCHER_PID + " names process " + pid + ", which did not start this server: not watched");
        } else {
            stop(pid);
        }
    }

    /** The launcher's process id, or none where the variable is unset or not a process id. */
    static OptionalLong launcherPid(String value) {
        String digits = value == null ? "" : value.strip();
        if (!digits.matches("[0-9]{1,18}")) {
            return OptionalLong.empty();
        }
        long pid = Long.parseLong(digits);
        return pid > 0 ? OptionalLong.of(pid) : OptionalLong.empty();
    }

    private static void stop(long pid) {
        LOG.warning(() -> "The process that started this server (java -jar, process " + pid
                + ") ended without stopping it: the server stops");
        new Thread(() -> System.exit(0), "property-portal-launcher-gone").start();
    }
}
