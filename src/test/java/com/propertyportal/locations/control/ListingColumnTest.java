package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import jakarta.persistence.Column;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ListingColumnTest {

    private static final Map<ListingColumn.Type, Class<?>> JAVA_TYPES = Map.of(
            ListingColumn.Type.TEXT,
            String.class,
            ListingColumn.Type.COUNT,
            Integer.class,
            ListingColumn.Type.CENTS,
            Long.class,
            ListingColumn.Type.STATUS,
            PublishStatus.class);

    @Test
    void everyListingColumnIsAColumnOfTheLocationEntityOfTheSameType() {
        Map<String, Class<?>> mapped = new HashMap<>();
        for (Field field : Location.class.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                Column column = field.getAnnotation(Column.class);
                mapped.put(
                        column == null || column.name().isEmpty() ? field.getName() : column.name(), field.getType());
            }
        }
        for (ListingColumn column : ListingColumn.values()) {
            assertEquals(JAVA_TYPES.get(column.type()), mapped.get(column.label()), column.name());
        }
    }
}
