package com.propertyportal.cache.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** The one row that holds the version of the public content every server shares. */
@Entity
@Table(name = "content_version")
@NamedQuery(
        name = "PublicContentVersion.moveOn",
        query = "UPDATE PublicContentVersion v " + "SET v.version = v.version + 1 WHERE v.id = 1")
public class PublicContentVersion {

    @Id
    private int id;

    @Column(nullable = false)
    private long version;

    protected PublicContentVersion() {}

    public long version() {
        return version;
    }
}
