package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

/** A form cannot put into a card what the card's board would refuse. */
class FormBoardRulesIT {

    @Test
    void aValueTheFormAllowsButTheBoardFieldDoesNotIsRefusedByItsUuid() {
        String org = Api.unique("org");
        String board = Api.unique("board");
        String form = Api.unique("form");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Rules")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Leads")
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(Json.createObjectBuilder()
                                                                .add("key", "stage")
                                                                .add("label", "Stage")
                                                                .add("type", "select")
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("new"))))))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", form)
                                        .add("companyId", org)
                                        .add("boardId", board)
                                        .add("name", "Lead form")
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(Json.createObjectBuilder()
                                                                .add("uuid", "f-stage")
                                                                .add("label", "Stage")
                                                                .add("type", "select")
                                                                .add("required", true)
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("new")
                                                                                .add("archived"))
                                                                .add("fieldKey", "stage")))))
                .build();
        assertEquals(200, Api.importDocument(document).status());
        String submit = Json.createObjectBuilder()
                .add("formId", form)
                .add("cardId", "new")
                .add("boardId", board)
                .add("data", Json.createObjectBuilder().add("f-stage", "archived"))
                .build()
                .toString();
        Api.Reply refused = Api.post("/forms/submit", submit);
        assertEquals(400, refused.status(), refused::toString);
        assertEquals(
                "data.f-stage",
                refused.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        String fine = submit.replace("archived", "new");
        assertEquals(200, Api.post("/forms/submit", fine).status());
    }
}
