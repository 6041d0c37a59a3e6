package com.propertyportal.json;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.StringReader;

/** JSON documents kept as text columns: parsing what we wrote ourselves; an empty one without a parser. */
public final class JsonText {

    private JsonText() {}

    public static JsonObject object(String text) {
        if (text == null || text.isEmpty() || text.equals("{}")) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.readObject();
        }
    }

    public static JsonArray array(String text) {
        if (text == null || text.isEmpty() || text.equals("[]")) {
            return JsonValue.EMPTY_JSON_ARRAY;
        }
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.readArray();
        }
    }
}
