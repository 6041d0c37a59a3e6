package com.propertyportal.problems;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DatabaseKind;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The last line: a problem that a parser or the runtime wrapped is answered as that problem; a transaction
 * that lost a race with another (both inserting one key, or a lock waited on too long) is a 409 that says to
 * send the request again, since nothing of it was written; anything else is a 500 whose body names only the
 * instance id that the log also has, and the log has the failure without the request's credentials
 * ({@link RedactedFailure}).
 */
@Provider
public class UnexpectedExceptionMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = TracedLog.of(UnexpectedExceptionMapper.class);

    @Context
    HttpHeaders headers;

    @Override
    public Response toResponse(Throwable exception) {
        String instance = ProblemResponses.newInstance();
        Optional<ProblemException> carried = ProblemException.among(exception);
        if (carried.isPresent()) {
            return ProblemResponses.of(carried.get(), instance);
        }
        if (DatabaseKind.lostRace(exception)) {
            LOG.log(Level.INFO, "Request lost a race with another transaction (" + instance + ")");
            return ProblemResponses.of(
                    409,
                    "CONFLICT",
                    "Another request wrote the same record at the same time, and nothing of this request was "
                            + "written: send it again (" + instance + ")",
                    List.of(),
                    Map.of(),
                    instance);
        }
        LOG.log(Level.SEVERE, "Request failed (" + instance + ")", RedactedFailure.of(exception, headers));
        return ProblemResponses.of(
                500,
                "INTERNAL_ERROR",
                "The server could not complete the request (" + instance + ")",
                List.of(),
                Map.of(),
                instance);
    }
}
