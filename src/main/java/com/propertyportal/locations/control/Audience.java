package com.propertyportal.locations.control;

import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Arrays;
import java.util.Set;

/**
 * Who a context is fetched for, and which parts of the configuration that reader gets. A showing
 * sees marketing data, the agent and availability, never screening rules; an applicant sees what
 * filling in an application needs; an approver, who screens, sees everything.
 */
public enum Audience {
    SHOWING(
            Set.of(
                    "availableDate",
                    "marketRent",
                    "marketRentValue",
                    "marketingTitle",
                    "marketingBlurb",
                    "coverPhoto",
                    "marketingImages",
                    "agent",
                    "petRestrictions",
                    "leaseTerms"),
            Set.of("toggleChatWindow")),

    APPLICANT(
            Set.of(
                    "availableDate",
                    "marketRent",
                    "marketRentValue",
                    "marketingTitle",
                    "marketingBlurb",
                    "coverPhoto",
                    "marketingImages",
                    "agent",
                    "petRestrictions",
                    "leaseTerms",
                    "applicationRequirements"),
            Set.of(
                    "toggleChatWindow",
                    "requireBankConnect",
                    "disableApplicantGuarantors",
                    "disableBankScreening",
                    "requireEmergencyContact",
                    "applicationLock",
                    "enableSection8",
                    "collectPayment",
                    "taxDocumentCount",
                    "bankStatementCount",
                    "payStubCount")),

    APPROVER(null, null);

    private final Set<String> applicationConfigFields;
    private final Set<String> companyInfoFields;

    Audience(Set<String> applicationConfigFields, Set<String> companyInfoFields) {
        this.applicationConfigFields = applicationConfigFields;
        this.companyInfoFields = companyInfoFields;
    }

    /** The audience named by the query parameter; none means applicant. */
    public static Audience of(String value) {
        if (value == null) {
            return APPLICANT;
        }
        return Arrays.stream(values())
                .filter(a -> a.name().toLowerCase().equals(value))
                .findFirst()
                .orElseThrow(() -> ProblemException.invalid("audience", "must be one of applicant, approver, showing"));
    }

    public JsonObject applicationConfig(JsonObject config) {
        return only(config, applicationConfigFields);
    }

    public JsonObject companyInfo(JsonObject info) {
        return only(info, companyInfoFields);
    }

    private static JsonObject only(JsonObject object, Set<String> fields) {
        if (fields == null) {
            return object;
        }
        JsonObjectBuilder out = Json.createObjectBuilder();
        object.forEach((key, value) -> {
            if (fields.contains(key)) {
                out.add(key, value);
            }
        });
        return out.build();
    }
}
