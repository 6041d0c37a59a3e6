package com.propertyportal.organizations.control;

import jakarta.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * An organization's version as an entity tag: a digest of its document as the administrator's API answers it, so
 * it changes with every change of what the document says, whoever made it (an import, the console, the API), and
 * two servers give one organization the same tag.
 */
public final class OrganizationVersions {

    private OrganizationVersions() {}

    /** The strong entity tag of the document, quoted as the ETag header carries it. */
    public static String of(JsonObject document) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(document.toString().getBytes(StandardCharsets.UTF_8));
            return "\""
                    + Base64.getUrlEncoder()
                            .withoutPadding()
                            .encodeToString(digest)
                            .substring(0, 22) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
