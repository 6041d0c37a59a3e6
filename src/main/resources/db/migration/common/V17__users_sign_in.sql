-- Organization users sign in: the audit names them (an e-mail address is up to 320 characters) and the
-- organization an action concerned, so an organization's Admin reads its own entries only; a sign-in looks a
-- user up by address across organizations.
ALTER TABLE admin_audit ALTER COLUMN user_name SET DATA TYPE VARCHAR(320);
ALTER TABLE admin_audit ADD COLUMN user_id VARCHAR(64);
ALTER TABLE admin_audit ADD COLUMN company_id VARCHAR(64);
CREATE INDEX admin_audit_company_at ON admin_audit (company_id, at);
CREATE INDEX organization_user_by_email ON organization_user (email);
