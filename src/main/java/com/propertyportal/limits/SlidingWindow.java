package com.propertyportal.limits;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;

/**
 * Events in a sliding window, counted in buckets: the span is cut into buckets of equal width, and the
 * count at an instant is the sum of the buckets the span ending then touches, the partly passed oldest one
 * included. So no span of that length, wherever it starts, ever holds more than the limit (a burst across a
 * bucket or window edge cannot pass it twice), and a refused caller waits at most one bucket longer than an
 * exact count would make it.
 *
 * <p>Kept in a database row as text, the counts oldest first, next to the newest instant counted (which the
 * windows of one row share); a row is read under its lock, changed here and written back.
 */
public final class SlidingWindow {

    private final long width;
    private final long[] counts;
    private long newest;

    private SlidingWindow(Duration span, int buckets, long newestMillis) {
        if (buckets < 1 || span.toMillis() % buckets != 0) {
            throw new IllegalArgumentException(span + " in " + buckets + " buckets");
        }
        this.width = span.toMillis() / buckets;
        this.counts = new long[buckets + 1];
        this.newest = Math.floorDiv(newestMillis, width);
    }

    /** Nothing counted yet. */
    public static SlidingWindow empty(Duration span, int buckets) {
        return new SlidingWindow(span, buckets, 0);
    }

    /** The window as a row keeps it: the newest instant counted (epoch milliseconds) and {@link #text()}. */
    public static SlidingWindow read(Duration span, int buckets, long newestMillis, String text) {
        SlidingWindow window = new SlidingWindow(span, buckets, newestMillis);
        String[] parts = text == null || text.isEmpty() ? new String[0] : text.split(",");
        int slots = window.counts.length;
        for (int i = Math.max(0, parts.length - slots); i < parts.length; i++) {
            window.counts[slots - (parts.length - i)] = Long.parseLong(parts[i]);
        }
        return window;
    }

    /**
     * Moves the window on to the instant (buckets that left it are dropped); an instant before the newest
     * already counted stays in the newest bucket, so servers whose clocks differ a little share one window.
     */
    public SlidingWindow at(Instant now) {
        long bucket = Math.floorDiv(now.toEpochMilli(), width);
        long shift = bucket - newest;
        if (shift <= 0) {
            return this;
        }
        if (shift >= counts.length) {
            Arrays.fill(counts, 0);
        } else {
            int keep = counts.length - (int) shift;
            System.arraycopy(counts, (int) shift, counts, 0, keep);
            Arrays.fill(counts, keep, counts.length, 0);
        }
        newest = bucket;
        return this;
    }

    /** Events in the window. */
    public long count() {
        long sum = 0;
        for (long c : counts) {
            sum += c;
        }
        return sum;
    }

    /** Events the window still takes under the limit. */
    public long room(long limit) {
        return Math.max(0, limit - count());
    }

    public void add(long events) {
        counts[counts.length - 1] += events;
    }

    /** Takes back the newest event in the window, if any. */
    public void takeBackNewest() {
        for (int slot = counts.length - 1; slot >= 0; slot--) {
            if (counts[slot] > 0) {
                counts[slot]--;
                return;
            }
        }
    }

    /**
     * The first instant at which the window takes that many more under the limit, if nothing else is
     * counted meanwhile: now when it already does.
     */
    public Instant roomAt(Instant now, long limit, long events) {
        long left = count();
        if (left + events <= limit) {
            return now;
        }
        for (int oldest = 0; oldest < counts.length; oldest++) {
            left -= counts[oldest];
            if (left + events <= limit) {
                return leaves(oldest);
            }
        }
        return leaves(counts.length - 1);
    }

    /** When the oldest event in the window leaves it; now when the window is empty. */
    public Instant easesAt(Instant now) {
        for (int slot = 0; slot < counts.length; slot++) {
            if (counts[slot] > 0) {
                return leaves(slot);
            }
        }
        return now;
    }

    /** The instant at which the bucket in that slot leaves the window. */
    private Instant leaves(int slot) {
        return Instant.ofEpochMilli((newest + slot + 1) * width);
    }

    /** The counts oldest first, without the leading empty buckets. */
    public String text() {
        int first = 0;
        while (first < counts.length && counts[first] == 0) {
            first++;
        }
        StringBuilder text = new StringBuilder();
        for (int slot = first; slot < counts.length; slot++) {
            text.append(slot > first ? "," : "").append(counts[slot]);
        }
        return text.toString();
    }

    /** How long a window keeps anything after the newest instant counted: after that, its row may go. */
    public static Duration reach(Duration span, int buckets) {
        return span.plus(span.dividedBy(buckets));
    }
}
