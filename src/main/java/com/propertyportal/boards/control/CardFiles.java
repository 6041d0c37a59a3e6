package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardFile;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;

/**
 * The files attached to cards, as they are read: found by id on their card and copied out a chunk at a time.
 * {@link Cards#attach} writes them.
 */
@ApplicationScoped
public class CardFiles {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CardFileContent bytes;

    public Optional<CardFile> find(Card card, String fileId) {
        return Optional.ofNullable(em.find(CardFile.class, fileId))
                .filter(f -> f.cardId().equals(card.id()));
    }

    /** The card's files, oldest first (a file still being written, with no bytes yet, too). */
    public List<CardFile> of(Card card) {
        return em.createNamedQuery("CardFile.ofCard", CardFile.class)
                .setParameter("cardId", card.id())
                .getResultList();
    }

    /** Writes the file's bytes to the output, a chunk at a time. */
    public void copy(CardFile file, OutputStream out) throws IOException {
        bytes.copy(file.id(), out);
    }
}
