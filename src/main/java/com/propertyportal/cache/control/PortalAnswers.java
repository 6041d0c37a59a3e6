package com.propertyportal.cache.control;

import com.propertyportal.json.JsonBody;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Public portal answers kept in memory as the exact bytes sent (held deflated, inflated as they are sent),
 * least recently used first out, within PORTAL_CACHE_MAX_BYTES of memory (each answer's held bytes, its key
 * and the entry around them). Each answer
 * is kept with the content version it was made at and served only while that is still the version: a
 * change anywhere makes every older answer stale at once.
 */
@ApplicationScoped
public class PortalAnswers {

    @Inject
    @ConfigProperty(name = "portal.cache")
    boolean enabled;

    @Inject
    @ConfigProperty(name = "portal.cache.max-bytes")
    long maxBytes;

    @Inject
    ContentVersion versions;

    /** What an entry costs besides its body and key: the map entry, the record and the body's own objects. */
    static final int ENTRY_OVERHEAD = 256;

    private record Answer(JsonBody body, long version, long charge) {}

    private final LinkedHashMap<String, Answer> answers = new LinkedHashMap<>(256, 0.75f, true);
    private long bytes;
    private long largest;

    @PostConstruct
    void size() {
        // One answer may take at most a quarter of the room, so a few huge listings cannot crowd out the rest.
        largest = maxBytes / 4;
    }

    /** Whether answers may be cached and served from memory now: on, and the version is known to be current. */
    public boolean active() {
        return enabled && versions.current().isPresent();
    }

    /** The version a computed answer is about to be made at, for {@link #keep}. */
    public Optional<Long> version() {
        return enabled ? versions.current() : Optional.empty();
    }

    public synchronized Optional<JsonBody> find(String key) {
        Answer answer = answers.get(key);
        if (answer == null) {
            return Optional.empty();
        }
        if (!versions.current().filter(v -> v == answer.version()).isPresent()) {
            remove(key);
            return Optional.empty();
        }
        return Optional.of(answer.body());
    }

    /**
     * Keeps an answer made at that version, unless the version moved on while it was made. It is kept deflated
     * ({@link JsonBody#compressed()}), outside the lock: a search's answer of megabytes takes a twentieth of
     * that, so the room holds all of an organization's common searches rather than a few dozen.
     */
    public void keep(String key, JsonBody body, long version) {
        if (!isCurrent(version)) {
            return;
        }
        JsonBody kept = body.compressed();
        synchronized (this) {
            if (kept.held() > largest || !isCurrent(version)) {
                return;
            }
            remove(key);
            Answer answer = new Answer(kept, version, charge(key, kept));
            answers.put(key, answer);
            bytes += answer.charge();
            for (Iterator<Map.Entry<String, Answer>> oldest = answers.entrySet().iterator();
                    bytes > maxBytes && oldest.hasNext(); ) {
                bytes -= oldest.next().getValue().charge();
                oldest.remove();
            }
        }
    }

    private boolean isCurrent(long version) {
        return versions.current().filter(v -> v == version).isPresent();
    }

    public synchronized void clear() {
        answers.clear();
        bytes = 0;
    }

    /** The memory an answer takes in the cache, as counted against PORTAL_CACHE_MAX_BYTES: the bytes it holds. */
    static long charge(String key, JsonBody body) {
        return body.held() + 2L * key.length() + ENTRY_OVERHEAD;
    }

    private void remove(String key) {
        Answer old = answers.remove(key);
        if (old != null) {
            bytes -= old.charge();
        }
    }
}
