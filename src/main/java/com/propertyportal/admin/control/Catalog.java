package com.propertyportal.admin.control;

import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.control.ContactDocument;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.json.Json;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.schools.control.SchoolDocument;
import com.propertyportal.schools.entity.School;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Read access to every imported kind, in the import document's own shape. */
@ApplicationScoped
public class Catalog {

    private record Kind<T>(Class<T> type, String allQuery, Function<T, JsonObject> writer) {

        JsonObject write(Object entity) {
            return writer.apply(type.cast(entity));
        }
    }

    private static final Map<String, Kind<?>> KINDS = Map.of(
            "organizations", new Kind<>(Organization.class, "Organization.all", OrganizationDocument::write),
            "locations", new Kind<>(Location.class, "Location.all", LocationDocument::write),
            "schools", new Kind<>(School.class, "School.all", SchoolDocument::write),
            "contacts", new Kind<>(Contact.class, "Contact.all", ContactDocument::write),
            "boards", new Kind<>(Board.class, "Board.all", BoardDocument::write),
            "cards", new Kind<>(Card.class, "Card.all", CardDocument::write),
            "forms", new Kind<>(Form.class, "Form.all", FormDocument::write));

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public JsonObject list(String kindName, int limit, int skip) {
        Kind<?> kind = kind(kindName);
        JsonArrayBuilder items = Json.createArrayBuilder();
        em.createNamedQuery(kind.allQuery(), kind.type())
                .setFirstResult(skip)
                .setMaxResults(limit)
                .getResultList()
                .forEach(entity -> items.add(kind.write(entity)));
        return Json.createObjectBuilder()
                .add("data", items)
                .add("limit", limit)
                .add("skip", skip)
                .build();
    }

    public Optional<JsonObject> find(String kindName, String id) {
        Kind<?> kind = kind(kindName);
        return Optional.ofNullable(em.find(kind.type(), id)).map(kind::write);
    }

    private static Kind<?> kind(String name) {
        Kind<?> kind = KINDS.get(name);
        if (kind == null) {
            throw new ProblemException(
                    jakarta.ws.rs.core.Response.Status.NOT_FOUND,
                    "NOT_FOUND",
                    "No kind '" + name + "'; kinds are " + String.join(", ", ImportDocument.KINDS));
        }
        return kind;
    }
}
