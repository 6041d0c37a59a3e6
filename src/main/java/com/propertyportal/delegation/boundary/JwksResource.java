package com.propertyportal.delegation.boundary;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.propertyportal.access.Anyone;
import com.propertyportal.delegation.control.SigningKeys;
import com.propertyportal.http.Cors;
import com.propertyportal.http.CrossOrigin;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The public keys that delegate tokens may be signed with now (RFC 7517), for an app that checks a token itself
 * instead of calling {@code POST /api/app/verify}. A key stays published until its successor has signed for longer
 * than a token lives. The set may be kept a minute, and a new key signs as soon as it is made: a verifier that
 * meets a kid it does not know fetches the set again.
 */
@Anyone(RequestArea.OTHER)
@CrossOrigin
@Path(".well-known/jwks.json")
public class JwksResource {

    static final String MEDIA_TYPE = "application/jwk-set+json";

    @Inject
    SigningKeys keys;

    @GET
    @Produces({MEDIA_TYPE, "application/json"})
    public Response keys() {
        Response.ResponseBuilder answer = Response.ok(new JWKSet(List.<JWK>copyOf(keys.published())).toString(true))
                .header("Cache-Control", "public, max-age=60");
        Response response = answer.build();
        return response;
    }

    @OPTIONS
    public Response preflight() {
        return Cors.preflight();
    }
}
