package com.propertyportal.schools.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.Objects;

/** A school near listings; found by great-circle distance from a location's coordinates. */
@Entity
@NamedQuery(name = "School.all", query = "SELECT s FROM School s ORDER BY s.id")
@NamedQuery(
        name = "School.inBox",
        query = "SELECT s FROM School s WHERE s.latitude BETWEEN :south AND :north "
                + "AND s.longitude BETWEEN :west AND :east")
public class School {

    @Id
    @Column(length = 64)
    private String id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(length = 50)
    private String type;

    private Double rating;

    @Column(length = 500)
    private String address;

    @Column(length = 2048)
    private String url;

    @Column(nullable = false)
    private double latitude;

    @Column(nullable = false)
    private double longitude;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected School() {}

    public School(String id, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void describe(String name, String type, Double rating, String address, String url, Instant now) {
        this.name = Objects.requireNonNull(name);
        this.type = type;
        this.rating = rating;
        this.address = address;
        this.url = url;
        this.updatedAt = now;
    }

    public void placeAt(double latitude, double longitude) {
        if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) {
            throw new IllegalArgumentException("coordinates out of range");
        }
        this.latitude = latitude;
        this.longitude = longitude;
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String type() {
        return type;
    }

    public Double rating() {
        return rating;
    }

    public String address() {
        return address;
    }

    public String url() {
        return url;
    }

    public double latitude() {
        return latitude;
    }

    public double longitude() {
        return longitude;
    }
}
