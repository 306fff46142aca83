package io.github.bootbench.report.plan;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class RateLevelsTests {

	private static final List<Tool> HYPERFOIL = List.of(Tool.HYPERFOIL);

	@Test
	void percentagesAreSharesOfTheSaturationProbedAtTheHighestConcurrency() {
		FixedRates rates = RateLevels.of("50%,25%", HYPERFOIL, List.of(50, 200, 100), 5);
		assertThat(rates.levels()).containsExactly(25, 50);
		assertThat(rates.ofSaturation()).isTrue();
		assertThat(rates.probeConcurrency()).isEqualTo(200);
		assertThat(rates.connections()).isEqualTo(400);
		assertThat(rates.probeSeconds()).as("as long as a window").isEqualTo(5);
		assertThat(rates.ratesOf("block")).as("not probed yet").isEmpty();
	}

	@Test
	void aLowConcurrencyStillGetsTheFewestConnectionsTheDriverIsGiven() {
		FixedRates rates = RateLevels.of("50%", HYPERFOIL, List.of(10), 2);
		assertThat(rates.probeConcurrency()).isEqualTo(10);
		assertThat(rates.connections()).isEqualTo(RateLevels.MIN_CONNECTIONS);
	}

	@Test
	void requestsPerSecondAreTheSameOnEveryEndpointAndNeedNoProbe() {
		FixedRates rates = RateLevels.of("5000,2000", List.of(Tool.WRK, Tool.HYPERFOIL), List.of(100), 5);
		assertThat(rates.ofSaturation()).isFalse();
		assertThat(rates.ratesOf("block")).containsExactly(2000, 5000);
		assertThat(rates.ratesOf("io")).containsExactly(2000, 5000);
	}

	@Test
	void aRunWithoutTheFixedRateToolHasNoRatesAndRefusesThem() {
		assertThat(RateLevels.of(null, List.of(Tool.WRK), List.of(100), 5)).isNull();
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RateLevels.of("50%", List.of(Tool.WRK), List.of(100), 5))
			.withMessageContaining("add hyperfoil to --tools");
	}

	@Test
	void badRatesAreRefusedWithTheRule() {
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> RateLevels.of("", HYPERFOIL, List.of(100), 5))
			.withMessageContaining("hyperfoil needs --rates");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RateLevels.of("25%,5000", HYPERFOIL, List.of(100), 5))
			.withMessageContaining("all percentages of the saturation or all req/s");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RateLevels.of("100%", HYPERFOIL, List.of(100), 5))
			.withMessageContaining("the highest share is " + RateLevels.MAX_SHARE_PERCENT + "%");
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> RateLevels.of("0", HYPERFOIL, List.of(100), 5))
			.withMessageContaining("--rates must be a positive integer");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> RateLevels.of("50%,50%", HYPERFOIL, List.of(100), 5))
			.withMessageContaining("lists 50% twice");
	}

	@Test
	void theRatesAreSharesOfTheSlowestProbedVariantOnEachEndpoint() {
		FixedRates rates = RateLevels.of("25%,90%", HYPERFOIL, List.of(100), 5);
		Map<String, Map<String, Double>> throughput = new LinkedHashMap<>();
		throughput.put("block", Map.of("tomcat", 27_000.0, "jetty", 24_001.0));
		throughput.put("io", Map.of("tomcat", 4_950.0, "jetty", 4_990.0));
		FixedRates probed = RateLevels.resolve(rates, throughput);
		assertThat(probed.ratesOf("block")).containsExactly(6_000, 21_601);
		assertThat(probed.ratesOf("io")).containsExactly(1_238, 4_455);
		assertThat(probed.saturation()).isEqualTo(throughput);
	}

}
