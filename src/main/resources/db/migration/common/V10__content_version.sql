-- The version of the public portal content: every change that can alter a public answer moves it on, so
-- every server drops its cached answers (PostgreSQL also notifies the servers on channel portal_content).
CREATE TABLE content_version (
    id      INTEGER NOT NULL PRIMARY KEY,
    version BIGINT  NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);
