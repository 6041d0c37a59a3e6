package com.propertyportal.startup;

import com.propertyportal.settings.StartupProblem;
import java.lang.reflect.Type;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads the raw text of a typed setting the way the service's beans will, and says in one line what is wrong
 * with it: a number that is not one, a duration that is not ISO-8601 or is negative, a boolean that is neither
 * true nor false, a port outside 1 to 65535. Only typed settings are read: their values are never secrets,
 * and a value is quoted at most 40 characters long.
 */
final class SettingValues {

    private static final int QUOTED = 40;

    private SettingValues() {}

    /** The problem with the setting's raw value for a bean field of the type, if there is one. */
    static Optional<StartupProblem> problem(String name, Type type, String raw) {
        Type element = OptionalTypes.element(type);
        String variable = StartupProblem.variable(name);
        String value = raw.strip();
        if (element == int.class || element == Integer.class || element == long.class || element == Long.class) {
            boolean port = name.endsWith(".port");
            long max = port
                    ? 65_535
                    : (element == int.class || element == Integer.class ? Integer.MAX_VALUE : Long.MAX_VALUE);
            return parsed(value, Long::parseLong)
                            .filter(n -> n >= 1 && n <= max)
                            .isPresent()
                    ? Optional.empty()
                    : Optional.of(StartupProblem.ofSetting(
                            variable,
                            quoted(raw) + " is not a whole number from 1 to " + max,
                            "set " + variable + " to one" + (port ? " (a free port)" : "")
                                    + ", or unset it for its default"));
        }
        if (element == boolean.class || element == Boolean.class) {
            String lower = value.toLowerCase(Locale.ROOT);
            return lower.equals("true") || lower.equals("false")
                    ? Optional.empty()
                    : Optional.of(StartupProblem.ofSetting(
                            variable,
                            quoted(raw) + " is neither true nor false",
                            "set " + variable + " to true or false"));
        }
        if (element == Duration.class) {
            return parsed(value, Duration::parse).filter(d -> !d.isNegative()).isPresent()
                    ? Optional.empty()
                    : Optional.of(StartupProblem.ofSetting(
                            variable,
                            quoted(raw) + " is not an ISO-8601 duration of zero or more",
                            "set " + variable + " to one such as PT10M (ten minutes), PT30S or P1D"));
        }
        return Optional.empty();
    }

    private static <T> Optional<T> parsed(String value, Function<String, T> parser) {
        try {
            return Optional.of(parser.apply(value));
        } catch (NumberFormatException | DateTimeParseException e) {
            return Optional.empty();
        }
    }

    static String quoted(String raw) {
        String printable = raw.replaceAll("\\p{Cntrl}", "?");
        return "\"" + (printable.length() > QUOTED ? printable.substring(0, QUOTED) + "…" : printable) + "\"";
    }
}
