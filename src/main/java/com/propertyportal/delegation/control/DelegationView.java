package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.App;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonOut;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Set;

/** The answers about a delegate token, in the hosted product's shapes, and the one body that carries a token. */
public final class DelegationView {

    private DelegationView() {}

    /** The token of a verification's body: required, a string, no longer than a token can be. */
    public static String tokenOf(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("token"));
        String token = in.requiredString("token", TokenCodec.MAX_LENGTH);
        violations.throwIfAny();
        return token;
    }

    /** verifyAppUser's answer: the user and their organization. */
    public static JsonObject user(Delegation delegation) {
        return userMembers(delegation).build();
    }

    /** verifyDelegateToken's answer: the user, their organization's name and the app. */
    public static JsonObject app(Delegation delegation) {
        JsonObjectBuilder out = userMembers(delegation);
        JsonOut.addIfPresent(out, "companyName", delegation.organization().name());
        App app = delegation.app().orElseThrow();
        return out.add("appClientId", app.id()).add("appTitle", app.title()).build();
    }

    /** getMe's answer for a delegate token: type {@code app} when it names an app, else {@code user}. */
    public static JsonObject me(Delegation delegation) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("type", delegation.app().isPresent() ? "app" : "user")
                .addAll(userMembers(delegation));
        JsonOut.addIfPresent(out, "companyName", delegation.organization().name());
        delegation.app().ifPresent(app -> out.add("appClientId", app.id()).add("appTitle", app.title()));
        return out.build();
    }

    private static JsonObjectBuilder userMembers(Delegation delegation) {
        JsonObjectBuilder out =
                Json.createObjectBuilder().add("userId", delegation.user().id());
        JsonOut.addIfPresent(out, "email", delegation.user().email());
        JsonOut.addIfPresent(out, "firstName", delegation.user().firstName());
        JsonOut.addIfPresent(out, "lastName", delegation.user().lastName());
        return out.add("companyId", delegation.organizationId());
    }
}
