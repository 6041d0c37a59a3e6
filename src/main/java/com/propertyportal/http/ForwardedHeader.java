package com.propertyportal.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads the for= addresses of RFC 7239 Forwarded headers, and strips ports and brackets from a hop. */
final class ForwardedHeader {

    private ForwardedHeader() {}

    /** The for= value of every element, in order (nearest proxy last), quotes removed. */
    static List<String> forValues(List<String> headers) {
        List<String> hops = new ArrayList<>();
        for (String header : headers) {
            for (String element : header.split(",")) {
                for (String pair : element.split(";")) {
                    String p = pair.trim();
                    if (p.toLowerCase(Locale.ROOT).startsWith("for=")) {
                        hops.add(unquote(p.substring(4).trim()));
                    }
                }
            }
        }
        return hops;
    }

    /** 192.0.2.1:4711 → 192.0.2.1, [2001:db8::1]:4711 → 2001:db8::1; a bare IPv6 address stays as it is. */
    static String withoutPort(String hop) {
        String h = hop.trim();
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(1, end);
        }
        int colon = h.indexOf(':');
        if (colon >= 0 && colon == h.lastIndexOf(':')) {
            return h.substring(0, colon);
        }
        return h;
    }

    private static String unquote(String value) {
        return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")
                ? value.substring(1, value.length() - 1)
                : value;
    }
}
