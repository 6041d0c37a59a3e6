package com.propertyportal.cache.control;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PortalAnswersTest {

    private final ContentVersion versions = new ContentVersion();
    private final PortalAnswers answers = answers(1000);

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
        answers.keep("/a", body(240), 1);
        answers.keep("/b", body(240), 1);
        answers.keep("/c", body(240), 1);
        answers.find("/a");
        answers.keep("/d", body(240), 1);
        answers.keep("/e", body(240), 1);
        assertTrue(answers.find("/b").isEmpty(), "least recently used: out");
        assertTrue(answers.find("/a").isPresent());
        answers.keep("/big", body(251), 1);
        assertTrue(answers.find("/big").isEmpty(), "more than a quarter of the room is never kept");
    }
}
