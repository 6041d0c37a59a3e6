package com.propertyportal.http;

import jakarta.ws.rs.core.MediaType;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;

/**
 * The one rule for an address that answers both a person and a program: a browser's navigation names text/html
 * in its Accept and gets a page; a client (JSON, or any type, {@code *}{@code /*}) gets the data. And the one
 * way such a page allows its own inline style under a strict policy: by hash.
 */
public final class PageRequests {

    private PageRequests() {}

    public static boolean asksForAPage(List<MediaType> acceptable) {
        return acceptable.stream().anyMatch(m -> !m.isWildcardType() && m.isCompatible(MediaType.TEXT_HTML_TYPE));
    }

    /** The content security policy's source for exactly this inline text: {@code 'sha256-…'}. */
    public static String hashSource(String inline) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(inline.getBytes(StandardCharsets.UTF_8));
            return "'sha256-" + Base64.getEncoder().encodeToString(digest) + "'";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
