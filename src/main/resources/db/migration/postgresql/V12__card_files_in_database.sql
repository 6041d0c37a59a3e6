-- The bytes of card files, in the database so that every server sharing it serves every file. A file
-- is a run of chunks of at most 1 MiB, each a bytea row: a server reads and writes one chunk at a time
-- (the JDBC driver reads a bytea value whole), and a file goes with its card, as any other row does.
-- Large objects would stream too, but live outside the rows: deleting a card would leave them behind
-- (they need lo_unlink or vacuumlo), and they take privileges and dumps of their own.
CREATE TABLE card_file_chunk (
    file_id VARCHAR(64) NOT NULL REFERENCES card_file (id) ON DELETE CASCADE,
    n       INTEGER     NOT NULL,
    content BYTEA       NOT NULL,
    PRIMARY KEY (file_id, n)
);
-- Chunks are written once and rarely read: keep them out of the compression that would only cost CPU
-- on documents and images that are mostly compressed already.
ALTER TABLE card_file_chunk ALTER COLUMN content SET STORAGE EXTERNAL;
