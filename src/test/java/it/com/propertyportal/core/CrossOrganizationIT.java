package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import org.junit.jupiter.api.Test;

/** A key sees its own organization and nothing of any other: other ids answer as if they did not exist. */
class CrossOrganizationIT {

    private final Fixture mine = new Fixture().imported();
    private final String myKey = mine.newKey();
    private final Fixture theirs = new Fixture().imported();
    private final String theirKey = theirs.newKey();
    private final String theirCard = Core.post(
                    theirKey,
                    "/api/board/" + theirs.board,
                    "{\"name\": \"Private\", \"references\": [\"" + theirs.contact + "\"]}")
            .json()
            .getJsonObject("data")
            .getString("_id");

    @Test
    void anotherOrganizationsBoardsAndCardsAre404() {
        String board = "/api/board/" + theirs.board;
        assertEquals(404, Core.get(myKey, "/api/schema/" + theirs.board).status());
        assertEquals(404, Core.get(myKey, board).status());
        assertEquals(404, Core.post(myKey, board, "{\"name\": \"Intruder\"}").status());
        assertEquals(
                404,
                Core.post(myKey, board, "{\"_id\": \"" + theirCard + "\", \"name\": \"Changed\"}")
                        .status());
        assertEquals(404, Core.get(myKey, board + "/" + theirCard).status());
        assertEquals(404, Core.get(myKey, board + "/" + theirCard + "/comments").status());
        assertEquals(
                404,
                Core.post(myKey, board + "/" + theirCard + "/comment", "{\"content\": \"hi\"}")
                        .status());
        assertEquals(
                404,
                Core.post(myKey, board + "/configuration/tabViews", "{\"name\": \"x\", \"url\": \"https://x.example\"}")
                        .status());
        assertEquals(
                404,
                Core.post(myKey, board + "/tabView", "{\"name\": \"x\", \"url\": \"https://x.example\"}")
                        .status());
        assertEquals(404, Core.get(myKey, board + "/configuration/fields").status());
        assertEquals(404, Core.get(myKey, board + "/" + theirCard + "/contacts").status());
        assertEquals(
                404,
                Core.post(myKey, board + "/" + theirCard + "/form-link", "{\"formId\": \"f\"}")
                        .status());
        assertEquals(
                "Private",
                Core.get(theirKey, board + "/" + theirCard)
                        .json()
                        .getJsonObject("data")
                        .getString("name"));
    }

    @Test
    void anotherOrganizationsCardIdIsNotFoundOnMyBoardEither() {
        String myBoard = "/api/board/" + mine.board;
        assertEquals(404, Core.get(myKey, myBoard + "/" + theirCard).status());
        assertEquals(
                404,
                Core.post(myKey, myBoard, "{\"_id\": \"" + theirCard + "\"}").status());
    }

    @Test
    void anotherOrganizationsContactsAreNeitherFoundNorLinkable() {
        assertEquals(
                0,
                Core.post(myKey, "/api/contacts/by-email", "{\"email\": \"" + theirs.email + "\"}")
                        .json()
                        .getJsonArray("contacts")
                        .size());
        assertEquals(
                0,
                Core.get(myKey, "/api/board/" + mine.board + "?relatedId=" + theirs.contact)
                        .json()
                        .getInt("total"));
        assertEquals(
                400,
                Core.post(
                                myKey,
                                "/api/board/" + mine.board,
                                "{\"name\": \"x\", \"references\": [\"" + theirs.contact + "\"]}")
                        .status());
        Api.Reply foreign = Core.get(myKey, "/api/contacts/" + theirs.contact);
        assertEquals(200, foreign.status(), foreign::toString);
        assertEquals(0, foreign.json().getInt("count"), "another organization's contact is found by no one else");
        assertEquals(0, foreign.json().getJsonArray("data").size());
        assertEquals(
                400,
                Core.post(myKey, "/api/contacts/" + theirs.contact, "{\"lastname\": \"Changed\"}")
                        .status());
        assertEquals(
                400,
                Core.post(myKey, "/api/contacts", "{\"_id\": \"" + theirs.contact + "\", \"lastname\": \"X\"}")
                        .status());
        assertEquals(
                0, Core.get(myKey, "/api/contacts?email=" + theirs.email).json().getInt("count"));
        String mineWithTheirAddress = Core.post(
                        myKey, "/api/contacts", "{\"email\": \"" + theirs.email + "\", \"firstname\": \"Mallory\"}")
                .json()
                .getString("_id");
        assertEquals(
                false, mineWithTheirAddress.equals(theirs.contact), "an upsert by address stays in its organization");
        assertEquals(
                "Robin",
                Core.get(theirKey, "/api/contacts/" + theirs.contact)
                        .json()
                        .getJsonArray("data")
                        .getJsonObject(0)
                        .getString("firstname"),
                "nothing of theirs changed");
    }

    @Test
    void theBoardListShowsNoForeignBoard() {
        assertEquals(
                1, Core.get(myKey, "/api/boards").json().getJsonArray("data").size());
        assertEquals(
                mine.board,
                Core.get(myKey, "/api/boards")
                        .json()
                        .getJsonArray("data")
                        .getJsonObject(0)
                        .getString("uuid"));
    }

    @Test
    void aKeyCreatedOnOneBoardGrantsEveryBoardOfItsOrganization() {
        String second = Api.unique("board");
        Api.importDocument(jakarta.json.Json.createObjectBuilder()
                .add(
                        "boards",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", second)
                                        .add("companyId", mine.org)
                                        .add("name", "Second")
                                        .add("apiEnabled", true)))
                .build());
        assertEquals(200, Core.get(myKey, "/api/schema/" + second).status());
    }
}
