package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardFile;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.settings.DataDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

/**
 * Files attached to cards: at most 50 MB, of an allow-listed type whose first bytes match where the
 * type has a signature. Bytes go to DATA_DIR/files (share that folder between servers).
 */
@ApplicationScoped
public class CardFiles {

    public static final long MAX_BYTES = 50L * 1024 * 1024;

    /** Allowed types and, where they have one, the signature their content must start with. */
    static final Map<String, byte[]> TYPES = Map.ofEntries(
            Map.entry("application/pdf", "%PDF".getBytes()),
            Map.entry("image/png", new byte[] {(byte) 0x89, 'P', 'N', 'G'}),
            Map.entry("image/jpeg", new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF}),
            Map.entry("image/gif", "GIF8".getBytes()),
            Map.entry("image/webp", new byte[0]),
            Map.entry("text/plain", new byte[0]),
            Map.entry("text/csv", new byte[0]),
            Map.entry("application/msword", new byte[0]),
            Map.entry("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "PK".getBytes()),
            Map.entry("application/vnd.ms-excel", new byte[0]),
            Map.entry("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "PK".getBytes()),
            Map.entry("audio/mpeg", new byte[0]),
            Map.entry("audio/wav", new byte[0]),
            Map.entry("video/mp4", new byte[0]),
            Map.entry("video/quicktime", new byte[0]));

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    DataDirectory dataDirectory;

    public CardFile store(Card card, String fileName, String contentType, InputStream content, Instant now) {
        String type = contentType == null ? "" : contentType.split(";")[0].trim().toLowerCase();
        if (!TYPES.containsKey(type)) {
            throw ProblemException.invalid("file", "has an unsupported type '" + type + "'; allowed: "
                    + String.join(", ", TYPES.keySet().stream().sorted().toList()));
        }
        String name = fileName == null || fileName.isBlank() ? "file" : Path.of(fileName).getFileName().toString();
        if (name.length() > 255) {
            name = name.substring(name.length() - 255);
        }
        String id = Ids.newId();
        Path folder = dataDirectory.folder("files");
        Path target = folder.resolve(id);
        try {
            Path temp = Files.createTempFile(folder, ".upload-", "");
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            long size;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(temp), sha)) {
                size = copyLimited(content, out);
            } catch (ProblemException e) {
                Files.deleteIfExists(temp);
                throw e;
            }
            byte[] head = readHead(temp, 8);
            byte[] signature = TYPES.get(type);
            if (size == 0 || head.length < signature.length
                    || !Arrays.equals(Arrays.copyOf(head, signature.length), signature)) {
                Files.deleteIfExists(temp);
                throw ProblemException.invalid("file", size == 0 ? "is empty" : "does not look like " + type);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            CardFile file = new CardFile(id, card.id(), name, size, type, HexFormat.of().formatHex(sha.digest()), now);
            em.persist(file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public Optional<CardFile> find(Card card, String fileId) {
        return Optional.ofNullable(em.find(CardFile.class, fileId)).filter(f -> f.cardId().equals(card.id()));
    }

    public Path contentOf(CardFile file) {
        return dataDirectory.folder("files").resolve(file.id());
    }

    private static long copyLimited(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long total = 0;
        for (int n; (n = in.read(buffer)) > 0; ) {
            total += n;
            if (total > MAX_BYTES) {
                throw new ProblemException(Response.Status.REQUEST_ENTITY_TOO_LARGE, "PAYLOAD_TOO_LARGE",
                        "A file may be at most " + MAX_BYTES + " bytes");
            }
            out.write(buffer, 0, n);
        }
        return total;
    }

    private static byte[] readHead(Path file, int length) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(length);
        }
    }
}
