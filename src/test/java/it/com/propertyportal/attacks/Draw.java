package it.com.propertyportal.attacks;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;

/**
 * Draws values for one case from jqwik arbitraries with that case's own random source, so one seed, one
 * operation and one case number always make the same request. Must run inside a JqwikSession.
 */
final class Draw {

    private static final int GEN_SIZE = 1000;

    final Random random;

    Draw(long seed) {
        this.random = new Random(seed);
    }

    <T> T from(Arbitrary<T> arbitrary) {
        return arbitrary.generator(GEN_SIZE).next(random).value();
    }

    boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
