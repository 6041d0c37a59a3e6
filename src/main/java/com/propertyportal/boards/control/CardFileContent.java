package com.propertyportal.boards.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The bytes of card files, in the database (table card_file_chunk) so every server sharing it serves
 * every file: a file is a run of chunks of at most {@link #CHUNK_BYTES}, written and read one at a time,
 * so a server never holds more than one chunk of a file in memory.
 */
@ApplicationScoped
public class CardFileContent {

    public static final int CHUNK_BYTES = 1024 * 1024;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** Writes one chunk, in the caller's transaction (the file's row must already be written). */
    public void writeChunk(String fileId, int n, byte[] content, int length) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO card_file_chunk (file_id, n, content) VALUES (?, ?, ?)")) {
            insert.setString(1, fileId);
            insert.setInt(2, n);
            insert.setBinaryStream(3, new ByteArrayInputStream(content, 0, length), length);
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write a chunk of file " + fileId, e);
        }
    }

    /** Copies the file's chunks in order to the output, each read with a connection of its own. */
    public void copy(String fileId, OutputStream out) throws IOException {
        for (int n = 0; ; n++) {
            if (!copyChunk(fileId, n, out)) {
                return;
            }
        }
    }

    private boolean copyChunk(String fileId, int n, OutputStream out) throws IOException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "SELECT content FROM card_file_chunk WHERE file_id = ? AND n = ?")) {
            select.setString(1, fileId);
            select.setInt(2, n);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return false;
                }
                try (InputStream content = row.getBinaryStream(1)) {
                    content.transferTo(out);
                }
                return true;
            }
        } catch (SQLException e) {
            throw new UncheckedIOException(new IOException("cannot read file " + fileId, e));
        }
    }
}
