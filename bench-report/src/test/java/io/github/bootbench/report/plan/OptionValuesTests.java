package io.github.bootbench.report.plan;

import java.util.List;

import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.Variant;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The options as the user wrote them, read into numbers: what is accepted, and each
 * refusal as the one line run-all.sh prints.
 */
class OptionValuesTests {

	@Test
	void readsDurationsInSecondsOrMinutes() {
		assertThat(OptionValues.seconds("--duration", "10")).isEqualTo(10);
		assertThat(OptionValues.seconds("--duration", "10s")).isEqualTo(10);
		assertThat(OptionValues.seconds("--warmup-cap", "2m")).isEqualTo(120);
		refused(() -> OptionValues.seconds("--duration", "soon"),
				"--duration: 'soon' is not a duration (whole seconds or minutes, e.g. 10s or 2m)");
		refused(() -> OptionValues.seconds("--duration", "1.5s"), "--duration: '1.5s' is not a duration");
		refused(() -> OptionValues.seconds("--duration", "0s"), "--duration must be longer than 0 s, got '0s'");
	}

	@Test
	void readsPositiveIntegersAndRefusesTheRest() {
		assertThat(OptionValues.positives("--concurrency", List.of("50", "100", "007"))).containsExactly(50, 100, 7);
		for (String bad : List.of("0", "-5", "lots", "", "12345678901")) {
			refused(() -> OptionValues.positives("--concurrency", List.of("50", bad)),
					"--concurrency must be a positive integer, got '" + bad + "'");
		}
		refused(() -> OptionValues.positive("--rounds", "0"), "--rounds must be a positive integer, got '0'");
	}

	@Test
	void keepsTheSeedGivenAndDrawsOneWhenNoneIs() {
		assertThat(OptionValues.seed("917")).isEqualTo(917L);
		assertThat(OptionValues.seed("999999999999999999")).isEqualTo(999_999_999_999_999_999L);
		assertThat(OptionValues.seed(null)).isNotNegative().isLessThan(1L << 45);
		refused(() -> OptionValues.seed("abc"), "--seed must be a whole number of at most 18 digits, got 'abc'");
		refused(() -> OptionValues.seed("-1"), "--seed must be a whole number of at most 18 digits, got '-1'");
		refused(() -> OptionValues.seed("1234567890123456789"), "--seed must be a whole number of at most 18");
	}

	@Test
	void readsTheMinimumEffectAsAPercentAboveZeroAndBelowAHundred() {
		assertThat(OptionValues.percent("--min-effect", "5")).isEqualTo(5.0);
		assertThat(OptionValues.percent("--min-effect", "2.5")).isEqualTo(2.5);
		for (String bad : List.of("0", "0.0", "100", "150", "lots", "-3")) {
			refused(() -> OptionValues.percent("--min-effect", bad),
					"--min-effect must be a percentage above 0 and below 100, got '" + bad + "'");
		}
	}

	@Test
	void readsPlantedPercentsInOrderAndRefusesOneGivenTwice() {
		assertThat(OptionValues.percents("--planted", "10")).containsExactly(10.0);
		assertThat(OptionValues.percents("--planted", "20,5,10")).containsExactly(20.0, 5.0, 10.0);
		refused(() -> OptionValues.percents("--planted", "5,100"),
				"--planted must be a percentage above 0 and below 100, got '100'");
		refused(() -> OptionValues.percents("--planted", "10,"),
				"--planted must be a percentage above 0 and below 100, got ''");
		refused(() -> OptionValues.percents("--planted", "10,10.0"), "--planted lists 10.0 twice");
	}

	@Test
	void splitsTheMachineInTwoByDefault() {
		assertThat(OptionValues.pinning(null, 1)).isEqualTo(new Pinning("0", "0", 1, 1, "0"));
		assertThat(OptionValues.pinning("", 2)).isEqualTo(new Pinning("0", "1", 1, 1, "0,1"));
		assertThat(OptionValues.pinning(null, 8)).isEqualTo(new Pinning("0-3", "4-7", 4, 4, "0-3,4-7"));
		assertThat(OptionValues.pinning(null, 5)).isEqualTo(new Pinning("0-1", "2-4", 2, 3, "0-1,2-4"));
	}

	@Test
	void countsTheCpusOfListsGiven() {
		assertThat(OptionValues.pinning("0,2-3:1", 4)).isEqualTo(new Pinning("0,2-3", "1", 3, 1, "0,2-3,1"));
		refused(() -> OptionValues.pinning("0", 2),
				"--cpus must be SERVER:LOAD CPU lists such as 0:1 or 0-1:2-3, got '0'");
		refused(() -> OptionValues.pinning("0:1,,2", 4), "--cpus: '1,,2' is not a CPU list such as 0, 0-1 or 0,2");
		refused(() -> OptionValues.pinning("3-1:0", 4), "--cpus: '3-1' is not a CPU list such as 0, 0-1 or 0,2");
	}

	@Test
	void refusesAJavaTheAppsCannotRunOn() {
		List<Variant> platform = List.of(variant("tomcat", "default"));
		List<Variant> virtual = List.of(variant("tomcat", "default"), variant("tomcat-vthreads", "vthreads"));
		OptionValues.requireJava("java", 17, platform);
		OptionValues.requireJava("/jdk25/bin/java", 25, virtual);
		refused(() -> OptionValues.requireJava("/jdk11/bin/java", 11, platform),
				"/jdk11/bin/java is Java 11; the apps need 17 or newer");
		refused(() -> OptionValues.requireJava("/jdk17/bin/java", 17, virtual),
				"the vthreads profile needs a JDK 21 or newer (virtual threads), but /jdk17/bin/java is Java 17: "
						+ "pass --jdk");
	}

	private static Variant variant(String id, String profile) {
		return new Variant(id, id, "tomcat", profile, List.of(), List.of(), false, 8081);
	}

	private static void refused(Runnable reading, String message) {
		assertThatExceptionOfType(PlanException.class).isThrownBy(reading::run)
			.withMessageStartingWith(message)
			.withMessageNotContaining("\n");
	}

}
