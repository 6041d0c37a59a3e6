package it.com.propertyportal.observability;

import java.util.ArrayList;
import java.util.List;

/**
 * Every series of the service's own counters and timers that a scrape lists from the start, before any event:
 * each counter, each refusal reason, each area and status class of the request timer, and the counters of an
 * organization that exists.
 */
final class ServiceSeries {

    static final List<String> COUNTERS = List.of(
            "verification_started_total",
            "verification_mail_failed_total",
            "verification_confirmed_total",
            "verification_wrong_codes_total",
            "verification_invalidated_total",
            "verification_purged_total",
            "forms_submissions_total",
            "forms_honeypot_hits_total",
            "passwords_hashed_total");
    static final List<String> REFUSALS =
            List.of("verification_limit", "login_throttle", "api_key_rate_limit", "form_rate_limit");
    static final List<String> AREAS = List.of("portal", "forms", "core", "admin", "other");
    static final List<String> STATUS_CLASSES = List.of("1xx", "2xx", "3xx", "4xx", "5xx");

    private ServiceSeries() {}

    /** Each series as a name and its label pairs. */
    static List<String[]> of(String organization) {
        List<String[]> series = new ArrayList<>();
        COUNTERS.forEach(name -> series.add(new String[] {name}));
        REFUSALS.forEach(reason -> series.add(new String[] {"refusals_total", "reason", reason}));
        for (String area : AREAS) {
            for (String statusClass : STATUS_CLASSES) {
                series.add(new String[] {"portal_requests_seconds_count", "area", area, "status", statusClass});
            }
        }
        series.add(new String[] {"apikeys_requests_total", "organization", organization});
        series.add(new String[] {"delegate_tokens_requests_total", "organization", organization});
        return series;
    }

    static String name(String[] series) {
        return String.join(" ", series);
    }
}
