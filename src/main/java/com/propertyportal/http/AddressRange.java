package com.propertyportal.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/** One IP address or CIDR range (203.0.113.7, 10.0.0.0/8, fd00::/8), parsed without any name lookup. */
public record AddressRange(byte[] network, int prefixLength) {

    private static final Pattern IPV4 = Pattern.compile(
            "(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]{2,45}");

    /** The range written as an address or address/prefix; empty when it is neither. */
    public static Optional<AddressRange> parse(String text) {
        String value = text.trim();
        int slash = value.indexOf('/');
        Optional<InetAddress> address = literal(slash < 0 ? value : value.substring(0, slash));
        if (address.isEmpty()) {
            return Optional.empty();
        }
        byte[] bytes = address.get().getAddress();
        int bits = bytes.length * 8;
        if (slash < 0) {
            return Optional.of(new AddressRange(bytes, bits));
        }
        String prefix = value.substring(slash + 1);
        if (!prefix.matches("[0-9]{1,3}") || Integer.parseInt(prefix) > bits) {
            return Optional.empty();
        }
        return Optional.of(new AddressRange(bytes, Integer.parseInt(prefix)));
    }

    /**
     * The address an IP literal names (IPv4 dotted quad or IPv6), never resolved through DNS: a name or a
     * legacy form such as "1.2.3" is not an address here.
     */
    public static Optional<InetAddress> literal(String text) {
        boolean v4 = IPV4.matcher(text).matches();
        if (!v4 && !(text.indexOf(':') >= 0 && IPV6.matcher(text).matches())) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    public boolean contains(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (bytes.length != network.length) {
            return false;
        }
        int whole = prefixLength / 8;
        for (int i = 0; i < whole; i++) {
            if (bytes[i] != network[i]) {
                return false;
            }
        }
        int rest = prefixLength % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xFF << (8 - rest)) & 0xFF;
        return (bytes[whole] & mask) == (network[whole] & mask);
    }
}
