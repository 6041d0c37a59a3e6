package com.propertyportal.boards.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/**
 * That chunk n of a file's bytes is stored, for queries. The bytes themselves are written and read a chunk at a
 * time by {@code CardFileContent}, streamed, never held by an entity.
 */
@Entity
@Table(name = "card_file_chunk")
@IdClass(CardFileChunk.Key.class)
public class CardFileChunk {

    /** A chunk's key: the file and the chunk's number. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public String fileId;
        public int n;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Objects.equals(fileId, k.fileId) && n == k.n;
        }

        @Override
        public int hashCode() {
            return Objects.hash(fileId, n);
        }
    }

    @Id
    @Column(name = "file_id", length = 64)
    private String fileId;

    @Id
    private int n;

    protected CardFileChunk() {}
}
