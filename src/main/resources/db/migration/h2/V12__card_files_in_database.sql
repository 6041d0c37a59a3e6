-- The bytes of card files, in the database so that every server sharing it serves every file. A file
-- is a run of chunks of at most 1 MiB: a server reads and writes one chunk at a time.
CREATE TABLE card_file_chunk (
    file_id VARCHAR(64)        NOT NULL REFERENCES card_file (id) ON DELETE CASCADE,
    n       INTEGER            NOT NULL,
    content VARBINARY(1048576) NOT NULL,
    PRIMARY KEY (file_id, n)
);
