package com.propertyportal.boards.entity;

import java.util.List;
import java.util.Objects;

/**
 * What a tab view shows: a name, an http(s) URL, its icon, the embedding details the hosted product
 * keeps (embedSource, filter, type, createdBy) and the users who see it (none named: everyone).
 */
public record TabViewSettings(
        String name,
        String url,
        String icon,
        String embedSource,
        String filter,
        String type,
        String createdBy,
        List<String> userIds) {

    /** The hosted product's default icon. */
    public static final String DEFAULT_ICON = "fa-regular fa-globe";

    public TabViewSettings {
        Objects.requireNonNull(name);
        Objects.requireNonNull(url);
        icon = icon == null ? DEFAULT_ICON : icon;
        userIds = userIds == null ? List.of() : List.copyOf(userIds);
    }
}
