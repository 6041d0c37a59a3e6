package com.propertyportal.monitoring.boundary;

import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.monitoring.control.RequestTimers;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Times every request of the application, from the servlet container's hand-over until its answer is
 * written (answers served from the portal cache, refusals and the console's files count too), under the area
 * the answering resource declared. A servlet filter rather than a JAX-RS one, so that the time covers
 * everything the container does for the request.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class RequestTiming extends HttpFilter {

    @Inject
    RequestTimers timers;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        long started = System.nanoTime();
        int failed = 0;
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException e) {
            failed = HttpServletResponse.SC_INTERNAL_SERVER_ERROR; // what the container answers for it
            throw e;
        } finally {
            timers.record(
                    RequestArea.of(request.getAttribute(RequestArea.ATTRIBUTE)),
                    failed != 0 ? failed : response.getStatus(),
                    System.nanoTime() - started);
        }
    }
}
