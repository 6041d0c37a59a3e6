package com.propertyportal.persistence;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Stores {@link Instant} as TIMESTAMP WITH TIME ZONE (EclipseLink would otherwise map it to a BLOB). */
@Converter(autoApply = true)
public class InstantConverter implements AttributeConverter<Instant, OffsetDateTime> {

    @Override
    public OffsetDateTime convertToDatabaseColumn(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    @Override
    public Instant convertToEntityAttribute(OffsetDateTime value) {
        return value == null ? null : value.toInstant();
    }
}
