package com.propertyportal.admin.control;

import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.contacts.control.ContactDocument;
import com.propertyportal.contacts.control.Contacts;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.control.Locations;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.organizations.control.Organizations;
import com.propertyportal.schools.control.SchoolDocument;
import com.propertyportal.schools.control.Schools;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Upserts an import document by _id: one organization's records, or the schools every organization
 * shares. Each record goes through its kind's one writer, under the same rules as every other change of
 * that kind. Runs inside the caller's transaction and throws on the first pass that found problems, so a
 * bad document leaves the database as it was; a document that reaches outside its organization is
 * refused before anything is written.
 */
@ApplicationScoped
public class Importer {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Organizations organizations;

    @Inject
    Locations locations;

    @Inject
    Schools schools;

    @Inject
    Contacts contacts;

    @Inject
    Boards boards;

    @Inject
    Cards cards;

    @Inject
    Forms forms;

    @Inject
    Event<PublicContentChanged> contentChanged;

    /**
     * Writes the document, once {@code reach} has accepted its organization (empty for a schools document):
     * it throws when the caller may not change that organization.
     */
    public ImportCounts apply(
            ImportDocument doc, Violations violations, Instant now, Consumer<Optional<String>> reach) {
        Optional<String> organization = DocumentOrganization.check(doc, em, violations);
        violations.throwIfAny();
        reach.accept(organization);
        ImportCounts counts = new ImportCounts(organization);
        Kinds kinds = new Kinds(new Owners(organizations, doc.organizations()), counts, violations);
        kinds.write(
                "organizations",
                doc.organizations(),
                null,
                OrganizationDocument.Item::id,
                organizations::find,
                (item, path) -> Optional.of(organizations.write(item, now)));
        // Entities refer to each other by id columns, not JPA relations, so EclipseLink cannot order the
        // inserts itself: flushing kind by kind keeps every foreign key satisfied.
        em.flush();
        locations.lockInIdOrder(
                doc.locations().stream().map(LocationDocument.Item::id).toList());
        kinds.write(
                "locations",
                doc.locations(),
                LocationDocument.Item::organizationId,
                LocationDocument.Item::id,
                locations::find,
                (item, path) -> locations.write(item, path, violations, now));
        kinds.write(
                "schools",
                doc.schools(),
                null,
                SchoolDocument.Item::id,
                schools::find,
                (item, path) -> Optional.of(schools.write(item, now)));
        em.flush();
        kinds.write(
                "contacts",
                doc.contacts(),
                ContactDocument.Item::organizationId,
                ContactDocument.Item::id,
                contacts::find,
                (item, path) -> contacts.write(item, path, violations, now));
        kinds.write(
                "boards",
                doc.boards(),
                BoardDocument.Item::organizationId,
                BoardDocument.Item::id,
                boards::find,
                (item, path) -> boards.write(item, path, violations, now));
        em.flush();
        kinds.write("cards", doc.cards(), null, CardDocument.Item::id, cards::find, (item, path) -> {
            var board = boards.find(item.boardId());
            if (board.isEmpty()) {
                violations.add(path + ".boardId", "names no board");
                return Optional.empty();
            }
            return cards.write(board.get(), item.id(), item.change(), path, violations, now);
        });
        em.flush();
        kinds.write(
                "forms",
                doc.forms(),
                FormDocument.Item::organizationId,
                FormDocument.Item::id,
                forms::find,
                (item, path) -> forms.write(item, path, violations, now));
        // Once the forms are written: a board keeps every field one of its forms fills, as in the field list editor.
        for (int i = 0; i < doc.boards().size(); i++) {
            BoardDocument.Item item = doc.boards().get(i);
            String path = "boards[" + i + "].fields";
            boards.find(item.id())
                    .filter(board -> board.organizationId().equals(item.organizationId()))
                    .ifPresent(board -> forms.checkFilled(board, board.schema(), path, violations));
        }
        violations.throwIfAny();
        contentChanged.fire(new PublicContentChanged("import"));
        return counts;
    }

    /** One pass over the items of each kind, counting what each writer created and changed. */
    private record Kinds(Owners owners, ImportCounts counts, Violations violations) {

        /**
         * Hands each item to its writer under its path (kind[i]), once its organization is known to exist
         * (organizationId null for kinds that name none); counts it as created or updated when it was written.
         */
        <T> void write(
                String kind,
                List<T> items,
                Function<T, String> organizationId,
                Function<T, String> id,
                Function<String, Optional<?>> find,
                BiFunction<T, String, Optional<?>> writer) {
            for (int i = 0; i < items.size(); i++) {
                T item = items.get(i);
                String path = kind + "[" + i + "]";
                if (organizationId != null
                        && !owners.organizationExists(organizationId.apply(item), path, violations)) {
                    continue;
                }
                boolean isNew = find.apply(id.apply(item)).isEmpty();
                writer.apply(item, path).ifPresent(written -> counts.count(kind, isNew));
            }
        }
    }
}
