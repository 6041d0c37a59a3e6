package com.propertyportal.settings;

import java.util.Locale;

/**
 * Why the server cannot start, as one line an operator acts on: the setting (or the thing) at fault, what is
 * wrong with it, and what to do. Never a secret: a URL in it is masked, a password never named.
 *
 * @param setting the environment variable (or thing) at fault, e.g. DATABASE_URL
 * @param cause what is wrong, e.g. nothing answers at 127.0.0.1:5432
 * @param fix what to do about it
 * @param exitCode the process's exit status (sysexits.h): 78 a setting, 69 something unavailable, 65 the data
 */
public record StartupProblem(String setting, String cause, String fix, int exitCode) {

    public static final int CONFIGURATION = 78;
    public static final int UNAVAILABLE = 69;
    public static final int DATA = 65;

    /** A setting with a value the server cannot use, or one it needs and lacks. */
    public static StartupProblem ofSetting(String setting, String cause, String fix) {
        return new StartupProblem(setting, cause, fix, CONFIGURATION);
    }

    /** Something the server needs (the database, a port) that is not there for it. */
    public static StartupProblem unavailable(String setting, String cause, String fix) {
        return new StartupProblem(setting, cause, fix, UNAVAILABLE);
    }

    /** The data the server found (its database's schema) that it cannot work with. */
    public static StartupProblem ofData(String setting, String cause, String fix) {
        return new StartupProblem(setting, cause, fix, DATA);
    }

    /** The environment variable of a MicroProfile Config name: rate.limit.per-minute is RATE_LIMIT_PER_MINUTE. */
    public static String variable(String configName) {
        return configName.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /** The one line: "Cannot start: SETTING: cause. Fix: fix. (docs/troubleshooting.md)". */
    public String line() {
        return "Cannot start: " + setting + ": " + sentence(cause) + " Fix: " + sentence(fix)
                + " (docs/troubleshooting.md)";
    }

    private static String sentence(String text) {
        String flat = text.replaceAll("[\\r\\n\\t]+", " ").strip();
        return flat.endsWith(".") ? flat : flat + ".";
    }
}
