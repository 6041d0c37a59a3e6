package com.propertyportal.boards.entity;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonText;
import jakarta.json.JsonString;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** An external page shown as a tab on a board, optionally only to some users. */
@Entity
@Table(name = "tab_view")
@NamedQuery(
        name = "TabView.ofBoard",
        query = "SELECT t FROM TabView t WHERE t.boardId = :boardId ORDER BY t.createdAt, t.id")
public class TabView {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "board_id", nullable = false, length = 64)
    private String boardId;

    @Column(nullable = false, length = 100)
    private String name;

    @Column(nullable = false, length = 2048)
    private String url;

    @Column(length = 100)
    private String icon;

    @Column(name = "embed_source", length = 100)
    private String embedSource;

    @Column(name = "view_filter", length = 200)
    private String filter;

    @Column(name = "view_type", length = 50)
    private String type;

    @Column(name = "created_by", length = 64)
    private String createdBy;

    @Column(name = "user_ids", nullable = false, length = 10000)
    private String userIds;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "app_client_id", length = 64)
    private String appClientId;

    protected TabView() {}

    public TabView(String id, String boardId, TabViewSettings settings, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.boardId = Objects.requireNonNull(boardId);
        this.name = settings.name();
        this.url = settings.url();
        this.icon = settings.icon();
        this.embedSource = settings.embedSource();
        this.filter = settings.filter();
        this.type = settings.type();
        this.createdBy = settings.createdBy();
        this.userIds = Json.createArrayBuilder(settings.userIds()).build().toString();
        this.createdAt = now;
    }

    public String id() {
        return id;
    }

    public String boardId() {
        return boardId;
    }

    public String name() {
        return name;
    }

    public String url() {
        return url;
    }

    public String icon() {
        return icon;
    }

    public String embedSource() {
        return embedSource;
    }

    public String filter() {
        return filter;
    }

    public String type() {
        return type;
    }

    public String createdBy() {
        return createdBy;
    }

    public List<String> userIds() {
        return JsonText.array(userIds).getValuesAs(JsonString.class).stream()
                .map(JsonString::getString)
                .toList();
    }

    public Instant createdAt() {
        return createdAt;
    }

    /** The app of the organization this tab view opens (handing it a delegate token), or empty. */
    public Optional<String> appClientId() {
        return Optional.ofNullable(appClientId);
    }

    public void openApp(String appClientId) {
        this.appClientId = appClientId;
    }
}
