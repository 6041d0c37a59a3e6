package com.propertyportal.forms.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/** The submits of one client address to one form, shared by every server: the sliding minute's buckets. */
@Entity
@Table(name = "form_submit_limit")
@IdClass(SubmitLimit.Key.class)
@NamedQuery(
        name = "SubmitLimit.of",
        query = "SELECT s FROM SubmitLimit s WHERE s.clientAddress = :client " + "AND s.formId = :formId")
@NamedQuery(name = "SubmitLimit.purge", query = "DELETE FROM SubmitLimit s WHERE s.newestMs < :before")
public class SubmitLimit {

    /** Makes the row of an address and form: nothing counted yet. */
    public static final String INSERT = "INSERT INTO form_submit_limit (client_address, form_id, newest_ms, "
            + "per_minute) VALUES (?1, ?2, 0, '')";

    /** The row's key: an address and a form. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public String clientAddress;
        public String formId;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && Objects.equals(clientAddress, k.clientAddress)
                    && Objects.equals(formId, k.formId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(clientAddress, formId);
        }
    }

    @Id
    @Column(name = "client_address", length = 64)
    private String clientAddress;

    @Id
    @Column(name = "form_id", length = 64)
    private String formId;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(name = "per_minute", nullable = false, length = 1000)
    private String perMinute;

    protected SubmitLimit() {}

    public void count(long newestMs, String perMinute) {
        this.newestMs = newestMs;
        this.perMinute = Objects.requireNonNull(perMinute);
    }

    public long newestMs() {
        return newestMs;
    }

    public String perMinute() {
        return perMinute;
    }
}
