package io.github.bootbench.report.feature.comparison;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.VariantState;
import io.github.bootbench.report.io.Json;

/**
 * One thing that differs between two runs' records, with what kind of thing it is, so
 * that a comparison can show the machine first and say when its ratios measure the
 * machine as much as the change.
 *
 * @param kind the machine, a limit set on the server's share of it, the software on it,
 * the method's options, or the code
 * @param name what differs, e.g. {@code CPU}
 * @param before the baseline run's value
 * @param after the candidate run's value
 */
public record RunDifference(Kind kind, String name, String before, String after) {

	/** In the order a reader must see them. */
	public enum Kind {

		/**
		 * What the two runs ran on.
		 */
		MACHINE,
		/**
		 * What the server was given of the same machine: a CPU limit, which changes the
		 * CPU it gets as a pod's limits.cpu does, and so comes before what ran on it.
		 */
		LIMIT, SOFTWARE, METHOD, CODE

	}

	/** Every recorded difference, the machine's first. */
	public static List<RunDifference> between(RunRecord baseline, RunRecord candidate) {
		List<RunDifference> differences = new ArrayList<>();
		fields(baseline, candidate).forEach((key, value) -> {
			String before = value.apply(baseline);
			String after = value.apply(candidate);
			if (!Objects.equals(before, after)) {
				differences.add(new RunDifference(key.kind(), key.name(), before, after));
			}
		});
		differences.sort(Comparator.comparing(RunDifference::kind));
		return List.copyOf(differences);
	}

	private record Field(Kind kind, String name) {

	}

	private static Map<Field, Function<RunRecord, String>> fields(RunRecord baseline, RunRecord candidate) {
		Map<Field, Function<RunRecord, String>> fields = new LinkedHashMap<>();
		fields.put(new Field(Kind.MACHINE, "CPU"), (run) -> run.environment().cpu().identity());
		fields.put(new Field(Kind.MACHINE, "CPUs"), (run) -> String.valueOf(run.environment().cpu().count()));
		fields.put(new Field(Kind.MACHINE, "memory"), (run) -> (run.environment().memoryKb() > 0)
				? String.format(Locale.ROOT, "%.1f GiB", run.environment().memoryKb() / 1024.0 / 1024) : null);
		fields.put(new Field(Kind.MACHINE, "hypervisor"), (run) -> run.environment().hypervisor());
		fields.put(new Field(Kind.MACHINE, "kernel"), (run) -> run.environment().kernel());
		fields.put(new Field(Kind.MACHINE, "OS"), (run) -> run.environment().os());
		fields.put(new Field(Kind.MACHINE, "hosts"),
				(run) -> (run.hosts() != null) ? run.hosts().words() : "everything on one machine, over loopback");
		fields.put(new Field(Kind.SOFTWARE, "JDK"), (run) -> run.environment().jdk().versionAndVendor());
		fields.put(new Field(Kind.SOFTWARE, "JVM options"), (run) -> String.join(" ", run.options().jvmOptions()));
		TreeSet<String> tools = new TreeSet<>(baseline.toolVersions().keySet());
		tools.addAll(candidate.toolVersions().keySet());
		for (String tool : tools) {
			fields.put(new Field(Kind.SOFTWARE, tool + " version"), (run) -> run.toolVersions().get(tool));
		}
		TreeSet<String> variants = new TreeSet<>(baseline.variantStates().keySet());
		variants.retainAll(candidate.variantStates().keySet());
		for (String variant : variants) {
			fields.put(new Field(Kind.SOFTWARE, variant + " container"), (run) -> {
				VariantState state = run.variantStates().get(variant);
				return (state != null && state.server() != null) ? state.server().serverVersion() : null;
			});
		}
		fields.put(new Field(Kind.METHOD, "profile"), RunRecord::profile);
		fields.put(new Field(Kind.METHOD, "rounds"), (run) -> String.valueOf(run.options().rounds()));
		fields.put(new Field(Kind.METHOD, "blocks per round"), (run) -> String.valueOf(run.options().blocksPerRound()));
		fields.put(new Field(Kind.METHOD, "order in a block"), (run) -> BlockOrder.wordsOf(run.options().order()));
		fields.put(new Field(Kind.METHOD, "seconds per measurement"),
				(run) -> String.valueOf(run.options().durationSeconds()));
		fields.put(new Field(Kind.METHOD, "warm-up"), (run) -> json(run.options().warmup()));
		fields.put(new Field(Kind.METHOD, "pinning"),
				(run) -> "server CPU " + run.pinning().serverCpus() + ", load CPU " + run.pinning().loadCpus()
						+ ", warm-up on CPU "
						+ Objects.requireNonNullElse(run.pinning().warmupCpus(), run.pinning().serverCpus()));
		fields.put(new Field(Kind.LIMIT, "CPU limit"),
				(run) -> (run.pinning().cpuLimit() != null) ? run.pinning().limitWords() : "none");
		for (String tool : List.of(Tool.AB.id(), Tool.SIEGE.id(), Tool.WRK.id())) {
			fields.put(new Field(Kind.METHOD, tool + " flags"), (run) -> run.toolFlags().getOrDefault(tool, ""));
		}
		fields.put(new Field(Kind.CODE, "commit"), (run) -> run.environment().git().label(" (dirty)"));
		return fields;
	}

	private static String json(Object value) {
		try {
			return Json.MAPPER.writeValueAsString(value);
		}
		catch (JsonProcessingException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
