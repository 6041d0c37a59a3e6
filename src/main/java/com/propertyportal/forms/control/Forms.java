package com.propertyportal.forms.control;

import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.forms.entity.ApplicantFields;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.Violations;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one writer of forms: an import and the administrator's form editor create and change them here. A form fills a board of its own
 * organization, each field only a field of that board, and it stays with the organization that created it.
 */
@ApplicationScoped
public class Forms {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Boards boards;

    /**
     * Creates the form with the item's id, or redefines it; problems go to violations under path, and
     * then nothing is written.
     */
    public Optional<Form> write(FormDocument.Item item, String path, Violations violations, Instant now) {
        Optional<Board> board =
                boards.find(item.boardId()).filter(b -> b.organizationId().equals(item.organizationId()));
        if (board.isEmpty()) {
            violations.add(at(path, "boardId"), "names no board of the form's organization");
            return Optional.empty();
        }
        boolean fits = true;
        List<FormField> fields = item.fields();
        for (int f = 0; f < fields.size(); f++) {
            String key = fields.get(f).fieldKey();
            if (key != null && board.get().field(key).isEmpty()) {
                violations.add(
                        item.path() + "[" + f + "].fieldKey",
                        "is not a field of board " + board.get().id());
                fits = false;
            }
        }
        Form form = em.find(Form.class, item.id());
        if (form != null && !form.organizationId().equals(item.organizationId())) {
            violations.add(at(path, "_id"), "is the id of another organization's form");
            return Optional.empty();
        }
        // The applicant's fields as named, else as the form had chosen them: they must be fields of the form as
        // it will be (a chosen field the form loses is refused, not dropped silently).
        Optional<ApplicantFields> applicant = item.applicantNamed()
                ? item.applicant()
                : Optional.ofNullable(form).filter(Form::applicantChosen).flatMap(Form::applicant);
        Map<String, String> problems = applicant.map(a -> a.problems(fields)).orElse(Map.of());
        problems.forEach((member, reason) -> violations.add(at(path, "applicant." + member), reason));
        if (!fits || !problems.isEmpty()) {
            return Optional.empty();
        }
        if (form == null) {
            form = new Form(item.id(), item.organizationId(), item.boardId(), now);
            em.persist(form);
        }
        form.define(item.name(), item.boardId(), fields, now);
        if (item.applicantNamed()) {
            form.identifyApplicant(item.applicant(), now);
        }
        return Optional.of(form);
    }

    public Optional<Form> find(String id) {
        return Optional.ofNullable(em.find(Form.class, id));
    }

    /**
     * Refuses, under path, a board schema that leaves out a field a form of the board fills: its forms would
     * lose the field silently.
     */
    public void checkFilled(Board board, List<BoardField> schema, String path, Violations violations) {
        Set<String> keys = schema.stream().map(BoardField::key).collect(Collectors.toSet());
        List<Form> forms = em.createNamedQuery("Form.ofBoard", Form.class)
                .setParameter("boardId", board.id())
                .getResultList();
        for (Form form : forms) {
            for (FormField field : form.fields()) {
                if (field.fieldKey() != null && !keys.contains(field.fieldKey())) {
                    violations.add(
                            path,
                            "must keep the field " + field.fieldKey() + ": form " + form.name() + " (" + form.id()
                                    + ") fills it from its field " + field.label());
                }
            }
        }
    }

    /** A member's path under the item's path (the request's root when that is empty). */
    private static String at(String path, String member) {
        return path.isEmpty() ? member : path + "." + member;
    }
}
