package com.propertyportal.locations.entity;

import com.propertyportal.json.JsonText;
import jakarta.json.JsonObject;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A property or unit of an organization: what the portal shows as a listing. Listings read its table
 * without the entity; ListingColumn names those columns, and ListingColumnTest holds them to this mapping.
 */
@Entity
@NamedQuery(name = "Location.all", query = "SELECT l FROM Location l ORDER BY l.id")
@NamedQuery(
        name = "Location.activeIds",
        query = "SELECT l.id FROM Location l WHERE l.organizationId = :organizationId "
                + "AND l.active = TRUE AND l.id IN :ids")
public class Location implements LocationFields {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "formatted_address", length = 500)
    private String formattedAddress;

    @Column(length = 100)
    private String state;

    @Column(name = "country_name", length = 100)
    private String countryName;

    private Double latitude;
    private Double longitude;

    @Column(name = "bed_count")
    private Integer bedCount;

    @Column(name = "bath_count")
    private Integer bathCount;

    @Column(name = "square_feet")
    private Integer squareFeet;

    @Column(name = "market_rent", length = 50)
    private String marketRent;

    @Column(name = "market_rent_value")
    private Long marketRentValue;

    @Column(name = "rent_min")
    private Long rentMin;

    @Column(name = "rent_max")
    private Long rentMax;

    @Column(name = "video_url", length = 2048)
    private String videoUrl;

    @Column(name = "virtual_tour_url", length = 2048)
    private String virtualTourUrl;

    @Enumerated(EnumType.STRING)
    @Column(name = "publish_status", nullable = false, length = 20)
    private PublishStatus publishStatus;

    @Column(nullable = false)
    private boolean active;

    @Column(nullable = false)
    private boolean available;

    @Column(name = "application_config", nullable = false)
    private String applicationConfig;

    @Column(name = "company_info", nullable = false)
    private String companyInfo;

    /** Lower-cased name and address: what the listing text search matches (trigram-indexed on PostgreSQL). */
    @Column(name = "search_text", nullable = false, length = 800)
    private String searchText;

    @ElementCollection
    @CollectionTable(name = "location_segment", joinColumns = @JoinColumn(name = "location_id"))
    @Column(name = "segment_id", length = 64)
    private Set<String> segmentIds = new LinkedHashSet<>();

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Location() {}

    public Location(String id, String organizationId, LocationData data, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.createdAt = now;
        apply(data, now);
    }

    public final void apply(LocationData data, Instant now) {
        this.name = Objects.requireNonNull(data.name());
        this.formattedAddress = data.formattedAddress();
        this.state = data.state();
        this.countryName = data.countryName();
        this.latitude = data.latitude();
        this.longitude = data.longitude();
        this.bedCount = data.bedCount();
        this.bathCount = data.bathCount();
        this.squareFeet = data.squareFeet();
        this.marketRent = data.marketRent();
        this.marketRentValue = data.marketRentValue();
        this.rentMin = data.rentMin();
        this.rentMax = data.rentMax();
        this.videoUrl = data.videoUrl();
        this.virtualTourUrl = data.virtualTourUrl();
        this.publishStatus = Objects.requireNonNull(data.publishStatus());
        this.active = data.active();
        this.available = data.available();
        this.applicationConfig = data.applicationConfig().toString();
        this.companyInfo = data.companyInfo().toString();
        this.segmentIds.clear();
        this.segmentIds.addAll(data.segmentIds());
        this.searchText = searchTextOf(name, formattedAddress);
        this.updatedAt = now;
    }

    /** Publishes, unpublishes or takes the location offline; only a published location is public. */
    public void publish(PublishStatus status, Instant now) {
        this.publishStatus = Objects.requireNonNull(status);
        this.updatedAt = now;
    }

    public void activate(boolean active, Instant now) {
        this.active = active;
        this.updatedAt = now;
    }

    public static String searchTextOf(String name, String formattedAddress) {
        String text = formattedAddress == null ? name : name + " " + formattedAddress;
        return text.toLowerCase(Locale.ROOT);
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String name() {
        return name;
    }

    public String formattedAddress() {
        return formattedAddress;
    }

    public String state() {
        return state;
    }

    public String countryName() {
        return countryName;
    }

    public Double latitude() {
        return latitude;
    }

    public Double longitude() {
        return longitude;
    }

    public Integer bedCount() {
        return bedCount;
    }

    public Integer bathCount() {
        return bathCount;
    }

    public Integer squareFeet() {
        return squareFeet;
    }

    public String marketRent() {
        return marketRent;
    }

    public Long marketRentValue() {
        return marketRentValue;
    }

    public Long rentMin() {
        return rentMin;
    }

    public Long rentMax() {
        return rentMax;
    }

    public String videoUrl() {
        return videoUrl;
    }

    public String virtualTourUrl() {
        return virtualTourUrl;
    }

    public PublishStatus publishStatus() {
        return publishStatus;
    }

    public boolean active() {
        return active;
    }

    public boolean available() {
        return available;
    }

    public JsonObject applicationConfig() {
        return JsonText.object(applicationConfig);
    }

    public JsonObject companyInfo() {
        return JsonText.object(companyInfo);
    }

    @Override
    public String applicationConfigJson() {
        return applicationConfig;
    }

    @Override
    public String companyInfoJson() {
        return companyInfo;
    }

    public List<String> segmentIds() {
        return List.copyOf(segmentIds);
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
