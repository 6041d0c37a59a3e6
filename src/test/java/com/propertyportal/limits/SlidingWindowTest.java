package com.propertyportal.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SlidingWindowTest {

    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Instant T0 = Instant.parse("2030-01-01T10:00:00Z");

    /** The window as a row keeps it between two requests: written out and read back each time. */
    private static final class Row {
        final Duration span;
        final int buckets;
        long newest;
        String text = "";

        Row(Duration span, int buckets) {
            this.span = span;
            this.buckets = buckets;
        }

        /** Admits one event at the instant when the limit has room, as the ledgers do. */
        boolean admit(Instant now, long limit) {
            Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
            SlidingWindow window =
                    SlidingWindow.read(span, buckets, newest, text).at(at);
            if (window.room(limit) == 0) {
                return false;
            }
            window.add(1);
            newest = at.toEpochMilli();
            text = window.text();
            return true;
        }

        SlidingWindow window(Instant now) {
            return SlidingWindow.read(span, buckets, newest, text).at(now);
        }
    }

    @Test
    void aBurstAtTheEndOfAMinuteLeavesNoRoomAtTheStartOfTheNext() {
        Row row = new Row(MINUTE, 60);
        for (int i = 0; i < 10; i++) {
            assertTrue(row.admit(T0.plusMillis(59_900), 10), "request " + i);
        }
        assertEquals(false, row.admit(T0.plusMillis(60_100), 10), "a fixed window would admit ten more here");
        assertEquals(false, row.admit(T0.plusMillis(119_800), 10));
        Instant roomAt = row.window(T0.plusMillis(60_100)).roomAt(T0.plusMillis(60_100), 10, 1);
        assertEquals(T0.plusSeconds(120), roomAt, "when the bucket of 59.9 s has left the window");
        assertTrue(row.admit(roomAt, 10));
    }

    @Test
    void noSpanOfTheWindowsLengthEverHoldsMoreThanTheLimitWhereverItStarts() {
        Random random = new Random(20300101);
        for (int round = 0; round < 200; round++) {
            Duration span = round % 2 == 0 ? MINUTE : Duration.ofSeconds(1);
            int buckets = round % 2 == 0 ? 60 : 10;
            int limit = 1 + random.nextInt(20);
            Row row = new Row(span, buckets);
            List<Instant> admitted = new ArrayList<>();
            Instant now = T0.plusMillis(random.nextInt(100_000));
            int refused = 0;
            for (int i = 0; i < 2_000; i++) {
                // Bursts, pauses and everything between, often right at bucket and window edges.
                long step = switch (random.nextInt(4)) {
                    case 0 -> 0;
                    case 1 -> random.nextInt(5);
                    case 2 -> span.toMillis() / buckets - now.toEpochMilli() % (span.toMillis() / buckets);
                    default -> random.nextInt((int) span.toMillis() / 4);
                };
                now = now.plusMillis(step);
                if (row.admit(now, limit)) {
                    admitted.add(now);
                } else {
                    refused++;
                }
            }
            assertTrue(refused > 0 && admitted.size() > limit, "the round exercised the limit");
            for (int first = 0; first < admitted.size(); first++) {
                Instant end = admitted.get(first).plus(span);
                int inSpan = 0;
                for (int i = first; i < admitted.size() && admitted.get(i).isBefore(end); i++) {
                    inSpan++;
                }
                assertTrue(inSpan <= limit, inSpan + " events in the " + span + " from " + admitted.get(first));
            }
        }
    }

    @Test
    void aRefusedCallerWaitsAtMostOneBucketLongerThanAnExactWindow() {
        Row row = new Row(MINUTE, 60);
        Instant burst = T0.plusMillis(10_999);
        for (int i = 0; i < 5; i++) {
            assertTrue(row.admit(burst, 5));
        }
        Instant roomAt = row.window(burst).roomAt(burst, 5, 1);
        assertTrue(!roomAt.isBefore(burst.plus(MINUTE)), "never before the exact window lets it");
        assertTrue(!roomAt.isAfter(burst.plus(MINUTE).plusSeconds(1)), "at most one bucket later: " + roomAt);
        assertEquals(false, row.admit(roomAt.minusMillis(1), 5));
        assertTrue(row.admit(roomAt, 5));
    }

    @Test
    void theTextKeepsTheCountsWithoutLeadingEmptyBuckets() {
        SlidingWindow window = SlidingWindow.empty(MINUTE, 60).at(T0);
        window.add(2);
        window.at(T0.plusSeconds(3)).add(1);
        assertEquals("2,0,0,1", window.text());
        SlidingWindow read = SlidingWindow.read(MINUTE, 60, T0.plusSeconds(3).toEpochMilli(), window.text());
        assertEquals(3, read.count());
        assertEquals(T0.plusSeconds(61), read.easesAt(T0.plusSeconds(3)), "the bucket of T0 leaves first");
        assertEquals(1, read.at(T0.plusSeconds(61)).count());
        assertEquals(0, read.at(T0.plusSeconds(3600)).count());
        assertEquals("", SlidingWindow.empty(MINUTE, 60).text());
    }

    @Test
    void anInstantBeforeTheNewestCountsInTheNewestBucket() {
        SlidingWindow window = SlidingWindow.empty(MINUTE, 60).at(T0.plusSeconds(30));
        window.add(1);
        window.at(T0.plusSeconds(29)).add(1);
        assertEquals("2", window.text(), "a server whose clock is a second behind shares the window");
    }

    @Test
    void takingBackRemovesTheNewestCount() {
        SlidingWindow window = SlidingWindow.read(Duration.ofMinutes(15), 15, T0.toEpochMilli(), "3,0,2");
        window.takeBackNewest();
        assertEquals("3,0,1", window.text());
        window.takeBackNewest();
        window.takeBackNewest();
        assertEquals("2,0,0", window.text(), "the newest bucket stays the last one written");
        SlidingWindow empty = SlidingWindow.empty(MINUTE, 60);
        empty.takeBackNewest();
        assertEquals(0, empty.count());
    }

    @Test
    void aRowIsStaleOnceItsNewestCountLeftTheWindow() {
        assertEquals(Duration.ofSeconds(61), SlidingWindow.reach(MINUTE, 60));
        assertEquals(Duration.ofMinutes(16), SlidingWindow.reach(Duration.ofMinutes(15), 15));
        SlidingWindow window = SlidingWindow.empty(MINUTE, 60).at(T0);
        window.add(1);
        assertEquals(
                1,
                window.at(T0.plus(SlidingWindow.reach(MINUTE, 60)).minusMillis(1))
                        .count());
        assertEquals(0, window.at(T0.plus(SlidingWindow.reach(MINUTE, 60))).count());
    }
}
