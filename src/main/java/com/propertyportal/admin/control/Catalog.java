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
import jakarta.persistence.TypedQuery;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Read access to every imported kind, in the import document's own shape. */
@ApplicationScoped
public class Catalog {

    /**
     * One kind: its entity, the organization a record belongs to (none for the schools every organization
     * shares), and how a record is written.
     */
    private record Kind<T>(Class<T> type, Function<T, String> organizationOf, Function<T, JsonObject> writer) {

        JsonObject write(Object entity) {
            return writer.apply(type.cast(entity));
        }

        boolean shared() {
            return organizationOf == null;
        }

        /** True when a caller confined to an organization (or none, the operator) may see the record. */
        boolean visible(Object entity, Optional<String> confinedTo) {
            return shared() || confinedTo.isEmpty() || confinedTo.get().equals(organizationOf.apply(type.cast(entity)));
        }

        /** Every record by id, or those of the organization; the organization's attribute is always organizationId. */
        String query(Optional<String> confinedTo) {
            String entity = type.getSimpleName();
            String where = shared() || confinedTo.isEmpty()
                    ? ""
                    : type == Organization.class
                            ? " WHERE e.id = :organizationId"
                            : " WHERE e.organizationId = :organizationId";
            return "SELECT e FROM " + entity + " e" + where + " ORDER BY e.id";
        }
    }

    private static final Map<String, Kind<?>> KINDS = Map.of(
            "organizations", new Kind<>(Organization.class, Organization::id, OrganizationDocument::write),
            "locations", new Kind<>(Location.class, Location::organizationId, LocationDocument::write),
            "schools", new Kind<>(School.class, null, SchoolDocument::write),
            "contacts", new Kind<>(Contact.class, Contact::organizationId, ContactDocument::write),
            "boards", new Kind<>(Board.class, Board::organizationId, BoardDocument::write),
            "cards", new Kind<>(Card.class, Card::organizationId, CardDocument::write),
            "forms", new Kind<>(Form.class, Form::organizationId, FormDocument::write));

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** A page of one kind's records by id; a caller confined to an organization sees only its records. */
    public JsonObject list(String kindName, int limit, int skip, Optional<String> confinedTo) {
        Kind<?> kind = kind(kindName);
        JsonArrayBuilder items = Json.createArrayBuilder();
        TypedQuery<?> query = em.createQuery(kind.query(confinedTo), kind.type());
        if (!kind.shared() && confinedTo.isPresent()) {
            query.setParameter("organizationId", confinedTo.get());
        }
        query.setFirstResult(skip)
                .setMaxResults(limit)
                .getResultList()
                .forEach(entity -> items.add(kind.write(entity)));
        return Json.createObjectBuilder()
                .add("data", items)
                .add("limit", limit)
                .add("skip", skip)
                .build();
    }

    /** One record; another organization's is not found for a caller confined to one. */
    public Optional<JsonObject> find(String kindName, String id, Optional<String> confinedTo) {
        Kind<?> kind = kind(kindName);
        return Optional.ofNullable(em.find(kind.type(), id))
                .filter(entity -> kind.visible(entity, confinedTo))
                .map(kind::write);
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
