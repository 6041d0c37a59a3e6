package com.propertyportal.forms.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Set;

/**
 * Makes a form link for an existing card on behalf of whoever may change it: an API key of the card's
 * organization, or the administrator. Body {formId, expiresIn?}; answers {data: {token, url, expiresAt}}, the url
 * on the {@link PublicBaseUrl configured base URL}, whatever Host the request named.
 */
@ApplicationScoped
public class FormLinkOffice {

    public static final Duration DEFAULT_LIFETIME = Duration.ofDays(7);
    public static final Duration MAX_LIFETIME = Duration.ofDays(30);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    FormLinks links;

    @Inject
    PublicBaseUrl baseUrl;

    public JsonObject issue(Board board, Card card, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("formId", "expiresIn"));
        String formId = in.requiredId("formId");
        Duration lifetime =
                in.string("expiresIn", 50).map(text -> lifetime(in, text)).orElse(DEFAULT_LIFETIME);
        violations.throwIfAny();
        Form form = em.find(Form.class, formId);
        if (form == null
                || !form.boardId().equals(board.id())
                || !form.organizationId().equals(board.organizationId())) {
            in.reject("formId", "names no form of board " + board.id());
            violations.throwIfAny();
        }
        Instant expiresAt = now.plus(lifetime).truncatedTo(ChronoUnit.SECONDS);
        String token = links.token(form.id(), card.id(), board.id(), expiresAt);
        String url = baseUrl.get() + "/forms/" + form.id() + "/" + card.id() + "/" + board.id() + "?token=" + token;
        return Json.createObjectBuilder()
                .add(
                        "data",
                        Json.createObjectBuilder()
                                .add("token", token)
                                .add("url", url)
                                .add("expiresAt", expiresAt.toString()))
                .build();
    }

    private static Duration lifetime(JsonInput in, String text) {
        try {
            Duration lifetime = Duration.parse(text);
            if (!lifetime.isNegative() && !lifetime.isZero() && lifetime.compareTo(MAX_LIFETIME) <= 0) {
                return lifetime;
            }
        } catch (DateTimeParseException e) {
            // the same answer as an out-of-range duration
        }
        in.reject("expiresIn", "must be an ISO-8601 duration such as P7D or PT12H, longer than zero and at most P30D");
        return DEFAULT_LIFETIME;
    }
}
