package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.User;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;

/** A user as the administrator's API answers it: never a password, its hash or a link. */
public final class UserView {

    private UserView() {}

    public static JsonObject of(User user) {
        return Json.createObjectBuilder()
                .add("_id", user.id())
                .add("email", user.email())
                .add("firstName", user.firstName())
                .add("lastName", user.lastName())
                .add("role", user.role().wire())
                .add("status", user.status().wire())
                .add("secondFactor", user.hasSecondFactor())
                .build();
    }

    /** A user as the hosted product's user list has it: id, full name and role. */
    public static JsonObject listed(User user) {
        return Json.createObjectBuilder()
                .add("_id", user.id())
                .add("name", user.name())
                .add("role", user.role().wire())
                .build();
    }
}
