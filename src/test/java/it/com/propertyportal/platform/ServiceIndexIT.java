package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The server's root address: a page for a person, the same links as JSON for a client that prefers JSON, every
 * link answering, and the page under the headers of the console's pages.
 */
class ServiceIndexIT {

    private static final List<String> EXPECTED = List.of(
            "/admin", "/openapi/ui/", "/openapi", "/docs/aptly-compatibility.md", "/health/ready", "/health/live");

    @Test
    void aPersonGetsAPageLinkingTheConsoleTheApiDocsHealthAndTheDocumentation() {
        for (String accept : new String[] {
            null,
            "*/*",
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            "application/json;q=0.5, text/html"
        }) {
            Api.Reply page = accept == null ? Api.get("/") : Api.get("/", "Accept", accept);
            assertEquals(200, page.status(), page::toString);
            assertTrue(
                    page.header("Content-Type").startsWith("text/html"), accept + ": " + page.header("Content-Type"));
            List<String> links = hrefs(page.body());
            assertTrue(links.containsAll(EXPECTED), accept + ": " + links);
            assertTrue(page.body().contains("docs/integrating.md"), "the documentation kept with the sources");
            assertEquals("Accept", page.header("Vary"));
        }
    }

    @Test
    void aClientPreferringJsonGetsTheSameLinksAsJson() {
        for (String accept : new String[] {"application/json", "text/html;q=0.5, application/json"}) {
            Api.Reply index = Api.get("/", "Accept", accept);
            assertEquals(200, index.status(), index::toString);
            assertTrue(index.header("Content-Type").startsWith("application/json"), index.header("Content-Type"));
            JsonObject json = index.json();
            List<String> links = json.getJsonArray("links").getValuesAs(JsonObject.class).stream()
                    .map(link -> link.getString("href"))
                    .toList();
            assertEquals(EXPECTED, links);
            assertTrue(json.getJsonArray("documents").getValuesAs(JsonObject.class).stream()
                    .anyMatch(d -> d.getString("path").equals("docs/security.md")));
            assertEquals(hrefs(Api.get("/").body()), links, "the page links what the JSON lists");
        }
    }

    @Test
    void everyLinkAnswers() {
        for (String link : EXPECTED) {
            Api.Reply reply = Api.get(link);
            assertNotEquals(404, reply.status(), link);
            assertTrue(reply.status() < 400, link + " " + reply.status());
        }
        for (String stylesheet : hrefsOf(Api.get("/").body(), "link")) {
            assertEquals(200, Api.get(stylesheet).status(), stylesheet);
        }
    }

    @Test
    void headAnswersWithoutABodyAndOtherMethodsAre405() {
        Api.Reply head = Api.send("HEAD", "/", null, null);
        assertEquals(200, head.status());
        assertEquals("", head.body());
        for (String method : new String[] {"POST", "PUT", "DELETE", "PATCH"}) {
            Api.Reply refused = Api.send(method, "/", "{}", "application/json");
            assertEquals(405, refused.status(), method);
            assertTrue(refused.header("Content-Type").startsWith("application/problem+json"), method);
            assertTrue(refused.header("Allow").contains("GET"), method + " " + refused.header("Allow"));
        }
    }

    @Test
    void aClientAcceptingNeitherHtmlNorJsonIsTold406() {
        Api.Reply refused = Api.get("/", "Accept", "application/xml");
        assertEquals(406, refused.status(), refused::toString);
        assertTrue(refused.body().contains("header.accept"), refused::toString);
    }

    @Test
    void thePageIsServedUnderTheConsolesHeaders() {
        Api.Reply page = Api.get("/", "Accept", "text/html");
        assertEquals(
                "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'",
                page.header("Content-Security-Policy"));
        assertEquals("no-referrer", page.header("Referrer-Policy"));
        assertEquals("nosniff", page.header("X-Content-Type-Options"));
    }

    private static List<String> hrefs(String html) {
        return hrefsOf(html, "a");
    }

    private static List<String> hrefsOf(String html, String tag) {
        Matcher href =
                Pattern.compile("<" + tag + "\\b[^>]*\\bhref=\"([^\"]+)\"").matcher(html);
        java.util.ArrayList<String> found = new java.util.ArrayList<>();
        while (href.find()) {
            found.add(href.group(1));
        }
        return found;
    }
}
