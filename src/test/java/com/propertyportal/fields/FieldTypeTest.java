package com.propertyportal.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class FieldTypeTest {

    @ParameterizedTest
    @CsvSource({
        "text, TEXT",
        "string, TEXT",
        "textarea, TEXTAREA",
        "rich-text, RICH_TEXT",
        "number, NUMBER",
        "percent, PERCENT",
        "money, MONEY",
        "date, DATE",
        "datetime-local, DATETIME_LOCAL",
        "boolean, BOOLEAN",
        "select, SELECT",
        "singleselect, SELECT",
        "multiselect, MULTISELECT",
        "checkboxlist, MULTISELECT",
        "email, EMAIL",
        "phone, PHONE",
        "tel, PHONE",
        "url, URL",
        "address, ADDRESS",
        "person, PERSON",
        "persons, PERSONS"
    })
    void aBoardFieldNamesItsTypeByNameOrByTheHostedProductsAlias(String name, FieldType type) {
        assertEquals(Optional.of(type), FieldType.of(name));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "file",
                "files",
                "relatedAptlets",
                "mirror",
                "mirror-contact",
                "calculation",
                "multiplier",
                "board",
                "heroImage",
                "embedVideo",
                "ai-computed",
                "TEXT",
                "Text",
                " text",
                "text ",
                "integer",
                "tel:"
            })
    void theHostedProductsOtherTypesAndMisspellingsAreNoType(String name) {
        assertEquals(Optional.empty(), FieldType.of(name));
        assertEquals(Optional.empty(), FieldType.ofForm(name));
    }

    @ParameterizedTest
    @NullAndEmptySource
    void noNameIsNoType(String name) {
        assertEquals(Optional.empty(), FieldType.of(name));
        assertEquals(Optional.empty(), FieldType.ofForm(name));
    }

    @ParameterizedTest
    @CsvSource({
        "string, TEXT",
        "textarea, TEXTAREA",
        "email, EMAIL",
        "phone, PHONE",
        "date, DATE",
        "select, SELECT",
        "boolean, BOOLEAN",
        "money, MONEY"
    })
    void aFormNamesTheEightEmbeddableTypesByTheirFormNames(String name, FieldType type) {
        assertEquals(Optional.of(type), FieldType.ofForm(name));
        assertEquals(Optional.of(name), type.formName());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "text",
                "tel",
                "singleselect",
                "number",
                "percent",
                "multiselect",
                "checkboxlist",
                "url",
                "rich-text",
                "datetime-local",
                "address",
                "person",
                "persons"
            })
    void aFormTakesNoAliasAndNoTypeBeyondTheEight(String name) {
        assertEquals(Optional.empty(), FieldType.ofForm(name));
    }

    @Test
    void theFormNamesAreTheEightOfTheSpecification() {
        assertEquals(
                List.of("string", "textarea", "money", "date", "boolean", "select", "email", "phone"),
                List.of(FieldType.formNames().split(", ")));
    }

    @ParameterizedTest
    @EnumSource(FieldType.class)
    void everyTypeIsFoundByItsOwnName(FieldType type) {
        assertEquals(Optional.of(type), FieldType.of(type.value()));
        assertTrue(Arrays.asList(FieldType.names().split(", ")).contains(type.value()));
    }

    @ParameterizedTest
    @EnumSource(FieldType.class)
    void onlySelectAndMultiselectChooseFromOptions(FieldType type) {
        assertEquals(EnumSet.of(FieldType.SELECT, FieldType.MULTISELECT).contains(type), type.hasOptions());
    }
}
