package com.propertyportal.http;

import java.net.IDN;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the server may send a request that a tenant chose the address of (an organization's single sign-on
 * provider): {@code https} to a host whose every address is public, and beyond that only the hosts an operator's
 * setting allows (comma-separated names, addresses or CIDR ranges), which may then also be plain {@code http} and
 * private, loopback or link-local. The host is checked when the address is saved and again, after resolving it,
 * before every request, so a name that later resolves inward is refused then. No redirect is ever followed by
 * the callers, and no credential of the service goes with the request.
 */
public final class OutboundHosts {

    private final List<String> names;
    private final List<AddressRange> ranges;
    private final String setting;

    private OutboundHosts(List<String> names, List<AddressRange> ranges, String setting) {
        this.names = names;
        this.ranges = ranges;
        this.setting = setting;
    }

    /**
     * The allow-list a setting's value names (empty allows no private host), or the entry that is neither a host
     * name nor an address or range, for the start to refuse.
     */
    public static OutboundHosts of(String setting, Optional<String> value) {
        List<String> names = new ArrayList<>();
        List<AddressRange> ranges = new ArrayList<>();
        for (String entry : value.orElse("").split(",")) {
            String item = entry.strip().toLowerCase(Locale.ROOT);
            if (item.isEmpty()) {
                continue;
            }
            Optional<AddressRange> range = AddressRange.parse(item);
            if (range.isPresent()) {
                ranges.add(range.get());
            } else if (item.matches("[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?")) {
                names.add(item);
            } else {
                throw new IllegalArgumentException(
                        setting + ": '" + entry.strip() + "' is neither a host name nor an IP address or CIDR range");
            }
        }
        return new OutboundHosts(List.copyOf(names), List.copyOf(ranges), setting);
    }

    /** Why the server may not call this URL as it is written (no name lookup); empty when it may. */
    public Optional<String> problemWith(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            return Optional.of("is not a URL");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = host(uri);
        if (host.isEmpty() || uri.getRawUserInfo() != null || uri.getRawFragment() != null) {
            return Optional.of("must be an https URL with a host and without user info or fragment");
        }
        boolean allowed = allowedName(host)
                || AddressRange.literal(unbracketed(host))
                        .filter(this::allowedAddress)
                        .isPresent();
        if (!scheme.equals("https") && !(scheme.equals("http") && allowed)) {
            return Optional.of("must be an https URL (plain http only to a host " + setting + " allows)");
        }
        Optional<InetAddress> literal = AddressRange.literal(unbracketed(host));
        if (literal.isPresent() && !allowed && !isPublic(literal.get())) {
            return Optional.of("names a private, loopback or link-local address, which only " + setting + " allows");
        }
        return Optional.empty();
    }

    /**
     * Why the server may not call this URL now: {@link #problemWith} and, for a host the setting does not name,
     * every address the host resolves to must be public. Empty when it may.
     */
    public Optional<String> problemResolving(String url) {
        Optional<String> written = problemWith(url);
        if (written.isPresent()) {
            return written;
        }
        String host = unbracketed(host(URI.create(url)));
        if (allowedName(host)) {
            return Optional.empty();
        }
        try {
            for (InetAddress address : InetAddress.getAllByName(host)) {
                if (!allowedAddress(address) && !isPublic(address)) {
                    return Optional.of("resolves to a private, loopback or link-local address ("
                            + address.getHostAddress() + "), which only " + setting + " allows");
                }
            }
            return Optional.empty();
        } catch (UnknownHostException e) {
            return Optional.of("names a host that does not resolve");
        }
    }

    private boolean allowedName(String host) {
        return names.contains(host.toLowerCase(Locale.ROOT));
    }

    private boolean allowedAddress(InetAddress address) {
        return ranges.stream().anyMatch(range -> range.contains(address));
    }

    /** An address on the internet: not loopback, private, link-local (cloud metadata), multicast or unspecified. */
    static boolean isPublic(InetAddress address) {
        if (address.isLoopbackAddress()
                || address.isAnyLocalAddress()
                || address.isLinkLocalAddress()
                || address.isSiteLocalAddress()
                || address.isMulticastAddress()) {
            return false;
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            int first = b[0] & 0xFF;
            int second = b[1] & 0xFF;
            // 0/8, 100.64/10 (shared), 192.0.0/24, 198.18/15 (benchmarking), 240/4 (reserved)
            return first != 0
                    && !(first == 100 && second >= 64 && second <= 127)
                    && !(first == 192 && second == 0 && (b[2] & 0xFF) == 0)
                    && !(first == 198 && (second == 18 || second == 19))
                    && first < 240;
        }
        if (address instanceof Inet6Address) {
            int first = b[0] & 0xFF;
            // fc00::/7 (unique local); an IPv4-mapped address is judged as its IPv4 address
            if ((first & 0xFE) == 0xFC) {
                return false;
            }
            boolean mapped = true;
            for (int i = 0; i < 10; i++) {
                mapped &= b[i] == 0;
            }
            if (mapped && (b[10] & 0xFF) == 0xFF && (b[11] & 0xFF) == 0xFF) {
                try {
                    return isPublic(InetAddress.getByAddress(new byte[] {b[12], b[13], b[14], b[15]}));
                } catch (UnknownHostException e) {
                    return false;
                }
            }
        }
        return true;
    }

    private static String host(URI uri) {
        String host = uri.getHost();
        if (host == null) {
            return "";
        }
        try {
            return IDN.toASCII(host, IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException notAHostName) {
            return "";
        }
    }

    private static String unbracketed(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }
}
