package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import jakarta.enterprise.context.RequestScoped;
import java.util.Objects;

/** The API key of the current core-area request: every core call is scoped to its organization. */
@RequestScoped
public class Caller {

    private String keyId;
    private String organizationId;

    public void authenticate(ApiKey key) {
        this.keyId = key.id();
        this.organizationId = key.organizationId();
    }

    public String keyId() {
        return Objects.requireNonNull(keyId, "no API key authenticated this request");
    }

    public String organizationId() {
        return Objects.requireNonNull(organizationId, "no API key authenticated this request");
    }
}
