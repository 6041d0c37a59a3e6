package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The administrator reaches Liberty's admin console and its REST API over HTTPS; nobody else does. */
class AdminCenterIT {

    private static final String HTTPS = System.getProperty("it.https.url", "https://localhost:9544");

    private static int status(HttpClient client, String path, String authorization) throws Exception {
        return client.send(
                        HttpRequest.newBuilder(URI.create(HTTPS + path))
                                .header("Authorization", authorization)
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    @Test
    void theAdministratorsLoginOpensTheConsoleApiAndAWrongOneDoesNot() throws Exception {
        HttpClient client = Api.trustingClient();
        // The application writes the console's login and key store at start-up; Liberty takes it up moments later.
        Instant deadline = Instant.now().plusSeconds(30);
        int status = -1;
        while (Instant.now().isBefore(deadline) && status != 200) {
            try {
                status = status(client, "/ibm/api/config", Api.adminAuthorization());
            } catch (java.io.IOException notYet) {
                status = -1;
            }
            if (status != 200) {
                Thread.sleep(250);
            }
        }
        assertEquals(200, status);
        assertEquals(401, status(client, "/ibm/api/config", Api.basic(Api.ADMIN_USER, "wrong")));
        assertEquals(401, status(client, "/ibm/api/config", Api.basic("intruder", Api.ADMIN_PASSWORD)));
    }

    /** The command of docs/console.md that puts the product's console into Admin Center's toolbox works as written. */
    @Test
    void theConsoleCanBeBookmarkedInAdminCentersToolbox() throws Exception {
        theAdministratorsLoginOpensTheConsoleApiAndAWrongOneDoesNot();
        HttpClient client = Api.trustingClient();
        String name = Api.unique("Property Portal console");
        String bookmark = "{\"name\":\"" + name + "\",\"url\":\"" + Api.BASE + "/admin/\",\"icon\":\"" + Api.BASE
                + "/admin/icon.svg\"}";
        HttpResponse<String> added = client.send(
                HttpRequest.newBuilder(URI.create(HTTPS + "/ibm/api/adminCenter/v1/toolbox/bookmarks"))
                        .header("Authorization", Api.adminAuthorization())
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(bookmark))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, added.statusCode(), added.body());
        HttpResponse<String> toolbox = client.send(
                HttpRequest.newBuilder(URI.create(HTTPS + "/ibm/api/adminCenter/v1/toolbox"))
                        .header("Authorization", Api.adminAuthorization())
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, toolbox.statusCode());
        org.junit.jupiter.api.Assertions.assertTrue(
                toolbox.body().contains(name) && toolbox.body().contains(Api.BASE + "/admin/"), toolbox.body());
    }
}
