package com.propertyportal.http;

import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Who is calling, for the limits kept per client (form submissions, the administrator's login throttle).
 * Only when the connection comes from a proxy named in TRUSTED_PROXIES is X-Forwarded-For (or, without
 * it, Forwarded) read: the client is its right-most address that is not itself a trusted proxy, since
 * everything left of that was written by the client and can be forged. Otherwise the headers are ignored.
 */
@ApplicationScoped
public class ClientAddresses {

    /** The longest address kept: a full IPv6 literal is 39 characters. */
    static final int MAX_LENGTH = 64;

    @Inject
    @ConfigProperty(name = "trusted.proxies")
    Optional<String> trustedProxies;

    private List<AddressRange> trusted = List.of();

    /** Observing the start creates the bean, so a TRUSTED_PROXIES it cannot read stops the start, not a request. */
    void atStartup(@Observes Startup startup) {
        // resolved in @PostConstruct
    }

    @PostConstruct
    void parse() {
        trusted = ranges(trustedProxies.orElse(""));
    }

    static List<AddressRange> ranges(String setting) {
        List<AddressRange> ranges = new ArrayList<>();
        for (String entry : setting.split(",")) {
            if (!entry.isBlank()) {
                ranges.add(AddressRange.parse(entry)
                        .orElseThrow(() -> FailFast.stop(StartupProblem.ofSetting(
                                "TRUSTED_PROXIES",
                                "'" + entry.trim() + "' is not an IP address or CIDR range",
                                "list the proxies' addresses or ranges, e.g. 10.0.0.0/8, 192.168.1.10"))));
            }
        }
        return List.copyOf(ranges);
    }

    public String of(HttpServletRequest request) {
        return resolve(
                request.getRemoteAddr(),
                Collections.list(request.getHeaders("X-Forwarded-For")),
                Collections.list(request.getHeaders("Forwarded")));
    }

    String resolve(String remote, List<String> forwardedFor, List<String> forwarded) {
        Optional<InetAddress> peer = AddressRange.literal(remote);
        if (peer.isEmpty() || !isTrusted(peer.get())) {
            return shorten(peer.map(InetAddress::getHostAddress).orElse(remote));
        }
        List<String> hops = forwardedFor.isEmpty() ? ForwardedHeader.forValues(forwarded) : split(forwardedFor);
        InetAddress nearest = peer.get();
        for (int i = hops.size() - 1; i >= 0; i--) {
            Optional<InetAddress> hop = AddressRange.literal(ForwardedHeader.withoutPort(hops.get(i)));
            if (hop.isEmpty()) {
                break; // a trusted proxy reported something that is no address: it is the client we know
            }
            nearest = hop.get();
            if (!isTrusted(nearest)) {
                break;
            }
        }
        return shorten(nearest.getHostAddress());
    }

    private boolean isTrusted(InetAddress address) {
        return trusted.stream().anyMatch(range -> range.contains(address));
    }

    private static List<String> split(List<String> headers) {
        List<String> hops = new ArrayList<>();
        headers.forEach(header -> {
            for (String hop : header.split(",")) {
                if (!hop.isBlank()) {
                    hops.add(hop.trim());
                }
            }
        });
        return hops;
    }

    private static String shorten(String address) {
        String lower = address.toLowerCase(Locale.ROOT);
        return lower.length() > MAX_LENGTH ? lower.substring(0, MAX_LENGTH) : lower;
    }
}
