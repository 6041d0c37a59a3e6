package com.propertyportal.cache.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PortalAnswersTest {

    private final ContentVersion versions = new ContentVersion();
    private final PortalAnswers answers = answers(1000);

    /** Room for exactly three 240-byte answers under one-letter keys. */
    private final PortalAnswers threeAnswers = answers(3 * charge("/a", 240));

    private PortalAnswers answers(long maxBytes) {
        PortalAnswers answers = new PortalAnswers();
        answers.enabled = true;
        answers.maxBytes = maxBytes;
        answers.versions = versions;
        answers.size();
        return answers;
    }

    /** An answer of that length that deflates little (random letters): the same length, the same answer. */
    private static JsonBody body(int length) {
        Random random = new Random(length);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length - 4; i++) {
            text.append((char) ('a' + random.nextInt(26)));
        }
        return JsonBody.of(Json.createArrayBuilder().add(text.toString()).build());
    }

    /** What an answer of that length is charged under that key, as it is kept. */
    private static long charge(String key, int length) {
        return PortalAnswers.charge(key, body(length).compressed());
    }

    @Test
    void anAnswerIsServedOnlyAtTheVersionItWasMadeAt() {
        versions.know(7);
        JsonBody body = body(100);
        answers.keep("/a", body, 7);
        assertEquals(body.toString(), answers.find("/a").orElseThrow().toString());
        versions.know(8);
        assertTrue(answers.find("/a").isEmpty(), "a change makes it stale");
        versions.know(7);
        assertTrue(answers.find("/a").isEmpty(), "and it is gone");
    }

    @Test
    void anAnswerMadeWhileTheVersionMovedOnIsNotKept() {
        versions.know(8);
        answers.keep("/a", body(100), 7);
        assertTrue(answers.find("/a").isEmpty());
    }

    @Test
    void nothingIsServedWhileTheVersionIsUnknown() {
        versions.know(3);
        answers.keep("/a", body(100), 3);
        versions.forget("test");
        assertFalse(answers.active());
        assertTrue(answers.find("/a").isEmpty());
    }

    @Test
    void theLeastRecentlyUsedGoFirstAndNoAnswerTakesMoreThanAQuarter() {
        versions.know(1);
        threeAnswers.keep("/a", body(240), 1);
        threeAnswers.keep("/b", body(240), 1);
        threeAnswers.keep("/c", body(240), 1);
        assertTrue(threeAnswers.find("/a").isPresent(), "three fit");
        threeAnswers.keep("/d", body(240), 1);
        assertTrue(threeAnswers.find("/b").isEmpty(), "least recently used: out");
        assertTrue(threeAnswers.find("/a").isPresent());
        threeAnswers.keep("/e", body(240), 1);
        assertTrue(threeAnswers.find("/c").isEmpty());
        int quarter = (int) (3 * charge("/a", 240) / 4);
        JsonBody big = body(2 * quarter);
        assertTrue(big.compressed().held() > quarter);
        threeAnswers.keep("/big", big, 1);
        assertTrue(threeAnswers.find("/big").isEmpty(), "more than a quarter of the room is never kept");
    }

    @Test
    void eachAnswerIsChargedItsKeyAndEntryBesidesItsBytes() {
        versions.know(1);
        PortalAnswers small = answers(10 * charge("/listing/bl-00", 100));
        for (int i = 0; i < 11; i++) {
            small.keep(String.format("/listing/bl-%02d", i), body(100), 1);
        }
        assertTrue(small.find("/listing/bl-00").isEmpty(), "ten such answers fill the room, not a hundred");
        assertTrue(small.find("/listing/bl-01").isPresent());
    }

    @Test
    void anAnswerIsKeptDeflatedAndSentAsItWasMade() {
        versions.know(1);
        var rows = Json.createArrayBuilder();
        for (int i = 0; i < 2000; i++) {
            rows.add(Json.createObjectBuilder().add("_id", "bl-" + i).add("name", "Unit " + i + " Maple Street"));
        }
        JsonBody body = JsonBody.of(rows.build());
        String text = body.toString();
        String etag = body.etag();
        answers.maxBytes = body.length();
        answers.size();
        answers.keep("/locations/o", body, 1);
        JsonBody kept = answers.find("/locations/o").orElseThrow();
        assertTrue(kept.held() * 5 < body.length(), "kept in a fifth of its length: " + kept.held());
        assertEquals(text, kept.toString());
        assertEquals(body.length(), kept.length());
        assertEquals(etag, kept.etag());
    }
}
