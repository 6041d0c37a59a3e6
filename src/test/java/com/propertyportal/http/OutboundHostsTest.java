package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where a tenant may point the server: https on the internet, and inward only where the operator allows it. */
class OutboundHostsTest {

    private static final OutboundHosts NONE = OutboundHosts.of("SSO_ALLOWED_HOSTS", Optional.empty());

    @Test
    void httpsToAPublicHostIsAllowedAsWritten() {
        assertEquals(Optional.empty(), NONE.problemWith("https://login.example.com/realms/staff"));
        assertEquals(Optional.empty(), NONE.problemWith("https://8.8.8.8/issuer"));
        assertEquals(Optional.empty(), NONE.problemWith("https://[2001:4860:4860::8888]/"));
    }

    @Test
    void plainHttpPrivateLoopbackLinkLocalAndMetadataAddressesAreRefusedWithoutTheSetting() {
        for (String url : List.of(
                "http://login.example.com",
                "https://127.0.0.1:9191",
                "https://10.1.2.3",
                "https://172.16.0.1",
                "https://192.168.1.1",
                "https://169.254.169.254/latest/meta-data",
                "https://100.64.0.1",
                "https://0.0.0.0",
                "https://[::1]",
                "https://[fd00::1]",
                "https://[fe80::1]",
                "https://[::ffff:127.0.0.1]",
                "ftp://login.example.com",
                "file:///etc/passwd",
                "https://user:pw@login.example.com",
                "https://login.example.com/#fragment",
                "login.example.com")) {
            assertTrue(NONE.problemWith(url).isPresent(), url);
        }
    }

    @Test
    void aNameThatResolvesToLoopbackIsRefusedWhenResolved() {
        assertEquals(Optional.empty(), NONE.problemWith("https://localhost:9191/"), "as written it is a name");
        assertTrue(
                NONE.problemResolving("https://localhost:9191/").orElseThrow().contains("127.0.0.1")
                        || NONE.problemResolving("https://localhost:9191/")
                                .orElseThrow()
                                .contains("0:0:0:0:0:0:0:1"));
    }

    @Test
    void theSettingAllowsItsHostsAddressesAndRangesInPlainHttpToo() {
        OutboundHosts allowed =
                OutboundHosts.of("SSO_ALLOWED_HOSTS", Optional.of(" login.intranet, 127.0.0.1,10.20.0.0/16 "));
        assertEquals(Optional.empty(), allowed.problemWith("http://127.0.0.1:9191"));
        assertEquals(Optional.empty(), allowed.problemResolving("http://127.0.0.1:9191"));
        assertEquals(Optional.empty(), allowed.problemWith("http://10.20.3.4/realm"));
        assertEquals(Optional.empty(), allowed.problemWith("http://LOGIN.intranet/realm"));
        assertEquals(Optional.empty(), allowed.problemResolving("https://localhost:9191/"), "it resolves to 127.0.0.1");
        assertTrue(allowed.problemWith("https://10.21.0.1").isPresent(), "outside the range");
        assertTrue(allowed.problemWith("http://localhost:9191").isPresent(), "plain http to a name not listed");
    }

    @Test
    void aWrongEntryOfTheSettingIsRefused() {
        assertThrows(
                IllegalArgumentException.class,
                () -> OutboundHosts.of("SSO_ALLOWED_HOSTS", Optional.of("login.intranet, not a host")));
        assertThrows(
                IllegalArgumentException.class,
                () -> OutboundHosts.of("SSO_ALLOWED_HOSTS", Optional.of("10.0.0.0/33")));
    }
}
