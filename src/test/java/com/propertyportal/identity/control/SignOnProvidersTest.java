package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SignOnProvidersTest {

    @Test
    void aDomainIsKeptInLowerCaseAndAscii() {
        assertEquals(Optional.of("harbor.example"), SignOnProviders.domain(" Harbor.Example "));
        assertEquals(Optional.of("xn--bcher-kva.example"), SignOnProviders.domain("bücher.example"));
        assertEquals(Optional.of("a-b.c-d.example"), SignOnProviders.domain("a-b.c-d.example"));
        for (String refused : List.of(
                "",
                "example",
                "not a domain",
                "-x.example",
                "x-.example",
                "x..example",
                "a@b.example",
                "x.example/",
                "*.example",
                "x." + "a".repeat(64) + ".example")) {
            assertEquals(Optional.empty(), SignOnProviders.domain(refused), refused);
        }
    }
}
