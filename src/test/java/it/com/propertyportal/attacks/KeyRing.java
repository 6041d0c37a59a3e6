package it.com.propertyportal.attacks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * API keys taken in turn, each paced by what the server says of it (RateLimit-Remaining, RateLimit-Reset)
 * and kept under a per-second share of its own, so that the fuzz calls reach the code instead of 429.
 */
final class KeyRing {

    private final List<Key> keys = new ArrayList<>();
    private final int perSecond;
    private int next;

    private static final class Key {
        final String value;
        long remaining = Long.MAX_VALUE;
        long resetAt;
        final Deque<Long> lastSecond = new ArrayDeque<>();

        Key(String value) {
            this.value = value;
        }
    }

    KeyRing(List<String> values, int perSecond) {
        values.forEach(v -> keys.add(new Key(v)));
        this.perSecond = perSecond;
    }

    List<String> values() {
        return keys.stream().map(k -> k.value).toList();
    }

    /** A key that may make a call now; waits for the first window to reset when every key is spent. */
    synchronized String take() throws InterruptedException {
        while (true) {
            long now = System.currentTimeMillis();
            long wakeAt = Long.MAX_VALUE;
            for (int i = 0; i < keys.size(); i++) {
                Key key = keys.get((next + i) % keys.size());
                if (key.resetAt <= now) {
                    key.remaining = Long.MAX_VALUE;
                }
                while (!key.lastSecond.isEmpty() && key.lastSecond.peekFirst() <= now - 1000) {
                    key.lastSecond.pollFirst();
                }
                if (key.remaining > 1 && key.lastSecond.size() < perSecond) {
                    key.remaining--;
                    key.lastSecond.addLast(now);
                    next = (next + i + 1) % keys.size();
                    return key.value;
                }
                wakeAt = Math.min(wakeAt, key.remaining > 1 ? key.lastSecond.peekFirst() + 1000 : key.resetAt);
            }
            wait(Math.max(10, Math.min(wakeAt - now, 5000)));
        }
    }

    /** What the server answered about a key's budget. */
    synchronized void observe(String value, String remaining, String reset) {
        for (Key key : keys) {
            if (key.value.equals(value) && remaining != null && reset != null) {
                try {
                    key.remaining = Long.parseLong(remaining.trim());
                    key.resetAt = System.currentTimeMillis() + Long.parseLong(reset.trim()) * 1000 + 250;
                } catch (NumberFormatException e) {
                    return;
                }
            }
        }
        notifyAll();
    }
}
