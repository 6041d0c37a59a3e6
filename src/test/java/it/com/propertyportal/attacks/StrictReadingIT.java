package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.ProblemAnswers.assertLeaksNothing;
import static it.com.propertyportal.attacks.ProblemAnswers.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs the schema-driven fuzz run found read too leniently or answered wrongly, each now refused as the served
 * document says: numbers in other spellings, listing filters past their columns, bodies of a media range or
 * another charset, problems that would repeat an unbounded id, and a sign-in with a blank user name.
 */
class StrictReadingIT {

    @Test
    void anIntegerInAQueryIsAsciiDigitsAndNothingElse() {
        Fixture fixture = new Fixture().imported();
        for (String skip : List.of("%2B1", "%201", "1%20", "%D9%A1%D9%A2", "1.0")) {
            assertProblem(RawExchange.send("GET", "/locations/" + fixture.org + "?skip=" + skip), 400, "skip");
        }
        assertEquals(
                200,
                RawExchange.send("GET", "/locations/" + fixture.org + "?skip=1").status());
    }

    @Test
    void aListingFilterOnAnIdOrLongerThanItsColumnIsA400NamingIt() {
        Fixture fixture = new Fixture().imported();
        String path = "/locations/" + fixture.org + "?";
        assertProblem(RawExchange.send("GET", path + "_id=%3Cscript%3E"), 400, "_id");
        assertProblem(RawExchange.send("GET", path + "companyId=" + "A".repeat(65)), 400, "companyId");
        assertProblem(RawExchange.send("GET", path + "name=" + "n".repeat(201)), 400, "name");
        assertProblem(RawExchange.send("GET", path + "marketRent=" + "1".repeat(51)), 400, "marketRent");
        assertEquals(
                200, RawExchange.send("GET", path + "companyId=" + fixture.org).status());
    }

    @Test
    void aBodyDeclaredAsAMediaRangeOrInAnotherCharsetIsA415() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        byte[] body = ("{\"email\":\"" + fixture.email + "\"}").getBytes(StandardCharsets.UTF_8);
        for (String type : List.of("*/*", "application/*", "application/json; charset=UTF-16")) {
            assertProblem(
                    RawExchange.send("POST", "/api/contacts/by-email", body, "x-token", key, "Content-Type", type),
                    415,
                    "header.content-type");
        }
        assertEquals(
                200,
                RawExchange.send(
                                "POST",
                                "/api/contacts/by-email",
                                body,
                                "x-token",
                                key,
                                "Content-Type",
                                "application/json; charset=utf-8")
                        .status());
    }

    @Test
    void aProblemRepeatsNoMoreOfAnUnknownIdThanItsDocumentAllows() {
        Fixture fixture = new Fixture().imported();
        RawExchange.Answer answer =
                RawExchange.send("GET", "/api/contacts/" + "A".repeat(10_000), "x-token", fixture.newKey());
        assertEquals(400, answer.status(), answer::toString);
        assertLeaksNothing(answer);
        JsonObject problem = answer.json();
        for (String member : List.of("detail", "message", "reason")) {
            assertTrue(problem.getString(member).length() <= 4000, member);
        }
    }

    @Test
    void aSignInWithABlankUserNameIsRefusedLikeAnyWrongLogin() {
        byte[] form = ("user=%20&password=" + Api.ADMIN_PASSWORD).getBytes(StandardCharsets.US_ASCII);
        RawExchange.Answer answer = RawExchange.send(
                "POST",
                "/admin/sign-in",
                form,
                "Content-Type",
                "application/x-www-form-urlencoded",
                "X-Forwarded-For",
                "192.0.2.77");
        assertEquals(303, answer.status(), answer::toString);
        assertTrue(answer.header("Location").endsWith("/admin/sign-in?error=wrong"), answer::toString);
    }
}
