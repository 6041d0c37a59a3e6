package com.propertyportal.problems;

import com.propertyportal.monitoring.control.TracedLog;
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
 * The last line: a problem that a parser or the runtime wrapped is answered as that problem; anything
 * else is a 500 whose body names only the instance id that the log also has, and the log has the failure
 * without the request's credentials ({@link RedactedFailure}).
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
