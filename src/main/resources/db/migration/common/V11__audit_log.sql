-- Every administrator action, through the console or the administrator's API; never a secret.
CREATE TABLE admin_audit (
    id             VARCHAR(32)   NOT NULL PRIMARY KEY,
    at             TIMESTAMP WITH TIME ZONE NOT NULL,
    user_name      VARCHAR(100)  NOT NULL,
    client_address VARCHAR(64)   NOT NULL,
    action         VARCHAR(40)   NOT NULL,
    target         VARCHAR(200),
    detail         VARCHAR(2000) NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit (at);
