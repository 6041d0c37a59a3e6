package it.com.propertyportal;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Asks the server again until its answer is the one awaited, or fails at the deadline: how a test waits for
 * something another process decides (its clock included), instead of sleeping a guessed time.
 */
public final class Poll {

    private Poll() {}

    public static <T> T until(Duration deadline, Duration between, Supplier<T> ask, Predicate<T> awaited) {
        Instant end = Instant.now().plus(deadline);
        while (true) {
            T answer = ask.get();
            if (awaited.test(answer)) {
                return answer;
            }
            if (Instant.now().isAfter(end)) {
                throw new AssertionError("not answered as awaited within " + deadline + "; last answer: " + answer);
            }
            try {
                Thread.sleep(between.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
