-- Every accepted submission of a form, written in the submit's own transaction: which card it created or
-- filled, on which board, and when; the console lists a form's submissions from it, newest first.
CREATE TABLE form_receipt (
    id         VARCHAR(64) NOT NULL PRIMARY KEY,
    form_id    VARCHAR(64) NOT NULL,
    company_id VARCHAR(64) NOT NULL,
    board_id   VARCHAR(64) NOT NULL,
    card_id    VARCHAR(64) NOT NULL,
    new_card   BOOLEAN     NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX form_receipt_form ON form_receipt (form_id, created_at);
