package com.propertyportal.delegation.boundary;

import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.apikeys.control.CoreCredential;
import com.propertyportal.audit.control.ChangeAuthor;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.delegation.control.DelegateTokens;
import com.propertyportal.delegation.control.DelegatedCaller;
import com.propertyportal.delegation.control.Delegation;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A user's delegate token on the core API ({@code Authorization: DelegateToken <token>}): it must hold, and the
 * user's role as it is now (not as the token says) must grant what the operation needs: a Viewer reads, Staff
 * and Admins change. Key management is no core operation, so a token never reaches it.
 */
@ApplicationScoped
public class DelegateTokenCredential implements CoreCredential {

    @Inject
    DelegateTokens tokens;

    @Inject
    Caller caller;

    @Inject
    DelegatedCaller delegatedCaller;

    @Inject
    Counters counters;

    @Override
    public boolean carriedBy(ContainerRequestContext request) {
        return DelegateTokenHeader.tokenOf(request.getHeaderString("Authorization"))
                .isPresent();
    }

    @Override
    public void admit(ContainerRequestContext request, Right needed) {
        String token = DelegateTokenHeader.tokenOf(request.getHeaderString("Authorization"))
                .orElseThrow();
        Delegation delegation = tokens.verify(token);
        Role role = delegation.user().role();
        Optional<Role> least = needed == Right.OPERATE ? Optional.empty() : Role.leastWith(needed);
        if (least.isEmpty() || !role.right().grants(needed)) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "ROLE_REQUIRED",
                    least.map(r -> "This operation needs the role " + r.wire() + " or higher; the token's user is "
                                    + role.wire())
                            .orElse("This operation needs an API key; a delegate token does not reach it"),
                    List.of(new FieldError(
                            "role", least.map(r -> "must be " + r.wire()).orElse("must be an API key's"))),
                    Map.of());
        }
        caller.authenticateUserOf(delegation.organizationId());
        delegatedCaller.admit(delegation);
        request.setProperty(
                ChangeAuthor.PROPERTY,
                new ChangeAuthor(
                        delegation.user().email(),
                        delegation.user().id(),
                        delegation.organizationId(),
                        AuditAction.DELEGATED_CHANGE,
                        delegation
                                .app()
                                .map(app -> "through app " + app.id() + " " + app.title())
                                .orElse("through a delegate token without an app")));
        counters.add(Counted.DELEGATE_TOKEN_REQUESTS, delegation.organizationId());
    }
}
