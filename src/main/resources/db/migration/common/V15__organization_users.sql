-- The people of an organization (docs/users.md): an e-mail address unique within the organization, stored
-- trimmed and in lower case so the unique key ignores case; the role and status as their enum names
-- (VIEWER, STAFF, ADMIN; ACTIVE, INVITED, ARCHIVED). password_hash holds the algorithm, iterations, salt and
-- hash in one string, and is empty until a password is set. An invited user's link to set one is kept only as
-- the SHA-256 of its token (hex) with its expiry; using it clears both.
CREATE TABLE organization_user (
    id               VARCHAR(64)  NOT NULL PRIMARY KEY,
    company_id       VARCHAR(64)  NOT NULL REFERENCES organization (id),
    email            VARCHAR(320) NOT NULL,
    first_name       VARCHAR(100) NOT NULL,
    last_name        VARCHAR(100) NOT NULL,
    role             VARCHAR(16)  NOT NULL,
    status           VARCHAR(16)  NOT NULL,
    password_hash    VARCHAR(200),
    link_hash        VARCHAR(64)  UNIQUE,
    link_expires_at  TIMESTAMP WITH TIME ZONE,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT organization_user_email UNIQUE (company_id, email)
);

-- Attempts to use a password link, per client address (a sliding window, com.propertyportal.limits).
CREATE TABLE password_link_attempts (
    client_address VARCHAR(64)   NOT NULL PRIMARY KEY,
    newest_ms      BIGINT        NOT NULL,
    attempts       VARCHAR(1000) NOT NULL
);
CREATE INDEX password_link_attempts_newest ON password_link_attempts (newest_ms);
