-- What a credential grants ends with the credential (docs/security.md, "Sessions and tokens end with their
-- credential"). A user's credential version moves on with every new password, role or status and with "sign out
-- everywhere"; each console session records the generation of the credential it was opened with (the user's
-- version, or a digest of the operator's ADMIN_USER and password hash) and how the person signed in, and ends once
-- that generation is no longer the subject's. The sessions opened before this version recorded none: they end.
ALTER TABLE organization_user ADD COLUMN credential_version INTEGER DEFAULT 0 NOT NULL;
DELETE FROM console_session;
ALTER TABLE console_session ADD COLUMN credential VARCHAR(64);
ALTER TABLE console_session ADD COLUMN signed_in_by VARCHAR(16);

-- Single sign-on per organization (docs/users.md, "Single sign-on"): an organization's own OpenID provider, the
-- client registered there (its secret sealed with AES-256-GCM under a key derived from VERIFICATION_SECRET), the
-- button's text, and the e-mail domains whose people the sign-in page sends there.
CREATE TABLE organization_sign_on (
    company_id           VARCHAR(64)   NOT NULL PRIMARY KEY REFERENCES organization (id),
    issuer               VARCHAR(2000) NOT NULL,
    client_id            VARCHAR(400)  NOT NULL,
    client_secret_sealed VARCHAR(2000) NOT NULL,
    label                VARCHAR(60)   NOT NULL,
    updated_at           TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE TABLE organization_sign_on_domain (
    company_id VARCHAR(64)  NOT NULL REFERENCES organization_sign_on (company_id) ON DELETE CASCADE,
    domain     VARCHAR(253) NOT NULL,
    PRIMARY KEY (company_id, domain)
);
CREATE INDEX organization_sign_on_domain_domain ON organization_sign_on_domain (domain);

-- A single sign-on under way, under the SHA-256 of the token only the browser's cookie carries: taken (deleted)
-- by the provider's redirect back, so its state works once; the purge deletes the ones never finished.
CREATE TABLE sign_on_flow (
    token_hash VARCHAR(64) NOT NULL PRIMARY KEY,
    company_id VARCHAR(64) NOT NULL,
    state      VARCHAR(64) NOT NULL,
    nonce      VARCHAR(64) NOT NULL,
    verifier   VARCHAR(64) NOT NULL,
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX sign_on_flow_expires ON sign_on_flow (expires_at);
