package com.propertyportal.apikeys.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.access.Right;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What each scope grants of the core API, and the names it is known by. */
class KeyScopeTest {

    @Test
    void fullGrantsReadAndChangeReadGrantsReadPublicGrantsNothing() {
        Map<KeyScope, Set<Right>> granted = Arrays.stream(KeyScope.values())
                .collect(Collectors.toMap(
                        s -> s,
                        s -> Arrays.stream(Right.values())
                                .filter(s::grants)
                                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Right.class)))));
        assertEquals(
                Map.of(
                        KeyScope.FULL, EnumSet.of(Right.READ, Right.CHANGE),
                        KeyScope.READ, EnumSet.of(Right.READ),
                        KeyScope.PUBLIC, EnumSet.noneOf(Right.class)),
                granted);
    }

    @Test
    void theLeastScopeForEachRight() {
        assertEquals(Optional.of(KeyScope.READ), KeyScope.leastFor(Right.READ));
        assertEquals(Optional.of(KeyScope.FULL), KeyScope.leastFor(Right.CHANGE));
        assertEquals(Optional.empty(), KeyScope.leastFor(Right.MANAGE));
        assertEquals(Optional.empty(), KeyScope.leastFor(Right.OPERATE));
    }

    @Test
    void wireNamesAreLowerCaseAndNothingElseIsAScope() {
        assertEquals(Optional.of(KeyScope.FULL), KeyScope.ofWire("full"));
        assertEquals(Optional.of(KeyScope.READ), KeyScope.ofWire("read"));
        assertEquals(Optional.of(KeyScope.PUBLIC), KeyScope.ofWire("public"));
        assertEquals("public", KeyScope.PUBLIC.wire());
        for (String other : new String[] {"FULL", "Read", " read", "write", "", null}) {
            assertEquals(Optional.empty(), KeyScope.ofWire(other), String.valueOf(other));
        }
    }
}
