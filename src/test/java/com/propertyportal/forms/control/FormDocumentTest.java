package com.propertyportal.forms.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.json.Json;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A form's fields as the import and the form editor read them: each problem under its path. */
class FormDocumentTest {

    private final Violations violations = new Violations();

    private FormDocument.Item read(String fields) {
        return readMembers(",'fields':" + fields);
    }

    /** A form of org-a's board-a with these members after its name (each starting with a comma). */
    private FormDocument.Item readMembers(String members) {
        String text = "{'companyId':'org-a','boardId':'board-a','name':'Form'" + members + "}";
        return FormDocument.read(
                JsonInput.root(
                        Json.createReader(new StringReader(text.replace('\'', '"')))
                                .readObject(),
                        violations),
                "form-new");
    }

    private FormDocument.Item readApplicant(String applicant) {
        return readMembers(",'fields':[]" + applicant);
    }

    @Test
    void theApplicantLeftOutKeepsWhatTheFormHadAndNullIsNone() {
        FormDocument.Item absent = readApplicant("");
        assertEquals(false, absent.applicantNamed());
        FormDocument.Item none = readApplicant(",'applicant':null");
        assertEquals(true, none.applicantNamed());
        assertEquals(java.util.Optional.empty(), none.applicant());
        FormDocument.Item chosen = readApplicant(",'applicant':{'email':'f-email','phone':'f-phone'}");
        assertEquals("f-phone", chosen.applicant().orElseThrow().phone());
        assertEquals(List.of(), problems());
    }

    @Test
    void anApplicantWithoutAnEmailOrWithAnUnknownMemberIsRefusedByPath() {
        readApplicant(",'applicant':{'firstName':'f-a','extra':1}");
        assertEquals(
                List.of("applicant.email is required", "applicant.extra is not a known field"),
                problems().stream().sorted().toList());
    }

    private List<String> problems() {
        return violations.list().stream().map(e -> e.field() + " " + e.reason()).toList();
    }

    @Test
    void aBlankLabelIsRefusedAndAnAbsentOneIsTheUuid() {
        FormDocument.Item item = read("[{'uuid':'f-a','label':' ','type':'string'},{'uuid':'f-b','type':'string'}]");
        assertEquals(List.of("fields[0].label must not be blank"), problems());
        assertEquals("f-b", item.fields().get(1).label());
    }

    @Test
    void aListOffersItsOptionsUnlessItPicksAUnit() {
        read("[{'uuid':'f-a','label':'A','type':'select'},{'uuid':'f-b','label':'B','type':'select','options':[]},"
                + "{'uuid':'f-c','label':'C','type':'select','unitPicker':true},"
                + "{'uuid':'f-d','label':'D','type':'select','options':['x']}]");
        assertEquals(
                List.of(
                        "fields[0].options are required for a select field",
                        "fields[1].options are required for a select field"),
                problems());
    }
}
