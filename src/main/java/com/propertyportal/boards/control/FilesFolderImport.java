package com.propertyportal.boards.control;

import com.propertyportal.settings.DataDirectory;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Logger;

/**
 * Moves the card files that older versions kept in DATA_DIR/files into the database, once: each file
 * whose row has no bytes yet is copied in a chunk at a time. The folder is left as it was (the copy is
 * committed only after this runs); once the log says the files moved, the operator may delete it.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
public class FilesFolderImport {

    private static final Logger LOG = Logger.getLogger(FilesFolderImport.class.getName());

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    CardFileContent bytes;

    @PostConstruct
    void atStartup() {
        copyFolder();
    }

    /** Copies each file of DATA_DIR/files whose row has no bytes in the database yet; answers how many. */
    public int copyFolder() {
        Path folder = dataDirectory.root().resolve("files");
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        List<String> waiting =
                em.createNamedQuery("CardFile.withoutBytes", String.class).getResultList();
        int copied = 0;
        for (String id : waiting) {
            Path file = folder.resolve(id);
            if (Files.isRegularFile(file)) {
                copy(id, file);
                copied++;
            }
        }
        int count = copied;
        LOG.info(() -> "Copied " + count + " card files from " + folder + " into the database; the folder is no "
                + "longer read and may be deleted");
        return count;
    }

    private void copy(String id, Path file) {
        byte[] chunk = new byte[CardFileContent.CHUNK_BYTES];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = 0, length; (length = in.readNBytes(chunk, 0, chunk.length)) > 0; n++) {
                bytes.writeChunk(id, n, chunk, length);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
