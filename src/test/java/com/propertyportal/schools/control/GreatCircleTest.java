package com.propertyportal.schools.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GreatCircleTest {

    @Test
    void knownDistances() {
        // Seattle to Portland, about 145 miles.
        assertEquals(145, GreatCircle.miles(47.6062, -122.3321, 45.5152, -122.6784), 2);
        assertEquals(69.09, GreatCircle.miles(10, 20, 11, 20), 0.01);
        assertEquals(0, GreatCircle.miles(1, 2, 1, 2), 1e-9);
        assertEquals(34.55, GreatCircle.miles(60, 0, 60, 1), 0.05, "a degree of longitude shrinks with cos(lat)");
        assertEquals(Math.PI * GreatCircle.EARTH_RADIUS_MILES, GreatCircle.miles(0, 0, 0, 180), 1e-6);
    }

    @Test
    void theBoxHoldsTheCircle() {
        double[] box = GreatCircle.box(60, 10, 25);
        assertTrue(GreatCircle.miles(60, 10, box[1], 10) >= 25);
        assertTrue(GreatCircle.miles(60, 10, 60, box[3]) >= 25);
        assertTrue(GreatCircle.miles(60, 10, 60, box[2]) >= 25);
        double[] wrapping = GreatCircle.box(0, 179.9, 25);
        assertEquals(-180, wrapping[2]);
        assertEquals(180, wrapping[3]);
        double[] pole = GreatCircle.box(89.9, 0, 25);
        assertEquals(90, pole[1]);
        assertEquals(-180, pole[2]);
    }

    @Test
    void roundsToATenth() {
        assertEquals(6.9, GreatCircle.roundToTenth(6.9096));
        assertEquals(7.0, GreatCircle.roundToTenth(6.96));
    }
}
