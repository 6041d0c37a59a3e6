-- "Forgot password" (docs/users.md): an active user's link to set a new password lives in the columns of an
-- invited user's link (link_hash, link_expires_at). The requests that mailed an address are counted per
-- address, kept as the SHA-256 of the lower-case address (hex), in a sliding window (com.propertyportal.limits).
-- A request finds the address's users in every organization by organization_user_by_email (V17).
CREATE TABLE password_reset_requests (
    address_hash VARCHAR(64)   NOT NULL PRIMARY KEY,
    newest_ms    BIGINT        NOT NULL,
    requests     VARCHAR(1000) NOT NULL
);
CREATE INDEX password_reset_requests_newest ON password_reset_requests (newest_ms);
