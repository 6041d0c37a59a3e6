package com.propertyportal.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class JsonBodyTest {

    private static final JsonObject DOCUMENT = Json.createObjectBuilder()
            .add("name", "Ünit 7 \"Oak\"")
            .add("rooms", 3)
            .add("tags", Json.createArrayBuilder().add("a").add("b"))
            .build();

    @Test
    void aDocumentIsWrittenAsItsCompactUtf8Text() throws Exception {
        JsonBody body = JsonBody.of(DOCUMENT);
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        body.writeTo(sent);
        assertEquals(DOCUMENT.toString(), sent.toString(StandardCharsets.UTF_8));
        assertEquals(sent.size(), body.length());
    }

    @Test
    void aGeneratedDocumentEqualsTheSameDocumentBuilt() {
        JsonBody streamed = JsonBody.write(out -> {
            out.writeStartArray();
            out.write(DOCUMENT);
            out.write(DOCUMENT);
            out.writeEnd();
        });
        assertEquals(
                Json.createArrayBuilder().add(DOCUMENT).add(DOCUMENT).build().toString(), streamed.toString());
    }

    @Test
    void theEtagIsTheHashOfTheBytesSent() throws Exception {
        JsonBody body = JsonBody.of(DOCUMENT);
        byte[] digest =
                MessageDigest.getInstance("SHA-256").digest(DOCUMENT.toString().getBytes(StandardCharsets.UTF_8));
        assertEquals("\"" + HexFormat.of().formatHex(digest, 0, 16) + "\"", body.etag());
        assertTrue(body.etag().matches("\"[0-9a-f]{32}\""), body.etag());
        assertNotEquals(
                body.etag(),
                JsonBody.of(Json.createObjectBuilder().add("rooms", 4).build()).etag());
    }

    @Test
    void aBodyLongerThanOneChunkKeepsEveryByteInOrder() throws Exception {
        JsonBody body = JsonBody.write(out -> {
            out.writeStartArray();
            for (int i = 0; i < 20_000; i++) {
                out.write("row " + i + " ü");
            }
            out.writeEnd();
        });
        var expected = Json.createArrayBuilder();
        for (int i = 0; i < 20_000; i++) {
            expected.add("row " + i + " ü");
        }
        byte[] text = expected.build().toString().getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        body.writeTo(sent);
        assertEquals(text.length, body.length());
        assertArrayEquals(text, sent.toByteArray());
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(text);
        assertEquals("\"" + HexFormat.of().formatHex(digest, 0, 16) + "\"", body.etag());
    }

    @Test
    void aTrimmedBodySendsTheSameBytesWithTheSameEtag() throws Exception {
        JsonBody body =
                JsonBody.of(Json.createArrayBuilder().add("y".repeat(40_000)).build());
        ByteArrayOutputStream before = new ByteArrayOutputStream();
        body.writeTo(before);
        String etag = body.etag();
        ByteArrayOutputStream after = new ByteArrayOutputStream();
        body.trimToSize().writeTo(after);
        assertArrayEquals(before.toByteArray(), after.toByteArray());
        assertEquals(before.size(), body.length());
        assertEquals(
                etag,
                JsonBody.of(Json.createArrayBuilder().add("y".repeat(40_000)).build())
                        .trimToSize()
                        .etag());
    }

    @Test
    void aCompressedBodySendsTheSameBytesWithTheSameLengthAndEtag() throws Exception {
        JsonBody body = JsonBody.write(out -> {
            out.writeStartArray();
            for (int i = 0; i < 20_000; i++) {
                out.writeStartObject()
                        .write("_id", "bl-" + i)
                        .write("name", "Unit " + i + " ü")
                        .writeEnd();
            }
            out.writeEnd();
        });
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        body.writeTo(sent);
        String etag = body.etag();
        JsonBody compressed = body.compressed();
        assertTrue(compressed.held() * 4 < body.length(), "held: " + compressed.held());
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        compressed.writeTo(again);
        assertArrayEquals(sent.toByteArray(), again.toByteArray());
        assertEquals(body.length(), compressed.length());
        assertEquals(etag, compressed.etag());
        assertEquals(compressed, compressed.compressed());
    }

    @Test
    void aBodyThatDoesNotDeflateIsKeptAsItIs() {
        JsonBody body = JsonBody.of(Json.createArrayBuilder().add(1).build());
        assertEquals(body, body.compressed());
        assertEquals(body.length(), body.held());
    }

    @Test
    void aCompressedBodyOfEveryLengthAroundItsBufferComesOutWhole() throws Exception {
        for (int length : new int[] {16_370, 16_384, 16_400, 32_768, 32_790, 65_536, 100_003}) {
            for (int shift = 0; shift < 12; shift++) {
                StringBuilder text = new StringBuilder();
                for (int i = 0; text.length() < length - 4 - shift; i++) {
                    text.append("unit ").append(i % 97).append(' ');
                }
                text.setLength(length - 4 - shift);
                JsonBody body = JsonBody.of(
                        Json.createArrayBuilder().add(text.toString()).build());
                ByteArrayOutputStream sent = new ByteArrayOutputStream();
                body.writeTo(sent);
                ByteArrayOutputStream again = new ByteArrayOutputStream();
                body.compressed().writeTo(again);
                assertArrayEquals(sent.toByteArray(), again.toByteArray(), "length " + body.length());
            }
        }
    }
}
