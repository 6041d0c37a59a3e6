package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardComment;
import com.propertyportal.boards.entity.CardFile;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of cards, their comments and their files: the core API, form submissions and imports all
 * create and change cards here, under the rule of {@link CardChange}. Also finds a board's cards and lists a
 * page of them.
 */
@ApplicationScoped
public class Cards {

    public static final long MAX_FILE_BYTES = 50L * 1024 * 1024;

    static final int MAX_COMMENT = 20_000;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    ContactLookup contacts;

    @Inject
    CardFileContent fileContent;

    public Card find(Board board, String cardId) {
        return Optional.ofNullable(em.find(Card.class, cardId))
                .filter(c -> c.boardId().equals(board.id()))
                .orElseThrow(() -> ProblemException.notFound("Card " + cardId + " on board " + board.id()));
    }

    /** The card with this id, on whichever board. */
    public Optional<Card> find(String cardId) {
        return Optional.ofNullable(em.find(Card.class, cardId));
    }

    /**
     * Creates the card with this id on the board, or changes it where it already is on the board. Checks
     * first: every value against its field's type, references to contacts of the board's organization, a
     * name for a new card, no move to another board; problems go to violations under path. Writes only
     * while violations holds no problem, and answers what it wrote. An existing card is read under a row lock
     * held to the end of the transaction, so writers of one card go one after another, each merging into what
     * the one before wrote: two at once would otherwise both drop and insert the same value rows.
     */
    public Optional<Card> write(
            Board board, String cardId, CardChange change, String path, Violations violations, Instant now) {
        Card card = em.find(Card.class, cardId, LockModeType.PESSIMISTIC_WRITE);
        if (card != null && !card.boardId().equals(board.id())) {
            violations.add(at(path, "boardId"), "cannot move a card to another board");
        }
        JsonObject checked = CardValues.check(board, change.values(), at(path, change.valuesPath()), violations);
        change.references().ifPresent(ids -> checkReferences(board, ids, path, violations));
        if (card == null && change.name().isEmpty()) {
            violations.add(at(path, "name"), "is required to create a card");
        }
        if (!violations.isEmpty()) {
            return Optional.empty();
        }
        if (card == null) {
            card = new Card(cardId, board, change.name().orElseThrow(), now);
            em.persist(card);
        }
        Card saved = card;
        change.name().ifPresent(n -> saved.rename(n, now));
        saved.setValues(merge(saved.values(), checked), now);
        change.references().ifPresent(ids -> saved.setReferences(ids, now));
        change.archived().ifPresent(a -> saved.archive(a, now));
        if (change.assigneeSent()) {
            saved.assign(change.assignee(), now);
        }
        return Optional.of(saved);
    }

    /**
     * Attaches a file to the card: at most {@link #MAX_FILE_BYTES}, of the allowed type its first bytes show
     * ({@link FileTypes#decide}), kept under a {@link FileNames#safe safe} name, its bytes in the database a
     * chunk at a time ({@link CardFileContent}).
     */
    public CardFile attach(Card card, String fileName, String declaredType, InputStream content, Instant now) {
        byte[] chunk = new byte[CardFileContent.CHUNK_BYTES];
        int length = read(content, chunk);
        if (length == 0) {
            throw ProblemException.invalid("file", "is empty");
        }
        String type = FileTypes.decide(declaredType, fileName, chunk, length);
        CardFile file = new CardFile(Ids.newId(), card.id(), FileNames.safe(fileName), type, now);
        em.persist(file);
        em.flush();
        MessageDigest sha = sha256();
        long size = 0;
        for (int n = 0; length > 0; n++, length = read(content, chunk)) {
            size += length;
            if (size > MAX_FILE_BYTES) {
                throw ProblemException.tooLarge("file", "The file", MAX_FILE_BYTES);
            }
            sha.update(chunk, 0, length);
            fileContent.writeChunk(file.id(), n, chunk, length);
        }
        file.written(size, HexFormat.of().formatHex(sha.digest()));
        return file;
    }

    /**
     * Body {userId, content, id?}: adds a comment to the card, or with id edits that comment of the card, and
     * only as its author: a comment written with a userId answers 404 to any other (as the hosted product's
     * edit does).
     */
    public CardComment comment(Card card, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("id", "userId", "content"));
        Optional<String> id = in.id("id");
        Optional<String> userId = in.id("userId");
        String content = in.requiredText("content", MAX_COMMENT);
        violations.throwIfAny();
        if (id.isPresent()) {
            CardComment comment = Optional.ofNullable(em.find(CardComment.class, id.get()))
                    .filter(c -> c.cardId().equals(card.id()))
                    .filter(c -> c.userId() == null || c.userId().equals(userId.orElse(null)))
                    .orElseThrow(() -> ProblemException.notFound("Comment " + id.get() + " on card " + card.id()));
            comment.edit(content, now);
            return comment;
        }
        CardComment comment = new CardComment(Ids.newId(), card.id(), userId.orElse(null), content, now);
        em.persist(comment);
        return comment;
    }

    private static int read(InputStream content, byte[] chunk) {
        try {
            return content.readNBytes(chunk, 0, chunk.length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonObject merge(JsonObject current, JsonObject changes) {
        JsonObjectBuilder merged = Json.createObjectBuilder(current);
        changes.forEach((key, value) -> {
            if (value.getValueType() == JsonValue.ValueType.NULL) {
                merged.remove(key);
            } else {
                merged.add(key, value);
            }
        });
        return merged.build();
    }

    private void checkReferences(Board board, List<String> ids, String path, Violations violations) {
        Set<String> known = contacts.existing(board.organizationId(), ids);
        for (int i = 0; i < ids.size(); i++) {
            if (!known.contains(ids.get(i))) {
                violations.add(at(path, "references[" + i + "]"), "names no contact of this organization");
            }
        }
    }

    private static String at(String path, String member) {
        return path.isEmpty() || member.isEmpty() ? path + member : path + "." + member;
    }

    /** One page of a board's cards, in the order asked for. */
    public Page<Card> list(Board board, int page, int pageSize, CardFilter filter, CardOrder order) {
        if (filter.referencing().filter(List::isEmpty).isPresent()) {
            return Page.empty();
        }
        CardQuery query = new CardQuery(board.id(), filter);
        return Page.of(
                query.cards(em, order)
                        .setHint("eclipselink.batch.type", "IN")
                        .setHint("eclipselink.batch", "c.references"),
                query.count(em),
                (long) page * pageSize,
                pageSize);
    }
}
