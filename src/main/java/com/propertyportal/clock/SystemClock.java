package com.propertyportal.clock;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;

/**
 * The one source of the current time for code that injects a {@link Clock}: the system clock in UTC. Rules that
 * take the clock can be tested with a fixed one, without waiting.
 */
@ApplicationScoped
public class SystemClock {

    @Produces
    Clock clock() {
        return Clock.systemUTC();
    }
}
