package com.propertyportal.http;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.ServletResponseWrapper;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Gives every answer of the application its standard reason phrase ({@link ReasonPhrases}). Servlet 6 sets a
 * status by its code alone, and Liberty's container then writes "Undefined" for a code it does not know (429,
 * 422); its response still has the older {@code setStatus(int, String)}, which this filter calls whenever a status
 * is set. The outermost filter (first in web.xml), so that every status the application sets passes through it.
 */
public class StatusLine extends HttpFilter {

    private static final MethodType WITH_PHRASE = MethodType.methodType(void.class, int.class, String.class);
    private static final ClassValue<MethodHandle> SETTERS = new ClassValue<>() {
        @Override
        protected MethodHandle computeValue(Class<?> type) {
            try {
                return MethodHandles.publicLookup().findVirtual(type, "setStatus", WITH_PHRASE);
            } catch (NoSuchMethodException | IllegalAccessException none) {
                return null;
            }
        }
    };

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getDispatcherType() == DispatcherType.ERROR) {
            // the container set the status of an error it dispatches to the error page itself
            setStatus(response, response.getStatus());
        }
        chain.doFilter(request, new Phrased(response));
    }

    /** Sets the code with its phrase on the container's own response, or the code alone where it cannot. */
    static void setStatus(ServletResponse response, int status) {
        ServletResponse container = response;
        while (container instanceof ServletResponseWrapper wrapper) {
            container = wrapper.getResponse();
        }
        MethodHandle setter = SETTERS.get(container.getClass());
        if (setter == null) {
            ((HttpServletResponse) response).setStatus(status);
            return;
        }
        try {
            setter.invoke(container, status, ReasonPhrases.of(status));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Phrased extends HttpServletResponseWrapper {

        Phrased(HttpServletResponse response) {
            super(response);
        }

        @Override
        public void setStatus(int status) {
            StatusLine.setStatus(getResponse(), status);
        }
    }
}
