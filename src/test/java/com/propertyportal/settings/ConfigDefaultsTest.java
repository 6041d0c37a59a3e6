package com.propertyportal.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** Every setting's default is written once: in microprofile-config.properties, never in an annotation. */
class ConfigDefaultsTest {

    private static final Path CLASSES = Path.of("target/classes");

    private static List<Field> configured() throws IOException, ClassNotFoundException {
        List<Field> fields = new ArrayList<>();
        try (Stream<Path> files = Files.walk(CLASSES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name =
                        CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                for (Field field : Class.forName(name, false, ConfigDefaultsTest.class.getClassLoader())
                        .getDeclaredFields()) {
                    if (field.isAnnotationPresent(ConfigProperty.class)) {
                        fields.add(field);
                    }
                }
            }
        }
        return fields;
    }

    @Test
    void everyRequiredSettingHasItsDefaultInThePropertiesFileAndNoneInAnAnnotation() throws Exception {
        Properties defaults = new Properties();
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/microprofile-config.properties"))) {
            defaults.load(in);
        }
        List<Field> settings = configured();
        assertFalse(settings.isEmpty(), "no @ConfigProperty found under " + CLASSES);
        List<String> wrong = new ArrayList<>();
        for (Field field : settings) {
            ConfigProperty setting = field.getAnnotation(ConfigProperty.class);
            String where = field.getDeclaringClass().getSimpleName() + "." + field.getName();
            if (!setting.defaultValue().equals(ConfigProperty.UNCONFIGURED_VALUE)) {
                wrong.add(where + " has a defaultValue");
            }
            if (field.getType() != Optional.class && !defaults.containsKey(setting.name())) {
                wrong.add(where + ": " + setting.name() + " has no default in the properties file");
            }
        }
        assertEquals(List.of(), wrong);
    }
}
