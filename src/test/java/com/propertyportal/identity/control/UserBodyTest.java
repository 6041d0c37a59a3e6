package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.propertyportal.identity.entity.Role;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class UserBodyTest {

    private static JsonObject body(String json) {
        return Json.createReader(new java.io.StringReader(json)).readObject();
    }

    private static List<String> refused(JsonObject body, boolean create) {
        ProblemException problem = assertThrows(ProblemException.class, () -> {
            UserBody ignored = create ? UserBody.toCreate(body) : UserBody.toChange(body);
        });
        return problem.errors().stream().map(FieldError::toString).sorted().toList();
    }

    @Test
    void aCompleteBodyIsRead() {
        UserBody read = UserBody.toCreate(body(
                "{\"email\":\" Kim@Example.com \",\"firstName\":\" Kim \",\"lastName\":\"Lee\",\"role\":\"Staff\"}"));
        assertEquals(Optional.of("Kim@Example.com"), read.email());
        assertEquals(Optional.of("Kim"), read.firstName());
        assertEquals(Optional.of(Role.STAFF), read.role());
        assertEquals(Optional.empty(), read.password());
    }

    @Test
    void toCreateEveryMemberButThePasswordIsRequired() {
        assertEquals(
                List.of("email is required", "firstName is required", "lastName is required", "role is required"),
                refused(body("{}"), true));
    }

    @Test
    void everyProblemIsNamed() {
        assertEquals(
                List.of(
                        "email must be an e-mail address",
                        "firstName must not be blank",
                        "lastName must be at most 100 characters",
                        "nickname is not a known field",
                        "password is a commonly used password; choose another",
                        "role must be one of Viewer, Staff, Admin"),
                refused(
                        body("{\"email\":\"nobody\",\"firstName\":\"  \",\"lastName\":\"" + "x".repeat(101)
                                + "\",\"role\":\"Owner\",\"password\":\"qwerty123456\",\"nickname\":\"k\"}"),
                        true));
    }

    @Test
    void aChangeNamesOnlyWhatItChangesButNeverNull() {
        UserBody read = UserBody.toChange(body("{\"role\":\"Admin\"}"));
        assertEquals(Optional.of(Role.ADMIN), read.role());
        assertEquals(Optional.empty(), read.email());
        assertEquals(List.of("firstName must not be null"), refused(body("{\"firstName\":null}"), false));
        assertEquals(
                List.of("password must be at least 12 characters"), refused(body("{\"password\":\"short\"}"), false));
    }
}
