package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Comments, files and tab views of a card or board. */
class CardExtrasIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    private final String board = "/api/board/" + fixture.board;
    private final String card = board + "/"
            + Core.post(key, board, "{\"name\":\"With extras\"}")
                    .json()
                    .getJsonObject("data")
                    .getString("_id");

    @Test
    void commentsAreAddedUpdatedAndListedOldestFirst() {
        Api.Reply first = Core.post(key, card + "/comment", "{\"userId\": \"u1\", \"content\": \"First\"}");
        assertEquals(200, first.status(), first::toString);
        String firstId = first.json().getJsonObject("data").getString("id");
        Core.post(key, card + "/comment", "{\"userId\": \"u2\", \"content\": \"Second\"}");
        Api.Reply edited = Core.post(
                key,
                card + "/comment",
                "{\"id\": \"" + firstId + "\", \"userId\": \"u1\", " + "\"content\": \"Edited\"}");
        assertEquals("Edited", edited.json().getJsonObject("data").getString("content"));
        List<JsonObject> comments =
                Core.get(key, card + "/comments").json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(
                List.of("Edited", "Second"),
                comments.stream().map(c -> c.getString("content")).toList());
        assertEquals("u1", comments.get(0).getString("userId"));
        assertEquals(
                400, Core.post(key, card + "/comment", "{\"userId\": \"u1\"}").status());
        assertEquals(
                404,
                Core.post(key, card + "/comment", "{\"id\": \"nope\", \"content\": \"x\"}")
                        .status());
        assertEquals(
                404,
                Core.post(
                                key,
                                card + "/comment",
                                "{\"id\": \"" + firstId + "\", \"userId\": \"u2\", " + "\"content\": \"Not mine\"}")
                        .status(),
                "only its author edits a comment");
        assertEquals(404, Core.get(key, board + "/no-such-card/comments").status());
    }

    private Api.Reply upload(String fileName, String type, byte[] content) {
        String boundary = "----portal" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + fileName
                        + "\"\r\nContent-Type: " + type + "\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        try {
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(Api.BASE + card + "/file"))
                                    .header("x-token", key)
                                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                                    .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            return new Api.Reply(response.statusCode(), response.headers(), response.body());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aFileIsStoredAndCanBeDownloaded() throws Exception {
        byte[] pdf = ("%PDF-1.4\n" + "lease terms ".repeat(100) + "\n%%EOF").getBytes(StandardCharsets.US_ASCII);
        Api.Reply reply = upload("lease.pdf", "application/pdf", pdf);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject data = reply.json().getJsonObject("data");
        assertEquals("lease.pdf", data.getString("name"));
        assertEquals(pdf.length, data.getInt("size"));
        assertEquals("application/pdf", data.getString("type"));
        HttpResponse<byte[]> download = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(Api.BASE + data.getString("url")))
                                .header("x-token", key)
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, download.statusCode());
        assertArrayEquals(pdf, download.body());
        assertTrue(
                download.headers().firstValue("Content-Disposition").orElse("").contains("lease.pdf"));

        Api.Reply listed = Core.get(key, card + "/files");
        assertEquals(200, listed.status(), listed::toString);
        JsonObject file = listed.json().getJsonArray("data").getJsonObject(0);
        assertEquals(data.getString("fileId"), file.getString("fileId"));
        assertEquals(data.getString("url"), file.getString("url"));
        assertEquals(pdf.length, file.getInt("size"));
        assertEquals(404, Core.get(key, board + "/no-such-card/files").status());
    }

    @Test
    void aFileOfSeveralChunksComesBackByteIdentical() throws Exception {
        byte[] content = new byte[3 * 1024 * 1024 + 12345];
        new java.util.Random(42).nextBytes(content);
        System.arraycopy("ID3".getBytes(StandardCharsets.US_ASCII), 0, content, 0, 3);
        Api.Reply reply = upload("recording.mp3", "audio/mpeg", content);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject data = reply.json().getJsonObject("data");
        assertEquals(content.length, data.getInt("size"));
        HttpResponse<byte[]> download = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(Api.BASE + data.getString("url")))
                                .header("x-token", key)
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, download.statusCode());
        assertArrayEquals(content, download.body());
    }

    @Test
    void unsupportedOrMislabelledOrMissingFilesAreRefused() {
        Api.Reply script = upload("run.sh", "application/x-sh", "#!/bin/sh".getBytes(StandardCharsets.US_ASCII));
        assertEquals(415, script.status(), script::toString);
        assertEquals(
                "file", script.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertTrue(script.json().getString("message").contains("not allowed"), script::toString);
        Api.Reply fake = upload("photo.png", "image/png", "not a png at all".getBytes(StandardCharsets.US_ASCII));
        assertEquals(415, fake.status(), fake::toString);
        assertTrue(fake.json().getString("message").contains("does not look like image/png"), fake::toString);
        Api.Reply binary = upload("tool", "application/octet-stream", new byte[] {0x7F, 'E', 'L', 'F', 2, 1, 1, 0});
        assertEquals(415, binary.status(), binary::toString);
        Api.Reply empty = upload("empty.txt", "text/plain", new byte[0]);
        assertEquals(400, empty.status(), empty::toString);
        Api.Reply missing = Core.post(key, card + "/file", "{}");
        assertEquals(415, missing.status(), missing::toString);
    }

    @Test
    void theContentDecidesTheTypeWhateverGenericTypeThePartDeclares() {
        byte[] pdf = "%PDF-1.4\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);
        Api.Reply curl = upload("lease.pdf", "application/octet-stream", pdf);
        assertEquals(200, curl.status(), curl::toString);
        assertEquals("application/pdf", curl.json().getJsonObject("data").getString("type"));
        byte[] wav = "RIFF\u0024\u0000\u0000\u0000WAVEfmt ".getBytes(StandardCharsets.ISO_8859_1);
        Api.Reply alias = upload("call.wav", "audio/x-wav", wav);
        assertEquals(200, alias.status(), alias::toString);
        assertEquals("audio/wav", alias.json().getJsonObject("data").getString("type"));
        Api.Reply csv = upload(
                "rent.csv", "application/vnd.ms-excel", "unit,rent\n4B,1450\n".getBytes(StandardCharsets.US_ASCII));
        assertEquals(200, csv.status(), csv::toString);
        assertEquals("text/csv", csv.json().getJsonObject("data").getString("type"));
    }

    @Test
    void anOverLargeFileIsA413() {
        byte[] big = new byte[50 * 1024 * 1024 + 10];
        Arrays.fill(big, (byte) 'a');
        Api.Reply reply = upload("big.txt", "text/plain", big);
        assertEquals(
                413, reply.status(), () -> reply.status() + " " + reply.body().substring(0, 200));
    }

    @Test
    void tabViewsAreAddedUnderBothPaths() {
        Api.Reply added = Core.post(
                key,
                board + "/configuration/tabViews",
                "{\"name\": \"Rent roll\", \"url\": \"https://reports.example/rent\", \"icon\": \"table\"}");
        assertEquals(200, added.status(), added::toString);
        JsonObject view = added.json().getJsonObject("data");
        assertEquals("Rent roll", view.getString("name"));
        assertEquals("https://reports.example/rent", view.getString("url"));
        assertEquals(24, view.getString("uuid").length());
        Api.Reply legacy = Core.post(
                key,
                board + "/tabView",
                "{\"name\": \"Old\", \"url\": \"https://x.example\", " + "\"userIds\": [\"u1\"]}");
        assertEquals(200, legacy.status(), legacy::toString);
        assertEquals(
                1, legacy.json().getJsonObject("data").getJsonArray("userIds").size());
        assertEquals(
                400,
                Core.post(key, board + "/tabView", "{\"name\": \"Bad\", \"url\": \"javascript:alert(1)\"}")
                        .status());
        assertEquals(
                "fa-regular fa-globe",
                legacy.json().getJsonObject("data").getString("icon"),
                "the hosted product's default icon");
    }

    @Test
    void tabViewsKeepTheHostedProductsEmbedDetails() {
        Api.Reply added = Core.post(
                key,
                board + "/configuration/tabViews",
                "{\"name\": \"Assistant\", "
                        + "\"url\": \"https://assistant.example\", \"embedSource\": \"aptly-ai\", \"filter\": "
                        + "\"quickview_all-records\", \"createdBy\": \"user-1\", \"type\": \"embed\"}");
        assertEquals(200, added.status(), added::toString);
        JsonObject view = added.json().getJsonObject("data");
        assertEquals("aptly-ai", view.getString("embedSource"));
        assertEquals("quickview_all-records", view.getString("filter"));
        assertEquals("user-1", view.getString("createdBy"));
        assertEquals("embed", view.getString("type"));
        assertEquals(
                400,
                Core.post(
                                key,
                                board + "/configuration/tabViews",
                                "{\"name\": \"x\", \"url\": " + "\"https://x.example\", \"createdBy\": \"not an id\"}")
                        .status());
    }
}
