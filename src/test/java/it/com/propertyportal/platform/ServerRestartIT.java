package it.com.propertyportal.platform;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Runs after every other integration test (its own failsafe execution): it stops and starts the server. */
class ServerRestartIT {

    @Test
    void importedDataAndKeysSurviveARestart() {
        Fixture fixture = new Fixture().imported();
        String keyId = Api.adminPost("/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"kept\"}")
                .json().getString("id");

        ServerControl.restart();

        assertEquals(200, Api.adminGet("/api/admin/organizations/" + fixture.org).status());
        assertEquals(200, Api.adminGet("/api/admin/contacts/" + fixture.contact).status());
        assertEquals(keyId, Api.adminGet("/api/admin/boards/" + fixture.board + "/api-keys").json()
                .getJsonArray("data").getJsonObject(0).getString("id"));
    }
}
