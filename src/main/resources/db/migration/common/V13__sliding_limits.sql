-- Every limit becomes a sliding window (com.propertyportal.limits.SlidingWindow): a counter row holds the
-- newest instant it counted (newest_ms, milliseconds since the epoch) and each window's bucket counts as
-- text, and is read under its row lock by the transaction that checks and counts. The purge deletes a row
-- once newest_ms is older than its longest window (a key's only once the key is revoked), so every table
-- gets an index on it. The counts of the old fixed windows are dropped (a minute's worth); a blocked
-- administrator login address stays blocked.

DROP TABLE rate_limit;
CREATE TABLE rate_limit (
    key_id     VARCHAR(64)   NOT NULL PRIMARY KEY REFERENCES api_key (id) ON DELETE CASCADE,
    newest_ms  BIGINT        NOT NULL,
    per_second VARCHAR(1000) NOT NULL,
    per_minute VARCHAR(1000) NOT NULL
);
CREATE INDEX rate_limit_newest ON rate_limit (newest_ms);

DROP TABLE form_submit_limit;
CREATE TABLE form_submit_limit (
    client_address VARCHAR(64)   NOT NULL,
    form_id        VARCHAR(64)   NOT NULL,
    newest_ms      BIGINT        NOT NULL,
    per_minute     VARCHAR(1000) NOT NULL,
    PRIMARY KEY (client_address, form_id)
);
CREATE INDEX form_submit_limit_newest ON form_submit_limit (newest_ms);

DROP INDEX admin_login_throttle_window;
ALTER TABLE admin_login_throttle DROP COLUMN window_start;
ALTER TABLE admin_login_throttle DROP COLUMN attempts;
ALTER TABLE admin_login_throttle ADD COLUMN newest_ms BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE admin_login_throttle ADD COLUMN attempts VARCHAR(1000) DEFAULT '' NOT NULL;
CREATE INDEX admin_login_throttle_newest ON admin_login_throttle (newest_ms);

-- Per address of an organization: when the last code was sent, sends in the last hour, wrong codes in the
-- last day. Initiation and confirm lock this row, so each check counts in the transaction it limits.
CREATE TABLE verification_limit (
    company_id       VARCHAR(64)   NOT NULL REFERENCES organization (id),
    email_normalized VARCHAR(320)  NOT NULL,
    newest_ms        BIGINT        NOT NULL,
    last_sent_ms     BIGINT        NOT NULL,
    sends            VARCHAR(1000) NOT NULL,
    failures         VARCHAR(1000) NOT NULL,
    PRIMARY KEY (company_id, email_normalized)
);
CREATE INDEX verification_limit_newest ON verification_limit (newest_ms);

-- Idempotency keys of form submits are kept a day; the purge finds the older ones by this index.
CREATE INDEX form_submission_created ON form_submission (created_at);

-- Every key has its rate-limit row from the start (new keys get theirs when they are made).
INSERT INTO rate_limit (key_id, newest_ms, per_second, per_minute) SELECT id, 0, '', '' FROM api_key;
