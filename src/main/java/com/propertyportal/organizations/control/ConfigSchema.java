package com.propertyportal.organizations.control;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.TextFormats;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The fields of companyInfo and applicationConfig with their types (listed in docs/import-format.md).
 * Imported documents are checked against it; HTML fields pass through the sanitizer.
 */
public final class ConfigSchema {

    enum Kind {
        BOOLEAN,
        /** One line of text. */
        STRING,
        /** Text that may span lines. */
        TEXT,
        NUMBER,
        DATE,
        HTML,
        URL_LIST,
        STRING_LIST,
        AGENT
    }

    static final Map<String, Kind> COMPANY_INFO = Map.ofEntries(
            Map.entry("requireBankConnect", Kind.BOOLEAN),
            Map.entry("disableApplicantGuarantors", Kind.BOOLEAN),
            Map.entry("disableBankScreening", Kind.BOOLEAN),
            Map.entry("requireEmergencyContact", Kind.BOOLEAN),
            Map.entry("applicationLock", Kind.STRING),
            Map.entry("enableSection8", Kind.BOOLEAN),
            Map.entry("enableRegionalScreeningFilters", Kind.BOOLEAN),
            Map.entry("collectPayment", Kind.BOOLEAN),
            Map.entry("taxDocumentCount", Kind.NUMBER),
            Map.entry("bankStatementCount", Kind.NUMBER),
            Map.entry("payStubCount", Kind.NUMBER),
            Map.entry("toggleChatWindow", Kind.BOOLEAN));

    static final Map<String, Kind> APPLICATION_CONFIG = Map.ofEntries(
            Map.entry("availableDate", Kind.DATE),
            Map.entry("marketRent", Kind.STRING),
            Map.entry("marketRentValue", Kind.NUMBER),
            Map.entry("marketingTitle", Kind.STRING),
            Map.entry("marketingBlurb", Kind.TEXT),
            Map.entry("applicationRequirements", Kind.HTML),
            Map.entry("petRestrictions", Kind.HTML),
            Map.entry("leaseTerms", Kind.HTML),
            Map.entry("incomeToRent", Kind.NUMBER),
            Map.entry("coverPhoto", Kind.URL_LIST),
            Map.entry("marketingImages", Kind.URL_LIST),
            Map.entry("regionalExceptions", Kind.STRING_LIST),
            Map.entry("agent", Kind.AGENT));

    private static final int MAX_TEXT = 2_000;
    private static final int MAX_HTML = 50_000;
    private static final int MAX_ITEMS = 100;

    private ConfigSchema() {}

    public static JsonObject companyInfo(JsonInput input, UnaryOperator<String> sanitizer) {
        return read(input, COMPANY_INFO, sanitizer);
    }

    public static JsonObject applicationConfig(JsonInput input, UnaryOperator<String> sanitizer) {
        return read(input, APPLICATION_CONFIG, sanitizer);
    }

    private static JsonObject read(JsonInput input, Map<String, Kind> schema, UnaryOperator<String> sanitizer) {
        input.rejectUnknown(schema.keySet());
        JsonObjectBuilder out = Json.createObjectBuilder();
        for (var entry : schema.entrySet()) {
            String name = entry.getKey();
            if (input.isAbsent(name)) {
                continue;
            }
            switch (entry.getValue()) {
                case BOOLEAN -> input.bool(name).ifPresent(b -> out.add(name, b));
                case STRING -> input.string(name, MAX_TEXT).ifPresent(s -> out.add(name, s));
                case TEXT -> input.text(name, MAX_TEXT).ifPresent(s -> out.add(name, s));
                case NUMBER ->
                    input.number(name, 0, 1e12)
                            .ifPresent(n -> out.add(name, input.raw().get(name)));
                case DATE ->
                    input.string(name, 10).ifPresent(s -> {
                        if (TextFormats.isIsoDate(s)) {
                            out.add(name, s);
                        } else {
                            input.reject(name, "must be a date YYYY-MM-DD");
                        }
                    });
                case HTML -> input.text(name, MAX_HTML).ifPresent(s -> out.add(name, sanitizer.apply(s)));
                case URL_LIST ->
                    WebUrl.list(input, name, MAX_ITEMS).ifPresent(list -> out.add(name, Json.createArrayBuilder(list)));
                case STRING_LIST ->
                    input.strings(name, MAX_ITEMS, MAX_TEXT)
                            .ifPresent(list -> out.add(name, Json.createArrayBuilder(list)));
                case AGENT -> input.object(name).ifPresent(agent -> out.add(name, agent(agent)));
            }
        }
        return out.build();
    }

    private static JsonObject agent(JsonInput agent) {
        agent.rejectUnknown(java.util.Set.of("name", "email", "phone", "photo"));
        JsonObjectBuilder out = Json.createObjectBuilder();
        for (String field : new String[] {"name", "email", "phone"}) {
            agent.string(field, MAX_TEXT).ifPresent(s -> out.add(field, s));
        }
        WebUrl.read(agent, "photo").ifPresent(photo -> out.add("photo", photo));
        return out.build();
    }

    /** The organization's values with the location's laid over them, field by field. */
    public static JsonObject merge(JsonObject defaults, JsonObject overrides) {
        JsonObjectBuilder merged = Json.createObjectBuilder(defaults);
        overrides.forEach((key, value) -> {
            if (value.getValueType() != JsonValue.ValueType.NULL) {
                merged.add(key, value);
            }
        });
        return merged.build();
    }
}
