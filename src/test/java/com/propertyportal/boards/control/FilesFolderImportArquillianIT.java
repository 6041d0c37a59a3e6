package com.propertyportal.boards.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.persistence.InContainer;
import com.propertyportal.settings.DataDirectory;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Random;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Card files an older version kept in DATA_DIR/files are copied into the database, once. */
@ExtendWith(ArquillianExtension.class)
class FilesFolderImportArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "files-folder-it.war")
                .merge(app)
                .addClasses(FilesFolderImportArquillianIT.class, InContainer.class);
    }

    @Inject
    FilesFolderImport folderImport;

    @Inject
    CardFileContent content;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    InContainer container;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Test
    void aFileOfTheOldFolderIsCopiedIntoTheDatabaseOnce() throws Exception {
        String org = "org-" + UUID.randomUUID();
        String board = "board-" + UUID.randomUUID();
        String card = "card-" + UUID.randomUUID();
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Files folder")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Applications")
                                        .add("fields", Json.createArrayBuilder())))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", card)
                                        .add("boardId", board)
                                        .add("name", "With an old file")))
                .build());
        byte[] bytes = new byte[CardFileContent.CHUNK_BYTES + 777];
        new Random(3).nextBytes(bytes);
        String fileId = UUID.randomUUID().toString().replace("-", "");
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO card_file (id, card_id, name, size, content_type, sha256, created_at) "
                                + "VALUES (?, ?, 'old.txt', ?, 'text/plain', 'unknown', ?)")) {
            insert.setString(1, fileId);
            insert.setString(2, card);
            insert.setLong(3, bytes.length);
            insert.setTimestamp(4, Timestamp.from(Instant.now()));
            insert.executeUpdate();
        }
        Path file = dataDirectory.folder("files").resolve(fileId);
        Files.write(file, bytes);
        try {
            assertEquals(1, folderImport.copyFolder());
            assertEquals(0, folderImport.copyFolder(), "a file already in the database is not copied again");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            content.copy(fileId, out);
            assertArrayEquals(bytes, out.toByteArray());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
