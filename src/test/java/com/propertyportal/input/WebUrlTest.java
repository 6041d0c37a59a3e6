package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class WebUrlTest {

    /** An https link of exactly the given length. */
    private static String linkOf(int length) {
        String start = "https://img.example/";
        return start + "a".repeat(length - start.length());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://img.example/photo.jpg",
                "http://img.example",
                "https://img.example:8443/a/b?size=large&x=%20#top",
                "HTTPS://IMG.EXAMPLE/PHOTO.JPG",
                "HtTp://img.example/",
                "https://bücher.example/katalog",
                "https://xn--bcher-kva.example/",
                "https://[2001:db8::1]/photo.jpg",
                "https://[::1]:8443/",
                "https://192.0.2.10/a.png",
                "https://localhost/",
                "https://img.example/ünïcödé-path?q=ä",
                "https://img.example?query-without-path"
            })
    void absoluteWebLinksWithAHostPass(String link) {
        assertEquals(java.util.Optional.empty(), WebUrl.problemWith(link), link);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "javascript:alert(1)",
                "JavaScript:alert(document.cookie)",
                "javascript://img.example/%0Aalert(1)",
                "data:image/png;base64,iVBORw0KGgo=",
                "data:text/html,<script>alert(1)</script>",
                "vbscript:msgbox(1)",
                "ftp://files.example/a.jpg",
                "file:///etc/passwd",
                "mailto:someone@example.com",
                "/images/a.jpg",
                "images/a.jpg",
                "//evil.example/a.jpg",
                "https:evil.example",
                "https:/evil.example",
                "https://",
                "http:///path-only",
                "https://:443/",
                "https://img.example:99999/",
                "https://img.example:/",
                "https://img.example:8a/",
                "https://bad_host.example/",
                "https://-dash.example/",
                "https://[not-ipv6]/",
                "https://img.example/a b.jpg",
                " https://img.example/a.jpg",
                "https://img.example/a.jpg\n",
                "https://img.example/\ta",
                "https://img.example/\u0000",
                "https://img.example/\u202Egpj.exe",
                "https://img.example/\u00A0",
                "https:\\\\evil.example\\a",
                "https://img.example\\@evil.example/",
                "https://img.example/<script>",
                "https://img.example/%zz",
                "https://user:secret@img.example/",
                "https://img.example@evil.example/",
                "https://@img.example/",
                ""
            })
    void everythingElseIsRefused(String link) {
        assertTrue(WebUrl.problemWith(link).isPresent(), link);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ' ',
            value = {
                "https://img.example/a.jpg https://img.example/a.jpg",
                "HTTPS://IMG.EXAMPLE/PHOTO.JPG HTTPS://IMG.EXAMPLE/PHOTO.JPG",
                "https://bücher.example/katalog https://xn--bcher-kva.example/katalog",
                "https://BÜCHER.example:8443/ https://xn--bcher-kva.example:8443/",
                "https://img.example/ünï?q=ä#ö https://img.example/%C3%BCn%C3%AF?q=%C3%A4#%C3%B6",
                "https://img.example/%C3%BC https://img.example/%C3%BC",
                "https://img.example/😀 https://img.example/%F0%9F%98%80",
                "https://[2001:db8::1]/ä https://[2001:db8::1]/%C3%A4"
            })
    void aLinkIsKeptInItsAsciiForm(String sent, String stored) {
        assertEquals(Optional.of(stored), WebUrl.canonical(sent), sent);
        assertEquals(Optional.of(stored), WebUrl.canonical(stored), "the ASCII form is its own");
        assertTrue(java.net.URI.create(stored).isAbsolute());
    }

    @Test
    void theLimitCountsTheAsciiForm() {
        String start = "https://img.example/";
        String fits = start + "ü".repeat((2048 - start.length()) / 6);
        assertEquals(
                2048 - (2048 - start.length()) % 6,
                WebUrl.canonical(fits).orElseThrow().length());
        String overflows = fits + "ü";
        assertEquals(
                "must be at most 2048 characters with its non-ASCII characters encoded",
                WebUrl.problemWith(overflows).orElseThrow());
        assertTrue(WebUrl.canonical(overflows).isEmpty());
    }

    @Test
    void aReadLinkIsItsAsciiForm() {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(
                Json.createObjectBuilder()
                        .add("url", "https://bücher.example/")
                        .add("list", Json.createArrayBuilder().add("https://img.example/ä"))
                        .build(),
                violations);
        assertEquals(Optional.of("https://xn--bcher-kva.example/"), WebUrl.read(in, "url"));
        assertEquals(Optional.of(List.of("https://img.example/%C3%A4")), WebUrl.list(in, "list", 10));
        assertTrue(violations.isEmpty());
    }

    @Test
    void nullIsRefused() {
        assertTrue(WebUrl.problemWith(null).isPresent());
    }

    @Test
    void atMost2048Characters() {
        assertEquals(2048, linkOf(2048).length());
        assertTrue(WebUrl.isValid(linkOf(2048)));
        assertEquals(
                "must be at most 2048 characters",
                WebUrl.problemWith(linkOf(2049)).orElseThrow());
    }

    @Test
    void theReasonSaysWhatIsWrong() {
        assertEquals(
                WebUrl.MUST + ", not a javascript: link",
                WebUrl.problemWith("javascript:alert(1)").orElseThrow());
        assertEquals(
                WebUrl.MUST + ", not a relative link",
                WebUrl.problemWith("//evil.example/").orElseThrow());
        assertEquals(
                "must not contain a user name or password",
                WebUrl.problemWith("https://user@img.example/").orElseThrow());
        assertEquals(
                "must not contain spaces or control characters",
                WebUrl.problemWith("https://img.example/a b").orElseThrow());
    }

    @Test
    void fieldsAndListsAreCheckedUnderTheirJsonPaths() {
        Violations violations = new Violations();
        JsonObject object = Json.createReader(
                        new StringReader(
                                "{\"config\": {\"photo\": \"data:x\", "
                                        + "\"coverPhoto\": [\"https://img.example/1.jpg\", \"javascript:alert(1)\"], \"ok\": \"https://a.example\"}}"))
                .readObject();
        JsonInput config = JsonInput.root(object, violations).object("config").orElseThrow();
        assertTrue(WebUrl.read(config, "photo").isEmpty());
        assertEquals(
                List.of("https://img.example/1.jpg"),
                WebUrl.list(config, "coverPhoto", 10).orElseThrow());
        assertEquals("https://a.example", WebUrl.read(config, "ok").orElseThrow());
        assertTrue(WebUrl.require(config, "missing").isEmpty());
        List<String> fields = violations.list().stream().map(e -> e.field()).toList();
        assertEquals(List.of("config.photo", "config.coverPhoto[1]", "config.missing"), fields);
        assertFalse(violations.list().get(0).reason().contains("data:x"), "the reason names the rule, not the value");
    }
}
