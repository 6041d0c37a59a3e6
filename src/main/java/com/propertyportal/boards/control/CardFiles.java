package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardFile;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Files attached to cards: at most 50 MB, of an allow-listed type whose first bytes match where the
 * type has a signature, kept under a {@link FileNames#safe safe} name. The bytes are kept in the database, by
 * {@link CardFileContent}.
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
    CardFileContent bytes;

    public CardFile store(Card card, String fileName, String contentType, InputStream content, Instant now) {
        String type =
                contentType == null ? "" : contentType.split(";")[0].trim().toLowerCase();
        if (!TYPES.containsKey(type)) {
            throw ProblemException.invalid(
                    "file",
                    "has an unsupported type '" + type + "'; allowed: "
                            + String.join(", ", TYPES.keySet().stream().sorted().toList()));
        }
        CardFile file = new CardFile(Ids.newId(), card.id(), FileNames.safe(fileName), type, now);
        em.persist(file);
        em.flush();
        MessageDigest sha = sha256();
        byte[] chunk = new byte[CardFileContent.CHUNK_BYTES];
        long size = 0;
        try {
            for (int n = 0; ; n++) {
                int length = content.readNBytes(chunk, 0, chunk.length);
                if (length == 0) {
                    break;
                }
                if (n == 0) {
                    requireSignature(type, chunk, length);
                }
                size += length;
                if (size > MAX_BYTES) {
                    throw new ProblemException(
                            Response.Status.REQUEST_ENTITY_TOO_LARGE,
                            "PAYLOAD_TOO_LARGE",
                            "A file may be at most " + MAX_BYTES + " bytes",
                            List.of(new FieldError("file", "is larger than " + MAX_BYTES + " bytes")),
                            Map.of());
                }
                sha.update(chunk, 0, length);
                bytes.writeChunk(file.id(), n, chunk, length);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (size == 0) {
            throw ProblemException.invalid("file", "is empty");
        }
        file.written(size, HexFormat.of().formatHex(sha.digest()));
        return file;
    }

    public Optional<CardFile> find(Card card, String fileId) {
        return Optional.ofNullable(em.find(CardFile.class, fileId))
                .filter(f -> f.cardId().equals(card.id()));
    }

    /** Writes the file's bytes to the output, a chunk at a time. */
    public void copy(CardFile file, OutputStream out) throws IOException {
        bytes.copy(file.id(), out);
    }

    private static void requireSignature(String type, byte[] head, int length) {
        byte[] signature = TYPES.get(type);
        if (length < signature.length || !Arrays.equals(Arrays.copyOf(head, signature.length), signature)) {
            throw ProblemException.invalid("file", "does not look like " + type);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
