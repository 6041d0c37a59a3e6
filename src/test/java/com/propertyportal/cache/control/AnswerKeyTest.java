package com.propertyportal.cache.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class AnswerKeyTest {

    private static Map<String, List<String>> query(String... nameValues) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        for (int i = 0; i + 1 < nameValues.length; i += 2) {
            query.computeIfAbsent(nameValues[i], n -> new ArrayList<>()).add(nameValues[i + 1]);
        }
        return query;
    }

    private static void assertDistinct(String path, Map<String, List<String>> a, Map<String, List<String>> b) {
        assertNotEquals(AnswerKey.of(path, a), AnswerKey.of(path, b), a + " and " + b + " share a key");
    }

    @Test
    void aValueSpellingAnotherRequestsParametersHasAKeyOfItsOwn() {
        // Map.toString() of both is {search=[capitol], skip=[0]}: the poisoning the old key allowed.
        assertDistinct("locations/org", query("search", "capitol], skip=[0"), query("search", "capitol", "skip", "0"));
        assertDistinct("locations/org", query("search", "capitol&skip=0"), query("search", "capitol", "skip", "0"));
        assertDistinct("locations/org", query("search", "a, skip=b"), query("search", "a", " skip", "b"));
    }

    @Test
    void theOrderOfNamesDoesNotMatterButTheOrderOfARepeatedNamesValuesDoes() {
        assertEquals(AnswerKey.of("p", query("a", "1", "b", "2")), AnswerKey.of("p", query("b", "2", "a", "1")));
        assertDistinct("p", query("a", "1", "a", "2"), query("a", "2", "a", "1"));
        assertDistinct("p", query("a", "1", "a", "2"), query("a", "1,2"));
        assertDistinct("p", query("a", "1", "a", "2"), query("a", "1&a=2"));
        assertDistinct("p", query("a", "1", "a", "2"), query("a", "1"));
    }

    @Test
    void emptyValuesAndNamesWithoutValuesAreTheirOwnQuestions() {
        assertDistinct("p", query("a", ""), Map.of());
        assertDistinct("p", Map.of("a", List.of()), query("a", ""));
        assertDistinct("p", Map.of("a", List.of()), Map.of());
        assertDistinct("p", query("a", "", "b", ""), query("a", "&b="));
        assertDistinct("p", query("a", "", "a", ""), query("a", ""));
    }

    @Test
    void separatorsInsideNamesValuesAndThePathAreEncoded() {
        assertDistinct("p", query("a", "b=c"), query("a=b", "c"));
        assertDistinct("p", query("a", "%26"), query("a", "&"));
        assertDistinct("p", query("a", "%3D"), query("a", "="));
        assertDistinct("p", query("a", "x?b=1"), query("a", "x", "b", "1"));
        assertNotEquals(AnswerKey.of("listing/x?a=1", Map.of()), AnswerKey.of("listing/x", query("a", "1")));
        assertNotEquals(AnswerKey.of("listing/x?", query("a", "1")), AnswerKey.of("listing/x", query("?a", "1")));
        assertEquals("listing%2Fx%3Fa%3D1?", AnswerKey.of("listing/x?a=1", Map.of()));
        assertEquals("p?a=b%3Dc%26d%25&b=1", AnswerKey.of("p", query("b", "1", "a", "b=c&d%")));
    }

    @Test
    void nonAsciiIsEncodedAsUtf8AndALoneSurrogateNeverLooksLikeAnotherCharacter() {
        assertEquals("p?search=caf%C3%A9", AnswerKey.of("p", query("search", "café")));
        assertDistinct("p", query("search", "café"), query("search", "cafe"));
        assertDistinct("p", query("search", "cafe\u0301"), query("search", "caf\u00e9"));
        assertEquals("p?q=%F0%9F%8F%A0", AnswerKey.of("p", query("q", "🏠")));
        assertDistinct("p", query("q", "\ud800"), query("q", "?"));
        assertDistinct("p", query("q", "\ud800"), query("q", "\udc00"));
        assertDistinct("p", query("q", "\ud800"), query("q", "%uD800"));
    }

    /** Over many small queries made of the troublesome characters: equal keys exactly for equal questions. */
    @Test
    void noTwoDifferentQuestionsShareAKey() {
        String[] pieces = {"a", "b", "", "=", "&", "?", "%", "%26", ",", " ", "[", "]", "é", "\ud800", "+", "%u"};
        Random random = new Random(20261126);
        Map<String, String> seen = new HashMap<>();
        for (int n = 0; n < 20_000; n++) {
            String path = random.nextBoolean() ? "p" : "p" + pieces[random.nextInt(pieces.length)];
            Map<String, List<String>> query = new TreeMap<>();
            int parameters = random.nextInt(3);
            for (int i = 0; i < parameters; i++) {
                String name = text(random, pieces);
                List<String> values = query.computeIfAbsent(name, x -> new ArrayList<>());
                int count = random.nextInt(3);
                for (int v = 0; v < count; v++) {
                    values.add(text(random, pieces));
                }
            }
            String question = spelledOut(path, query);
            String key = AnswerKey.of(path, query);
            String earlier = seen.putIfAbsent(key, question);
            assertTrue(earlier == null || earlier.equals(question), () -> "shared key " + key);
        }
    }

    /** The question with every part's length before it: two different questions never spell the same. */
    private static String spelledOut(String path, Map<String, List<String>> query) {
        StringBuilder text =
                new StringBuilder().append(path.length()).append(':').append(path);
        query.forEach((name, values) -> {
            text.append(name.length())
                    .append(':')
                    .append(name)
                    .append(values.size())
                    .append(':');
            values.forEach(v -> text.append(v.length()).append(':').append(v));
        });
        return text.toString();
    }

    private static String text(Random random, String[] pieces) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(4);
        for (int i = 0; i < length; i++) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        return text.toString();
    }
}
