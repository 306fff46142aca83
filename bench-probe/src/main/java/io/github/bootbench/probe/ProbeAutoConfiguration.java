package io.github.bootbench.probe;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The probe run-all.sh {@code --app} adds to every variant of a user's jar, active only
 * with {@value #ENABLED_PROPERTY}{@code =true} (the project's own apps carry the jar for
 * {@link PlantedCost} and leave it off). It answers {@value Probe#SERVER_PATH} with the
 * server really running and spends the planted cost
 * ({@value PlantedCost#PERCENT_PROPERTY}) on every other request, in a filter ahead of
 * the app's own. The filter is compiled for each servlet API: jakarta from Spring Boot 3,
 * javax in 2.7.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = ProbeAutoConfiguration.ENABLED_PROPERTY, havingValue = "true")
public class ProbeAutoConfiguration {

	/** The property that turns the probe on. */
	public static final String ENABLED_PROPERTY = PlantedCost.PROBE_PROPERTY;

	@Bean(destroyMethod = "close")
	PlantedCost benchProbePlantedCost(Environment environment) {
		return PlantedCost.started(environment.getProperty(PlantedCost.PERCENT_PROPERTY, Double.class, 0.0));
	}

	@Bean
	RunningServer benchProbeRunningServer() {
		return new RunningServer();
	}

	@Bean
	Probe benchProbe(RunningServer server, PlantedCost plantedCost) {
		return new Probe(server, plantedCost);
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "jakarta.servlet.Filter")
	static class JakartaServlet {

		@Bean
		JakartaProbeFilter benchProbeFilter(Probe probe) {
			return new JakartaProbeFilter(probe);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(name = "javax.servlet.Filter")
	@ConditionalOnMissingClass("jakarta.servlet.Filter")
	static class JavaxServlet {

		@Bean
		JavaxProbeFilter benchProbeFilter(Probe probe) {
			return new JavaxProbeFilter(probe);
		}

	}

}
