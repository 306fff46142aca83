package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.Outcome;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.WindowCommand;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.io.RawLayout;
import io.github.bootbench.report.plan.RateLevels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code rates}: the fixed-rate tool's rates, once run-all.sh has probed the saturation
 * they are shares of. Reads every probe window the run's plan asks for, refuses the lot
 * if one failed or is missing (no rate can be a share of an unread figure), and prints
 * the run's {@link FixedRates} with the probe's throughput and the resolved rates, as one
 * JSON line for run.json.
 */
@Command(name = "rates",
		description = "Reads the run's probe windows (probe/VARIANT/ENDPOINT-wrk-cN.txt) and prints hyperfoil's "
				+ "rates resolved from the slowest variant's throughput on each endpoint, as one JSON line. Exits 4 "
				+ "when a probe window failed or is missing, with why.")
final class RatesCommand implements Callable<Integer> {

	/** A probe window that failed or is missing: no rate can be resolved from it. */
	static final int PROBE_FAILED = 4;

	@Option(names = "--run", required = true, description = "the run directory (its run.json has the rates)")
	private Path run;

	@Override
	public Integer call() throws IOException {
		RunRecord record = RunDirectory.readRecord(this.run);
		FixedRates rates = record.options().rates();
		if (rates == null || !rates.ofSaturation()) {
			System.out.println("the run has no rates to probe: its --rates are not shares of a saturation");
			return PROBE_FAILED;
		}
		Map<String, Map<String, Double>> throughput = new LinkedHashMap<>();
		for (String endpoint : record.options().endpoints()) {
			Map<String, Double> byVariant = new LinkedHashMap<>();
			for (String variant : rates.probeVariants()) {
				Path raw = RawLayout.probeOf(this.run, variant, endpoint, Tool.WRK, rates.probeConcurrency());
				if (!Files.isRegularFile(raw)) {
					System.out.println("no probe window " + this.run.relativize(raw));
					return PROBE_FAILED;
				}
				Outcome outcome = Outcome.of(Tool.WRK, Files.readString(raw),
						WindowCommand.read(RawLayout.commandOf(raw)));
				if (!outcome.ok()) {
					System.out
						.println("the probe window " + this.run.relativize(raw) + " failed: " + outcome.failure());
					return PROBE_FAILED;
				}
				byVariant.put(variant, outcome.result().requestsPerSecond());
			}
			throughput.put(endpoint, byVariant);
		}
		FixedRates resolved = RateLevels.resolve(rates, throughput);
		System.out.println(Json.MAPPER.writeValueAsString(resolved));
		return 0;
	}

}
