-- Delegate tokens (docs/integrating.md): the apps an organization embeds in the console, the keys that sign the
-- tokens handed to them, and a tab view that opens an app.
--
-- An app: its client id (what a token's appClientId names), its organization, title and https address.
CREATE TABLE app (
    id         VARCHAR(64)   NOT NULL PRIMARY KEY,
    company_id VARCHAR(64)   NOT NULL REFERENCES organization (id),
    title      VARCHAR(200)  NOT NULL,
    url        VARCHAR(2048) NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX app_company ON app (company_id);

-- The ES256 keys that sign delegate tokens, one generation after another (the unique generation is what lets
-- only one of several servers make the next key); the public key as a JWK, the private key as a JWK encrypted
-- with AES-GCM under a key derived from VERIFICATION_SECRET, so a copy of the database alone cannot sign.
CREATE TABLE signing_key (
    kid         VARCHAR(64)   NOT NULL PRIMARY KEY,
    generation  INTEGER       NOT NULL UNIQUE,
    public_jwk  VARCHAR(2000) NOT NULL,
    private_jwk VARCHAR(4000) NOT NULL,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

ALTER TABLE tab_view ADD COLUMN app_client_id VARCHAR(64);
