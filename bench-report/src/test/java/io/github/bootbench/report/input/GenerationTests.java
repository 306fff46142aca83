package io.github.bootbench.report.input;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** An app's generation and container, from its id as the contract names it. */
class GenerationTests {

	@Test
	void readsTheGenerationAndTheContainerFromTheAppsId() {
		assertThat(Generation.of("boot4/jetty")).isEqualTo(Generation.BOOT_4);
		assertThat(Generation.of("undertow")).isEqualTo(Generation.BOOT_35);
		assertThat(Generation.of("boot27/smart-servlet")).isEqualTo(Generation.BOOT_27);
		assertThat(Generation.container("boot4/tomcat")).isEqualTo("tomcat");
		assertThat(Generation.container("jetty")).isEqualTo("jetty");
		assertThat(Generation.container("boot27/smart-servlet")).isEqualTo("smart-servlet");
		assertThat(Generation.of("app/jetty")).isEqualTo(Generation.APP);
		assertThat(Generation.container("app/jetty")).isEqualTo("jetty");
	}

	@Test
	void listsTheGenerationsNewestFirstWithTheirSupport() {
		assertThat(Generation.values()).containsExactly(Generation.APP, Generation.BOOT_4, Generation.BOOT_35,
				Generation.BOOT_27);
		assertThat(Generation.BOOT_4.support()).isEqualTo("in open-source support");
		assertThat(Generation.BOOT_35.support()).contains("2026-06-30");
		assertThat(Generation.BOOT_27.hasProfiles()).isFalse();
		assertThat(Generation.BOOT_4.hasProfiles()).isTrue();
		assertThat(Generation.APP.hasProfiles()).isFalse();
	}

}
