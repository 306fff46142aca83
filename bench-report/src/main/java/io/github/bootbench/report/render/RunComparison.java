package io.github.bootbench.report.render;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.render.RunReport.Cell;
import io.github.bootbench.report.stats.Spread;
import io.github.bootbench.report.stats.Verdict;

/**
 * Two runs of the harness side by side, the same container at the same endpoint, tool and
 * concurrency: did the candidate (another profile, JDK or commit) change throughput beyond the
 * noise between rounds? The rule is the one that calls a container's lead inside a run
 * ({@link Verdict}), applied to the baseline's rounds against the candidate's.
 *
 * @param pairs one per container, endpoint, tool and concurrency both runs measured
 * @param onlyInBaseline endpoint · tool · c=N groups the candidate did not measure
 * @param onlyInCandidate endpoint · tool · c=N groups the baseline did not measure
 * @param differences what differs between the two runs' options and environments ("name: a → b")
 */
public record RunComparison(RunReport baseline, RunReport candidate, List<Pair> pairs, List<String> onlyInBaseline,
		List<String> onlyInCandidate, List<String> differences) {

	public static final String BASELINE = "baseline";

	public static final String CANDIDATE = "candidate";

	/** What the candidate did to a pair's throughput. */
	public enum Change {

		HIGHER, LOWER, TIE, NOT_JUDGED

	}

	/**
	 * @param changePercent the candidate's median over the baseline's, minus one (null when a side has no figures)
	 * @param reason why the pair is not judged, or null
	 */
	public record Pair(String endpoint, String tool, int concurrency, String container, Cell baseline, Cell candidate,
			Double changePercent, Change change, String reason) {

	}

	public static RunComparison of(RunReport baseline, RunReport candidate) {
		List<Pair> pairs = new ArrayList<>();
		List<String> onlyInBaseline = new ArrayList<>();
		for (RunReport.Row row : baseline.rows()) {
			RunReport.Row other = candidate.row(row.endpoint(), row.tool(), row.concurrency()).orElse(null);
			if (other == null) {
				onlyInBaseline.add(group(row));
				continue;
			}
			for (String container : baseline.run().containers()) {
				Cell before = row.cells().get(container);
				Cell after = other.cells().get(container);
				if (after != null) {
					pairs.add(pair(row, container, before, after));
				}
			}
		}
		List<String> onlyInCandidate = candidate.rows().stream()
			.filter((r) -> baseline.row(r.endpoint(), r.tool(), r.concurrency()).isEmpty())
			.map(RunComparison::group)
			.toList();
		return new RunComparison(baseline, candidate, List.copyOf(pairs), List.copyOf(onlyInBaseline), onlyInCandidate,
				differences(baseline.run().metadata(), candidate.run().metadata()));
	}

	static Pair pair(RunReport.Row row, String container, Cell before, Cell after) {
		String missing = side(before, BASELINE);
		if (missing == null) {
			missing = side(after, CANDIDATE);
		}
		if (missing != null) {
			return new Pair(row.endpoint(), row.tool(), row.concurrency(), container, before, after, null,
					Change.NOT_JUDGED, missing);
		}
		Map<String, Spread> spreads = new LinkedHashMap<>();
		spreads.put(BASELINE, before.throughput());
		spreads.put(CANDIDATE, after.throughput());
		Set<String> toolBound = new HashSet<>();
		if (before.toolBound()) {
			toolBound.add(BASELINE);
		}
		if (after.toolBound()) {
			toolBound.add(CANDIDATE);
		}
		Verdict verdict = Verdict.judge(spreads, toolBound);
		double change = (before.throughput().median() > 0)
				? 100 * (after.throughput().median() / before.throughput().median() - 1) : 0;
		Change kind = switch (verdict.kind()) {
			case LEAD -> CANDIDATE.equals(verdict.leader()) ? Change.HIGHER : Change.LOWER;
			case TIE -> Change.TIE;
			case NOT_JUDGED -> Change.NOT_JUDGED;
		};
		return new Pair(row.endpoint(), row.tool(), row.concurrency(), container, before, after, change, kind,
				verdict.reason());
	}

	private static String side(Cell cell, String name) {
		if (cell == null || cell.missing()) {
			return name + " missing";
		}
		return (cell.throughput() == null) ? name + " FAILED" : null;
	}

	private static String group(RunReport.Row row) {
		return row.endpoint() + " · " + row.tool() + " · c=" + row.concurrency();
	}

	/** The options and environment that make two runs differ, as "name: baseline → candidate". */
	static List<String> differences(JsonNode baseline, JsonNode candidate) {
		Map<String, Function<JsonNode, String>> fields = new LinkedHashMap<>();
		fields.put("profile", (run) -> run.path("options").path("profile").asText());
		fields.put("JDK", (run) -> run.path("environment").path("jdk").path("version").asText() + " "
				+ run.path("environment").path("jdk").path("vendor").asText());
		fields.put("JVM options", (run) -> String.join(" ", Json.texts(run.path("options").path("jvmOptions"))));
		fields.put("rounds", (run) -> run.path("options").path("rounds").asText());
		fields.put("seconds per run", (run) -> run.path("options").path("durationSeconds").asText());
		fields.put("warm-up", (run) -> run.path("options").path("warmup").toString());
		fields.put("pinning", (run) -> "server CPU " + run.path("pinning").path("serverCpus").asText() + ", load CPU "
				+ run.path("pinning").path("loadCpus").asText());
		for (String tool : List.of("ab", "siege", "wrk")) {
			fields.put(tool + " flags", (run) -> run.path("toolFlags").path(tool).asText());
		}
		fields.put("commit", (run) -> run.path("environment").path("git").path("commit").asText()
				+ (run.path("environment").path("git").path("dirty").asBoolean() ? " (dirty)" : ""));
		fields.put("kernel", (run) -> run.path("environment").path("kernel").asText());
		List<String> differences = new ArrayList<>();
		fields.forEach((name, value) -> {
			String before = value.apply(baseline);
			String after = value.apply(candidate);
			if (!Objects.equals(before, after)) {
				differences.add(name + ": " + before + " → " + after);
			}
		});
		return List.copyOf(differences);
	}


}
