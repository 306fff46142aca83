package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.stats.Spread;
import io.github.bootbench.report.stats.Verdict;

/**
 * Two runs of the harness side by side, the same container at the same endpoint, tool and
 * concurrency: did the candidate (another profile, JDK or commit) change throughput
 * beyond the noise between rounds? The rule is the one that calls a container's lead
 * inside a run ({@link Verdict}), applied to the baseline's rounds against the
 * candidate's.
 *
 * @param pairs one per container, endpoint, tool and concurrency both runs measured
 * @param onlyInBaseline endpoint · tool · c=N groups the candidate did not measure
 * @param onlyInCandidate endpoint · tool · c=N groups the baseline did not measure
 * @param differences what differs between the two runs' options and environments ("name:
 * a → b")
 */
public record RunComparison(RunResult baseline, RunResult candidate, List<Pair> pairs, List<String> onlyInBaseline,
		List<String> onlyInCandidate, List<String> differences) {

	public static final String BASELINE = "baseline";

	public static final String CANDIDATE = "candidate";

	/** What the candidate did to a pair's throughput. */
	public enum Change {

		HIGHER, LOWER, TIE, NOT_JUDGED

	}

	/**
	 * @param changePercent the candidate's median over the baseline's, minus one (null
	 * when a side has no figures)
	 * @param reason why the pair is not judged, or null
	 */
	public record Pair(String endpoint, String tool, int concurrency, String container, Cell baseline, Cell candidate,
			Double changePercent, Change change, String reason) {

		/** {@code block · wrk}: the table a pair belongs to. */
		public String group() {
			return this.endpoint + " · " + this.tool;
		}

		/** {@code tomcat block wrk c=100}. */
		public String label() {
			return this.container + " " + this.endpoint + " " + this.tool + " c=" + this.concurrency;
		}

	}

	public static RunComparison of(RunResult baseline, RunResult candidate) {
		List<Pair> pairs = new ArrayList<>();
		List<String> onlyInBaseline = new ArrayList<>();
		for (Row row : baseline.rows()) {
			Row other = candidate.row(row.endpoint(), row.tool(), row.concurrency()).orElse(null);
			if (other == null) {
				onlyInBaseline.add(row.label());
				continue;
			}
			for (String container : baseline.containers()) {
				Cell after = other.cells().get(container);
				if (after != null) {
					pairs.add(pair(row, container, row.cells().get(container), after));
				}
			}
		}
		List<String> onlyInCandidate = candidate.rows()
			.stream()
			.filter((r) -> baseline.row(r.endpoint(), r.tool(), r.concurrency()).isEmpty())
			.map(Row::label)
			.toList();
		return new RunComparison(baseline, candidate, List.copyOf(pairs), List.copyOf(onlyInBaseline), onlyInCandidate,
				differences(baseline.run().record(), candidate.run().record()));
	}

	static Pair pair(Row row, String container, Cell before, Cell after) {
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
		String noFigures = Cell.noFigures(cell);
		return (noFigures != null) ? name + " " + noFigures : null;
	}

	/** The change percentages of the pairs judged so. */
	static List<Double> changes(List<Pair> pairs, Change change) {
		return pairs.stream().filter((p) -> p.change() == change).map(Pair::changePercent).toList();
	}

	/**
	 * The options and environment that make two runs differ, as "name: baseline →
	 * candidate".
	 */
	static List<String> differences(RunRecord baseline, RunRecord candidate) {
		Map<String, Function<RunRecord, String>> fields = new LinkedHashMap<>();
		fields.put("profile", RunRecord::profile);
		fields.put("JDK", (run) -> run.environment().jdk().versionAndVendor());
		fields.put("JVM options", (run) -> String.join(" ", run.options().jvmOptions()));
		fields.put("rounds", (run) -> String.valueOf(run.options().rounds()));
		fields.put("seconds per measurement", (run) -> String.valueOf(run.options().durationSeconds()));
		fields.put("warm-up", (run) -> Json.MAPPER.valueToTree(run.options().warmup()).toString());
		fields.put("pinning",
				(run) -> "server CPU " + run.pinning().serverCpus() + ", load CPU " + run.pinning().loadCpus());
		for (String tool : List.of("ab", "siege", "wrk")) {
			fields.put(tool + " flags", (run) -> run.toolFlags().getOrDefault(tool, ""));
		}
		fields.put("commit", (run) -> run.environment().git().label(" (dirty)"));
		fields.put("kernel", (run) -> run.environment().kernel());
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

	/** The endpoints of the pairs, in order. */
	public List<String> endpoints() {
		Set<String> endpoints = new LinkedHashSet<>();
		this.pairs.forEach((p) -> endpoints.add(p.endpoint()));
		return new ArrayList<>(endpoints);
	}

	/** The containers of the pairs, in order. */
	public List<String> containers() {
		Set<String> containers = new LinkedHashSet<>();
		this.pairs.forEach((p) -> containers.add(p.container()));
		return new ArrayList<>(containers);
	}

	/** The concurrency levels of the pairs, ascending. */
	public List<Integer> concurrencyLevels() {
		return this.pairs.stream().map(Pair::concurrency).distinct().sorted().toList();
	}

}
