package com.propertyportal.admin.control;

import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.contacts.control.ContactDocument;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.schools.control.SchoolDocument;
import com.propertyportal.schools.entity.School;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Upserts an import document by _id: one organization's records, or the schools every organization
 * shares. Runs inside the caller's transaction and throws on the first pass that found problems, so a
 * bad document leaves the database as it was; a document that reaches outside its organization is
 * refused before anything is written.
 */
@ApplicationScoped
public class Importer {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Cards cards;

    @Inject
    Event<PublicContentChanged> contentChanged;

    public ImportCounts apply(ImportDocument doc, Violations violations, Instant now) {
        Optional<String> organization = DocumentOrganization.check(doc, em, violations);
        violations.throwIfAny();
        ImportCounts counts = new ImportCounts(organization);
        Map<String, Organization> organizations = new HashMap<>();
        for (var item : doc.organizations()) {
            Organization org = em.find(Organization.class, item.id());
            counts.count("organizations", org == null);
            if (org == null) {
                org = new Organization(item.id(), now);
                em.persist(org);
            }
            org.rename(item.name());
            org.configure(item.companyInfo(), item.applicationConfig(), now);
            org.describe(item.profile(), now);
            organizations.put(org.id(), org);
        }
        // Entities refer to each other by id columns, not JPA relations, so EclipseLink cannot order the
        // inserts itself: flushing kind by kind keeps every foreign key satisfied.
        em.flush();
        Owners owners = new Owners(em, organizations);
        List<LocationDocument.Item> locations = doc.locations();
        for (int i = 0; i < locations.size(); i++) {
            var item = locations.get(i);
            String path = "locations[" + i + "]";
            if (!owners.organizationExists(item.companyId(), path, violations)) {
                continue;
            }
            Location location = em.find(Location.class, item.id());
            counts.count("locations", location == null);
            if (location == null) {
                em.persist(new Location(item.id(), item.companyId(), item.data(), now));
            } else {
                location.apply(item.data(), now);
            }
        }
        for (var item : doc.schools()) {
            School school = em.find(School.class, item.id());
            counts.count("schools", school == null);
            if (school == null) {
                school = new School(item.id(), now);
                em.persist(school);
            }
            school.describe(item.name(), item.type(), item.rating(), item.address(), item.url(), now);
            school.placeAt(item.latitude(), item.longitude());
        }
        em.flush();
        List<ContactDocument.Item> contactItems = doc.contacts();
        for (int i = 0; i < contactItems.size(); i++) {
            var item = contactItems.get(i);
            String path = "contacts[" + i + "]";
            if (!owners.organizationExists(item.companyId(), path, violations)) {
                continue;
            }
            Contact contact = em.find(Contact.class, item.id());
            counts.count("contacts", contact == null);
            if (contact == null) {
                contact = new Contact(item.id(), item.companyId(), item.data(), now);
                em.persist(contact);
            } else {
                contact.apply(item.data(), now);
            }
        }
        Map<String, Board> boards = new HashMap<>();
        List<BoardDocument.Item> boardItems = doc.boards();
        for (int i = 0; i < boardItems.size(); i++) {
            var item = boardItems.get(i);
            String path = "boards[" + i + "]";
            if (!owners.organizationExists(item.companyId(), path, violations)) {
                continue;
            }
            Board board = em.find(Board.class, item.id());
            counts.count("boards", board == null);
            if (board == null) {
                board = new Board(item.id(), item.companyId(), now);
                em.persist(board);
            }
            board.define(item.name(), item.fields(), now);
            Board defined = board;
            item.apiEnabled().ifPresent(enabled -> defined.switchApi(enabled, now));
            boards.put(board.id(), board);
        }
        em.flush();
        applyCards(doc.cards(), boards, counts, violations, now);
        em.flush();
        applyForms(doc.forms(), owners, boards, counts, violations, now);
        violations.throwIfAny();
        contentChanged.fire(new PublicContentChanged("import"));
        return counts;
    }

    private void applyCards(List<CardDocument.Item> items, Map<String, Board> boards, ImportCounts counts,
            Violations violations, Instant now) {
        for (int i = 0; i < items.size(); i++) {
            var item = items.get(i);
            String path = "cards[" + i + "]";
            Board board = boards.computeIfAbsent(item.boardId(), id -> em.find(Board.class, id));
            if (board == null) {
                boards.remove(item.boardId());
                violations.add(path + ".boardId", "names no board");
                continue;
            }
            boolean isNew = cards.find(item.id()).isEmpty();
            cards.write(board, item.id(), item.change(), path, violations, now)
                    .ifPresent(card -> counts.count("cards", isNew));
        }
    }

    private void applyForms(List<FormDocument.Item> items, Owners owners, Map<String, Board> boards,
            ImportCounts counts, Violations violations, Instant now) {
        for (int i = 0; i < items.size(); i++) {
            var item = items.get(i);
            String path = "forms[" + i + "]";
            if (!owners.organizationExists(item.companyId(), path, violations)) {
                continue;
            }
            Board board = boards.computeIfAbsent(item.boardId(), id -> em.find(Board.class, id));
            if (board == null || !board.companyId().equals(item.companyId())) {
                boards.remove(item.boardId());
                violations.add(path + ".boardId", "names no board of the form's organization");
                continue;
            }
            List<FormField> fields = item.fields();
            for (int f = 0; f < fields.size(); f++) {
                String key = fields.get(f).fieldKey();
                if (key != null && board.field(key).isEmpty()) {
                    violations.add(item.path() + "[" + f + "].fieldKey", "is not a field of board " + board.id());
                }
            }
            Form form = em.find(Form.class, item.id());
            counts.count("forms", form == null);
            if (form == null) {
                form = new Form(item.id(), item.companyId(), item.boardId(), now);
                em.persist(form);
            }
            form.define(item.name(), item.boardId(), fields, now);
        }
    }
}
