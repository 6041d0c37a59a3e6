package com.propertyportal.delegation.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import org.junit.jupiter.api.Test;

class AppBodyTest {

    @Test
    void takesHttpsAndLoopbackHttp() {
        assertEquals(
                "https://apps.example.com/x",
                read("Tool", "https://apps.example.com/x").url());
        assertEquals(
                "http://localhost:5000/", read("Tool", "http://localhost:5000/").url());
        assertEquals(
                "http://127.0.0.1:5000/", read("Tool", "http://127.0.0.1:5000/").url());
    }

    @Test
    void refusesPlainHttpElsewhereAndOtherSchemes() {
        for (String url : new String[] {
            "http://apps.example.com/",
            "javascript:alert(1)",
            "ftp://x.example/",
            "https://user:pw@x.example/",
            "/relative"
        }) {
            ProblemException refused = assertThrows(ProblemException.class, () -> read("Tool", url));
            assertTrue(refused.errors().stream().anyMatch(e -> e.field().equals("url")), url + ": " + refused.errors());
        }
    }

    @Test
    void namesAMissingTitleAndAnUnknownMember() {
        ProblemException refused = assertThrows(
                ProblemException.class,
                () -> AppBody.read(Json.createObjectBuilder()
                        .add("url", "https://a.example/")
                        .add("secret", "x")
                        .build()));
        assertTrue(
                refused.errors().stream().anyMatch(e -> e.field().equals("title")),
                refused.errors().toString());
        assertTrue(
                refused.errors().stream().anyMatch(e -> e.field().equals("secret")),
                refused.errors().toString());
    }

    @Test
    void anOriginIsSchemeHostAndPortWithoutTheDefaultPort() {
        assertEquals("https://apps.example.com", AppBody.originOf("https://Apps.Example.com:443/tool?x=1"));
        assertEquals("http://localhost:5000", AppBody.originOf("http://localhost:5000/a"));
    }

    private static AppBody read(String title, String url) {
        return AppBody.read(
                Json.createObjectBuilder().add("title", title).add("url", url).build());
    }
}
