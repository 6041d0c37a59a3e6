-- An optional second factor for users who sign in with a password: an authenticator's shared secret (RFC 6238),
-- the one offered while it is being set up, and the newest time step whose code was taken (no code twice).
ALTER TABLE organization_user ADD COLUMN totp_secret VARCHAR(64);
ALTER TABLE organization_user ADD COLUMN totp_offered_secret VARCHAR(64);
ALTER TABLE organization_user ADD COLUMN totp_last_step BIGINT;
