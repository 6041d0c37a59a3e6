-- Embeddable forms: submit counts per client address and form in fixed windows shared by every
-- server, and the card each Idempotency-Key of a form created, so a retried submit creates one card.

CREATE TABLE form_submit_limit (
    client_address VARCHAR(64) NOT NULL,
    form_id        VARCHAR(64) NOT NULL,
    window_start   BIGINT      NOT NULL,
    used           INTEGER     NOT NULL,
    PRIMARY KEY (client_address, form_id)
);

CREATE TABLE form_submission (
    form_id         VARCHAR(64)  NOT NULL,
    idempotency_key VARCHAR(100) NOT NULL,
    card_id         VARCHAR(64)  NOT NULL,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT form_submission_key UNIQUE (form_id, idempotency_key)
);
