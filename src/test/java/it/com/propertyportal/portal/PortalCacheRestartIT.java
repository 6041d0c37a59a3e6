package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.ServerControl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * With the cache turned off (PORTAL_CACHE=false) every portal answer on the demo data is byte for byte the
 * cached one, headers that describe the body included.
 */
class PortalCacheRestartIT {

    static final List<String> ENDPOINTS = endpoints();

    private static List<String> endpoints() {
        List<String> paths = new ArrayList<>();
        for (String prefix : new String[] {"", "/api/portal"}) {
            paths.add(prefix + "/context/loc-pier-101");
            paths.add(prefix + "/context/loc-pier-101?audience=showing");
            paths.add(prefix + "/context/loc-pier-101?audience=approver");
            paths.add(prefix + "/locations/org-harbor");
            paths.add(prefix + "/locations/org-harbor?available=true&bedCount=2");
            paths.add(prefix + "/locations/org-harbor?search=pier&limit=1");
            paths.add(prefix + "/listings/org-harbor");
            paths.add(prefix + "/listings/org-harbor/seg-downtown");
            paths.add(prefix + "/listings/org-summit/seg-capitol?maxRent=500000");
            paths.add(prefix + "/listing/loc-pier-101");
            paths.add(prefix + "/listing/loc-summit-a1");
            paths.add(prefix + "/schools/loc-pier-101");
            paths.add(prefix + "/schools/loc-pier-101?distance=5&limit=3");
            paths.add(prefix + "/forms/form-apply/new/board-applications");
        }
        paths.add("/api/portal/company/org-harbor");
        paths.add("/api/portal/company/org-harbor?locationContextId=loc-pier-204");
        return List.copyOf(paths);
    }

    /** Each endpoint's status, the headers that describe its body, and the body. */
    private static Map<String, String> answers() {
        Map<String, String> answers = new LinkedHashMap<>();
        for (String path : ENDPOINTS) {
            Api.get(path);
            Api.Reply reply = Api.get(path);
            answers.put(
                    path,
                    reply.status() + "\n" + reply.header("Content-Type") + "\n" + reply.header("ETag")
                            + "\n" + reply.header("Cache-Control") + "\n" + reply.header("Vary") + "\n"
                            + reply.header("Access-Control-Allow-Origin") + "\n" + reply.body());
        }
        return answers;
    }

    @Test
    void everyPortalAnswerIsTheSameWithTheCacheOff() {
        Map<String, String> cached = answers();
        ServerControl.restart(Map.of("PORTAL_CACHE", "false"));
        try {
            Map<String, String> computed = answers();
            for (String path : ENDPOINTS) {
                assertEquals(computed.get(path), cached.get(path), path);
                assertEquals("200", cached.get(path).substring(0, 3), path);
            }
        } finally {
            ServerControl.restart(Map.of("PORTAL_CACHE", "true"));
        }
    }
}
