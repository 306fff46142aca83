package io.github.bootbench.controller;

import org.junit.jupiter.api.Test;

import org.springframework.boot.system.JavaVersion;
import org.springframework.mock.env.MockEnvironment;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThat;

class BenchEnvironmentPostProcessorTests {

	@Test
	void refusesVirtualThreadsOnAJavaOlderThan21() {
		MockEnvironment environment = new MockEnvironment().withProperty("spring.threads.virtual.enabled", "true");
		assertThatExceptionOfType(VirtualThreadsUnavailableException.class).isThrownBy(
				() -> BenchEnvironmentPostProcessor.requireJavaForVirtualThreads(environment, JavaVersion.SEVENTEEN))
			.withMessageStartingWith(
					"Virtual threads (profile vthreads, spring.threads.virtual.enabled=true) need Java 21 or newer");
	}

	@Test
	void acceptsVirtualThreadsOnJava21() {
		MockEnvironment environment = new MockEnvironment().withProperty("spring.threads.virtual.enabled", "true");
		assertThatCode(
				() -> BenchEnvironmentPostProcessor.requireJavaForVirtualThreads(environment, JavaVersion.TWENTY_ONE))
			.doesNotThrowAnyException();
	}

	@Test
	void acceptsAnyJavaWhenVirtualThreadsAreNotAskedFor() {
		assertThatCode(() -> BenchEnvironmentPostProcessor.requireJavaForVirtualThreads(new MockEnvironment(),
				JavaVersion.SEVENTEEN))
			.doesNotThrowAnyException();
	}

	@Test
	void failureAnalysisSaysWhichJavaIsNeededAndHowToGetIt() {
		var analysis = new VirtualThreadsUnavailableFailureAnalyzer()
			.analyze(new IllegalStateException(new VirtualThreadsUnavailableException("17.0.15")));
		assertThat(analysis.getDescription()).contains("need Java 21 or newer").contains("Java 17.0.15");
		assertThat(analysis.getAction()).contains("--jdk");
	}

}
