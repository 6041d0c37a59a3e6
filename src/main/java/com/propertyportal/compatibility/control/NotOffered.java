package com.propertyportal.compatibility.control;

import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;

/**
 * The answer to an operation of the hosted product's API that this service does not offer: 501, naming the
 * operation by its operationId and linking the row of docs/aptly-compatibility.md that says why, so an
 * integrator moving over learns at once that the call is known and not a typo.
 */
@ApplicationScoped
public class NotOffered {

    /** Where the service serves docs/aptly-compatibility.md, whose rows carry an anchor named by operationId. */
    public static final String DOCUMENT = "/docs/aptly-compatibility.md";

    @Inject
    PublicBaseUrl base;

    /** The problem to throw for the operation, e.g. {@code listUsers}. */
    public ProblemException operation(String operationId) {
        String documentation = base.get() + DOCUMENT + "#" + operationId;
        return new ProblemException(
                Response.Status.NOT_IMPLEMENTED,
                "NOT_OFFERED",
                "The hosted product's operation " + operationId + " is not offered by this service; see "
                        + documentation,
                List.of(),
                Map.of(),
                Map.of("operationId", operationId, "documentation", documentation));
    }
}
