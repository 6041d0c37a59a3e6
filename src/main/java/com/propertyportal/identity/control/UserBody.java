package com.propertyportal.identity.control;

import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.json.JsonObject;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The administrator's body for a user, {@code {email, firstName, lastName, role, password?}}: every member
 * checked, every problem collected under its name. To create, all but the password are required; a change
 * names only what it changes.
 */
public record UserBody(
        Optional<String> email,
        Optional<String> firstName,
        Optional<String> lastName,
        Optional<Role> role,
        Optional<String> password) {

    static final Set<String> MEMBERS = Set.of("email", "firstName", "lastName", "role", "password");
    static final String ROLES = Arrays.stream(Role.values()).map(Role::wire).collect(Collectors.joining(", "));

    public static UserBody toCreate(JsonObject body) {
        return read(body, true);
    }

    public static UserBody toChange(JsonObject body) {
        return read(body, false);
    }

    private static UserBody read(JsonObject body, boolean create) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(MEMBERS);
        if (create) {
            for (String required : Set.of("email", "firstName", "lastName", "role")) {
                if (in.isAbsent(required)) {
                    in.reject(required, "is required");
                }
            }
        } else {
            for (String member : MEMBERS) {
                if (in.has(member) && in.isAbsent(member)) {
                    in.reject(member, "must not be null");
                }
            }
        }
        Optional<String> email = in.string("email", EmailAddresses.MAX_LENGTH).map(String::strip);
        if (email.isPresent() && !EmailAddresses.isValid(email.get())) {
            in.reject("email", "must be an e-mail address");
            email = Optional.empty();
        }
        Optional<String> firstName = name(in, "firstName");
        Optional<String> lastName = name(in, "lastName");
        Optional<String> wire = in.string("role", 16);
        Optional<Role> role = wire.flatMap(Role::of);
        if (wire.isPresent() && role.isEmpty()) {
            in.reject("role", "must be one of " + ROLES);
        }
        Optional<String> password = in.secret("password", PasswordRule.MAX_LENGTH * 2);
        password.flatMap(PasswordRule::problemWith).ifPresent(problem -> in.reject("password", problem));
        violations.throwIfAny();
        return new UserBody(email, firstName, lastName, role, password);
    }

    private static Optional<String> name(JsonInput in, String member) {
        Optional<String> name = in.string(member, User.MAX_NAME).map(String::strip);
        if (name.isPresent() && name.get().isEmpty()) {
            in.reject(member, "must not be blank");
            return Optional.empty();
        }
        if (name.isPresent() && name.get().codePoints().anyMatch(Character::isISOControl)) {
            in.reject(member, "must not contain control characters");
            return Optional.empty();
        }
        return name;
    }
}
