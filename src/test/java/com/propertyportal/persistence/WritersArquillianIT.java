package com.propertyportal.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.contacts.control.ContactDocument;
import com.propertyportal.contacts.control.Contacts;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.control.Locations;
import com.propertyportal.problems.FieldError;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.File;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The writers' own rules, which hold whoever calls them: the readers in front of them refuse the same
 * input first, so no HTTP request reaches these checks.
 */
@ExtendWith(ArquillianExtension.class)
class WritersArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "writers-it.war")
                .merge(app)
                .addClasses(WritersArquillianIT.class, InContainer.class);
    }

    @Inject
    InContainer container;

    @Inject
    Locations locations;

    @Inject
    Contacts contacts;

    @Inject
    Boards boards;

    @Inject
    Forms forms;

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static JsonInput in(JsonObject json, Violations violations) {
        return JsonInput.root(json, violations);
    }

    @Test
    void noWriterMovesARecordToAnotherOrganization() {
        String a = unique("org");
        String other = unique("org");
        String location = unique("loc");
        String contact = unique("c");
        String board = unique("board");
        String form = unique("form");
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", a).add("name", "A")))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", a)
                                        .add("name", "Mine")))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", contact)
                                        .add("companyId", a)
                                        .add("firstname", "Mine")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", a)
                                        .add("name", "Mine")))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", form)
                                        .add("companyId", a)
                                        .add("boardId", board)
                                        .add("name", "Mine")
                                        .add("fields", Json.createArrayBuilder())))
                .build());
        Violations violations = new Violations();
        Instant now = Instant.now();
        JsonObject moved = Json.createObjectBuilder()
                .add("companyId", other)
                .add("name", "Moved")
                .add("boardId", board)
                .build();

        // In a transaction, as every caller runs it: the writer reads the location under a row lock.
        assertTrue(container
                .inTransaction(() -> locations.write(
                        LocationDocument.read(in(moved, new Violations()), location), "locations[0]", violations, now))
                .isEmpty());
        assertTrue(contacts.write(
                        ContactDocument.read(in(moved, new Violations()), contact), "contacts[0]", violations, now)
                .isEmpty());
        assertTrue(boards.write(BoardDocument.read(in(moved, new Violations()), board), "boards[0]", violations, now)
                .isEmpty());
        JsonObject ownBoard = Json.createObjectBuilder(moved)
                .add("companyId", a)
                .add("fields", Json.createArrayBuilder())
                .build();
        JsonObject formOfOther =
                Json.createObjectBuilder(ownBoard).add("companyId", other).build();
        assertTrue(forms.write(FormDocument.read(in(formOfOther, new Violations()), form), "forms[0]", violations, now)
                .isEmpty());

        assertEquals(
                List.of("locations[0]._id", "contacts[0]._id", "boards[0]._id", "forms[0].boardId"),
                violations.list().stream().map(FieldError::field).toList());
        assertEquals("Mine", locations.find(location).orElseThrow().name());
        assertEquals(a, contacts.find(contact).orElseThrow().organizationId());
        assertEquals("Mine", boards.find(board).orElseThrow().name());
    }

    @Test
    void theContactWriterHoldsTheLinkRuleWhoeverReadTheContact() {
        String org = unique("org");
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Links")))
                .build());
        String id = unique("c");
        ContactData planted = new ContactData(
                null,
                "Lin",
                null,
                null,
                false,
                null,
                null,
                null,
                null,
                null,
                "javascript:alert(1)",
                null,
                JsonValue.EMPTY_JSON_OBJECT,
                JsonValue.EMPTY_JSON_ARRAY,
                JsonValue.EMPTY_JSON_OBJECT);
        Violations violations = new Violations();

        assertTrue(contacts.write(new ContactDocument.Item(id, org, planted), "contacts[0]", violations, Instant.now())
                .isEmpty());

        assertEquals(
                List.of("contacts[0].imageUrl"),
                violations.list().stream().map(FieldError::field).toList());
        assertTrue(contacts.find(id).isEmpty(), "nothing was written");
    }
}
