package com.propertyportal.monitoring.control;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import java.util.logging.Filter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The service's loggers: while a request is traced, each line ends with its trace id, so a log line
 * leads to its trace and back, in the plain and the JSON log format alike.
 */
public final class TracedLog {

    private static final String MARK = " [trace_id=";
    private static final boolean TRACING_API = tracingApiVisible();
    private static final Filter TRACE_ID = TracedLog::withTraceId;

    private TracedLog() {}

    public static Logger of(Class<?> owner) {
        Logger logger = Logger.getLogger(owner.getName());
        if (TRACING_API) {
            logger.setFilter(TRACE_ID);
        }
        return logger;
    }

    /**
     * Whether Liberty shows this application the OpenTelemetry API (server.xml's classloader
     * apiTypeVisibility); an application deployed without it still logs, only without trace ids.
     */
    private static boolean tracingApiVisible() {
        try {
            Class.forName("io.opentelemetry.api.trace.Span", false, TracedLog.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError hidden) {
            return false;
        }
    }

    private static boolean withTraceId(LogRecord record) {
        SpanContext context = Span.current().getSpanContext();
        String message = record.getMessage();
        // Liberty's loggers may ask the filter twice for one record: mark it once.
        if (context.isValid() && message != null && !message.endsWith(MARK + context.getTraceId() + "]")) {
            record.setMessage(message + MARK + context.getTraceId() + "]");
        }
        return true;
    }
}
