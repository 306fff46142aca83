package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRateGate;
import io.github.bootbench.report.input.FixedRates;

import static io.github.bootbench.report.format.markdown.Markdown.integer;

/**
 * The fixed-rate tool's rates as the report's header states them: where they came from.
 */
final class RateText {

	private RateText() {
	}

	/**
	 * The header's row: the rates, the probe they came from, the connections and the
	 * rules.
	 */
	static String rates(FixedRates rates) {
		String levels = String.join(", ", rates.levels().stream().map(String::valueOf).toList());
		StringBuilder text = new StringBuilder(Tool.HYPERFOIL.id()).append(" at ");
		if (rates.ofSaturation()) {
			text.append(levels)
				.append(" % of the slowest variant's saturated throughput on each endpoint, probed with wrk c=")
				.append(rates.probeConcurrency())
				.append(" for ")
				.append(rates.probeSeconds())
				.append(" s on each variant after round 1's warm-up");
			if (rates.saturation() != null) {
				List<String> endpoints = new ArrayList<>();
				for (Map.Entry<String, Map<String, Double>> endpoint : rates.saturation().entrySet()) {
					List<String> probed = new ArrayList<>();
					endpoint.getValue().forEach((variant, rps) -> probed.add(variant + " " + integer(rps)));
					endpoints.add(endpoint.getKey() + ": " + String.join(", ", probed) + " req/s, so "
							+ String.join(", ",
									rates.ratesOf(endpoint.getKey()).stream().map(Markdown::integer).toList())
							+ " req/s");
				}
				text.append(" (").append(String.join("; ", endpoints)).append(')');
			}
			else {
				text.append(" (never probed: the run stopped before)");
			}
		}
		else {
			text.append(levels).append(" req/s on every endpoint");
		}
		return text.append("; ")
			.append(rates.connections())
			.append(" connections shared by every request. ")
			.append(capitalized(FixedRateGate.rule()))
			.append("; ")
			.append(Method.tailRule())
			.append('.')
			.toString();
	}

	private static String capitalized(String text) {
		return Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

}
