package io.github.bootbench.controller;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.util.StringUtils;

/**
 * Keeps an app without a database free of one: unless {@code spring.datasource.url} is
 * set, Boot's DataSource auto-configuration is excluded (it would otherwise fail for want
 * of a URL), so that no pool or connection is made; and Boot's Mustache view support,
 * which the fortunes page does not use (it compiles its own template), is always
 * excluded. Both are named in their Boot 2.7/3.5 and Boot 4 packages: an exclusion whose
 * class is absent is ignored by Boot, so one list serves every generation.
 */
public class DatabaseEnvironmentPostProcessor implements EnvironmentPostProcessor, Ordered {

	static final String URL = "spring.datasource.url";

	static final String EXCLUDE = "spring.autoconfigure.exclude";

	static final List<String> DATA_SOURCE_AUTO_CONFIGURATIONS = List.of(
			"org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
			"org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration");

	static final List<String> MUSTACHE_AUTO_CONFIGURATIONS = List.of(
			"org.springframework.boot.autoconfigure.mustache.MustacheAutoConfiguration",
			"org.springframework.boot.mustache.autoconfigure.MustacheAutoConfiguration");

	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		List<String> excluded = new ArrayList<>();
		String already = environment.getProperty(EXCLUDE);
		if (StringUtils.hasText(already)) {
			excluded.add(already);
		}
		excluded.addAll(MUSTACHE_AUTO_CONFIGURATIONS);
		if (!StringUtils.hasText(environment.getProperty(URL))) {
			excluded.addAll(DATA_SOURCE_AUTO_CONFIGURATIONS);
		}
		environment.getPropertySources()
			.addFirst(new MapPropertySource("benchDatabase", Map.of(EXCLUDE, String.join(",", excluded))));
	}

}
