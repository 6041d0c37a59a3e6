-- The admin console's signed-in sessions, shared by every server (docs/security.md, "Console sessions"): the
-- SHA-256 (hex) of the random token only the session cookie carries, never the token itself; the subject
-- signed in (the operator's name, or user:<id> for an organization's user); when it was opened
-- (it ends CONSOLE_SESSION_LIFETIME later) and when it was last used (it ends CONSOLE_SESSION_IDLE after that;
-- written at most once a minute). The purge finds ended sessions by either time; sign-out everywhere and the
-- cap per subject find them by subject.
CREATE TABLE console_session (
    token_hash   VARCHAR(64)  NOT NULL PRIMARY KEY,
    subject      VARCHAR(400) NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    last_used_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX console_session_subject ON console_session (subject);
CREATE INDEX console_session_created ON console_session (created_at);
CREATE INDEX console_session_last_used ON console_session (last_used_at);
