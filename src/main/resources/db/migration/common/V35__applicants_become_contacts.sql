-- Applicants become contacts. A form names the fields that identify its applicant (NULL: its one e-mail field, when
-- it has exactly one; '{}': none). A submission links the contact with the applicant's address, or makes one; the
-- claim row (one per organization and address) makes parallel first submissions of one address make one contact.
ALTER TABLE form ADD COLUMN applicant VARCHAR(400);

CREATE TABLE applicant_contact (
    company_id       VARCHAR(64)  NOT NULL,
    email_normalized VARCHAR(320) NOT NULL,
    contact_id       VARCHAR(64)  NOT NULL REFERENCES contact (id) ON DELETE CASCADE,
    PRIMARY KEY (company_id, email_normalized)
);

-- The contact a submission linked, so that a contact's page lists their submissions.
ALTER TABLE form_receipt ADD COLUMN contact_id VARCHAR(64);
CREATE INDEX form_receipt_contact ON form_receipt (contact_id, created_at);
