package com.propertyportal.startup;

import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.spi.AfterBeanDiscovery;
import jakarta.enterprise.inject.spi.Extension;
import jakarta.enterprise.inject.spi.InjectionPoint;
import jakarta.enterprise.inject.spi.ProcessInjectionPoint;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The checks that decide, before any bean runs, whether the server can start: every typed setting the beans inject
 * can be read, DATA_DIR can be written, the server's ports are free, and the database answers and takes the login.
 * The first that fails ends the start with one line ({@link FailFast}); none of them prints a stack trace.
 *
 * Run after bean discovery, when every injected setting is known, and before MicroProfile Config converts them
 * (which would fail the deployment with its own exception instead).
 */
public class StartupChecks implements Extension {

    private static final Logger LOG = Logger.getLogger(StartupChecks.class.getName());

    private final Map<String, Type> typedSettings = new TreeMap<>();

    void settingInjected(@Observes ProcessInjectionPoint<?, ?> event) {
        InjectionPoint point = event.getInjectionPoint();
        ConfigProperty property = point.getAnnotated().getAnnotation(ConfigProperty.class);
        if (property != null && !property.name().isEmpty()) {
            typedSettings.putIfAbsent(property.name(), point.getType());
        }
    }

    void check(@Observes AfterBeanDiscovery event) {
        Config config = ConfigProvider.getConfig(StartupChecks.class.getClassLoader());
        long started = System.nanoTime();
        first(config).ifPresent(problem -> {
            throw FailFast.stop(problem);
        });
        LOG.fine(() -> "Start-up checks passed in " + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    private Optional<StartupProblem> first(Config config) {
        for (Map.Entry<String, Type> setting : typedSettings.entrySet()) {
            Optional<StartupProblem> problem = config.getOptionalValue(setting.getKey(), String.class)
                    .flatMap(raw -> SettingValues.problem(setting.getKey(), setting.getValue(), raw));
            if (problem.isPresent()) {
                return problem;
            }
        }
        return RetiredSettings.problem(config)
                .or(() -> DataDirectoryCheck.problem(config))
                .or(() -> PortCheck.problem(config))
                .or(() -> DatabaseCheck.problem(config));
    }
}
