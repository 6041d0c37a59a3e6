package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClientAddressesTest {

    private static ClientAddresses trusting(String setting) {
        ClientAddresses addresses = new ClientAddresses();
        addresses.trustedProxies = java.util.Optional.of(setting);
        addresses.parse();
        return addresses;
    }

    @Test
    void withoutTrustedProxiesForwardedHeadersAreIgnored() {
        ClientAddresses none = trusting("");
        assertEquals("10.0.0.5", none.resolve("10.0.0.5", List.of("203.0.113.9"), List.of("for=198.51.100.1")));
    }

    @Test
    void theClientIsTheRightMostAddressThatIsNoTrustedProxy() {
        ClientAddresses proxies = trusting("10.0.0.0/8, 192.168.1.1");
        assertEquals(
                "203.0.113.9",
                proxies.resolve("10.1.2.3", List.of("198.51.100.7, 203.0.113.9, 192.168.1.1"), List.of()));
        assertEquals(
                "203.0.113.9",
                proxies.resolve("10.1.2.3", List.of("forged", "203.0.113.9"), List.of()),
                "what the client wrote left of its own address counts for nothing");
        assertEquals(
                "10.9.9.9",
                proxies.resolve("10.1.2.3", List.of("10.9.9.9, 10.2.2.2"), List.of()),
                "all trusted: the left-most");
        assertEquals(
                "10.1.2.3",
                proxies.resolve("10.1.2.3", List.of("unknown"), List.of()),
                "a proxy reporting no address: the proxy itself");
        assertEquals("10.1.2.3", proxies.resolve("10.1.2.3", List.of(), List.of()));
        assertEquals("203.0.113.4", proxies.resolve("10.1.2.3", List.of("203.0.113.4:5511"), List.of()));
    }

    @Test
    void forwardedIsReadWhenThereIsNoXForwardedFor() {
        ClientAddresses proxies = trusting("::1, 10.0.0.0/8");
        assertEquals(
                "2001:db8:0:0:0:0:0:17",
                proxies.resolve(
                        "0:0:0:0:0:0:0:1",
                        List.of(),
                        List.of("for=192.0.2.60;proto=http, for=\"[2001:db8::17]:4711\"")));
        assertEquals("192.0.2.60", proxies.resolve("::1", List.of(), List.of("for=192.0.2.60, for=10.3.3.3")));
    }

    @Test
    void namesAndLegacyFormsAreNoAddresses() {
        assertTrue(AddressRange.literal("localhost").isEmpty());
        assertTrue(AddressRange.literal("1.2.3").isEmpty());
        assertTrue(AddressRange.literal("010.1.1.1").isEmpty());
        assertTrue(AddressRange.literal("example.com:80").isEmpty());
        assertTrue(AddressRange.literal("fe80::1").isPresent());
    }

    @Test
    void rangesMatchTheirPrefix() {
        AddressRange range = AddressRange.parse("172.16.0.0/12").orElseThrow();
        assertTrue(range.contains(AddressRange.literal("172.31.255.1").orElseThrow()));
        assertTrue(!range.contains(AddressRange.literal("172.32.0.1").orElseThrow()));
        assertTrue(!range.contains(AddressRange.literal("::1").orElseThrow()));
        assertTrue(AddressRange.parse("10.0.0.0/33").isEmpty());
        assertThrows(IllegalStateException.class, () -> trusting("10.0.0.0/8, proxy.internal"));
    }
}
