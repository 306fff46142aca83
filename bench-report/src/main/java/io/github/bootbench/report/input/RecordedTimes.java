package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.github.bootbench.report.io.Json;

/**
 * How long the runs under a results directory took against what their plans estimated:
 * each complete run made in one go (a resumed run's wall time holds the pause), its
 * guest, and its wall time over its plan's estimate. What the next estimate learns from.
 */
public final class RecordedTimes {

	private RecordedTimes() {
	}

	/**
	 * One run's time.
	 *
	 * @param runId its id, the time it started ({@code 2026-12-03T05-29-16Z})
	 * @param environment where it ran
	 * @param ratio its wall time over its plan's estimate
	 * @param cpuLimit the CPU limit of its server JVMs, or null without one
	 */
	public record Recorded(String runId, RunEnvironment environment, double ratio, Double cpuLimit) {

	}

	/** The estimate a plan.json holds (the rest of it is the plan's). */
	@JsonIgnoreProperties(ignoreUnknown = true)
	record PlannedTime(Estimated estimate) {

		@JsonIgnoreProperties(ignoreUnknown = true)
		record Estimated(int seconds) {

		}

	}

	/**
	 * Every complete run of one go under this directory with an estimate; a run whose
	 * files do not read is passed over (it is no evidence of time).
	 */
	public static List<Recorded> under(Path results) throws IOException {
		List<Recorded> recorded = new ArrayList<>();
		if (!Files.isDirectory(results)) {
			return recorded;
		}
		List<Path> runs;
		try (Stream<Path> children = Files.list(results)) {
			runs = children
				.filter((dir) -> Files.isRegularFile(dir.resolve("run.json"))
						&& Files.isRegularFile(dir.resolve("plan.json")))
				.sorted()
				.toList();
		}
		for (Path run : runs) {
			try {
				RunRecord record = RunDirectory.readRecord(run);
				PlannedTime planned = Json.MAPPER.readValue(run.resolve("plan.json").toFile(), PlannedTime.class);
				boolean oneGo = record.resumes() == null || record.resumes().isEmpty();
				if ("complete".equals(record.status()) && oneGo && record.endedAt() != null
						&& planned.estimate() != null && planned.estimate().seconds() > 0) {
					double wall = Duration.between(Instant.parse(record.startedAt()), Instant.parse(record.endedAt()))
						.toMillis() / 1000.0;
					recorded.add(new Recorded(record.runId(), record.environment(), wall / planned.estimate().seconds(),
							tightestLimit(record)));
				}
			}
			catch (IOException | RuntimeException ex) {
				// Not a run whose time can be read: left out.
			}
		}
		return recorded;
	}

	/**
	 * The tightest CPU limit a run's JVMs ran under (a sweep's own limits, or the run's),
	 * null without one: its warm-ups, and so its time, are that limit's.
	 */
	private static Double tightestLimit(RunRecord record) {
		return record.options()
			.variants()
			.stream()
			.map((v) -> record.cpuLimitOf(v.id()))
			.filter(java.util.Objects::nonNull)
			.min(Double::compare)
			.orElse(null);
	}

}
