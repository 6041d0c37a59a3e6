package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.App;
import com.propertyportal.identity.entity.User;
import com.propertyportal.organizations.entity.Organization;
import java.util.Optional;

/**
 * A delegate token that holds: the user it speaks for (active, of the token's organization, with their role as
 * it is now), that organization, and the app it was issued to, if any.
 */
public record Delegation(User user, Organization organization, Optional<App> app, DelegateClaims claims) {

    public String organizationId() {
        return organization.id();
    }
}
