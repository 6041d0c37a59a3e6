package com.propertyportal.cache.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import org.junit.jupiter.api.Test;

class PortalAnswersTest {

    private final ContentVersion versions = new ContentVersion();
    private final PortalAnswers answers = answers(1000);

    /** Room for exactly three 240-byte answers under one-letter keys. */
    private final PortalAnswers threeAnswers = answers(3 * PortalAnswers.charge("/a", body(240)));

    private PortalAnswers answers(long maxBytes) {
        PortalAnswers answers = new PortalAnswers();
        answers.enabled = true;
        answers.maxBytes = maxBytes;
        answers.versions = versions;
        answers.size();
        return answers;
    }

    private static JsonBody body(int length) {
        return JsonBody.of(Json.createArrayBuilder().add("x".repeat(length - 4)).build());
    }

    @Test
    void anAnswerIsServedOnlyAtTheVersionItWasMadeAt() {
        versions.know(7);
        JsonBody body = body(100);
        answers.keep("/a", body, 7);
        assertEquals(body, answers.find("/a").orElseThrow());
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
        int quarter = (int) (3 * PortalAnswers.charge("/a", body(240)) / 4);
        threeAnswers.keep("/big", body(quarter + 1), 1);
        assertTrue(threeAnswers.find("/big").isEmpty(), "more than a quarter of the room is never kept");
    }

    @Test
    void eachAnswerIsChargedItsKeyAndEntryBesidesItsBytes() {
        versions.know(1);
        PortalAnswers small = answers(10 * PortalAnswers.charge("/listing/bl-00", body(100)));
        for (int i = 0; i < 11; i++) {
            small.keep(String.format("/listing/bl-%02d", i), body(100), 1);
        }
        assertTrue(small.find("/listing/bl-00").isEmpty(), "ten such answers fill the room, not a hundred");
        assertTrue(small.find("/listing/bl-01").isPresent());
    }
}
