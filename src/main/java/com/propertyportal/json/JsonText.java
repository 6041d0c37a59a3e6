package com.propertyportal.json;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.StringReader;

/** JSON documents kept as text columns: parsing what we wrote ourselves. */
public final class JsonText {

    private JsonText() {}

    public static JsonObject object(String text) {
        if (text == null || text.isEmpty()) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.readObject();
        }
    }

    public static JsonArray array(String text) {
        if (text == null || text.isEmpty()) {
            return JsonValue.EMPTY_JSON_ARRAY;
        }
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.readArray();
        }
    }
}
