package io.github.bootbench.report.model;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.VariantState;

/**
 * What a run asked, from its run.json alone: which servers against which, on which
 * endpoints, measured how. A report's title and the index's question are its wording.
 *
 * @param kind how the run measured
 * @param baseline the variant every other is measured against
 * @param compared the variants the run compares with the baseline: neither the A/A
 * control nor a planted one
 * @param control whether the run has an A/A control
 * @param planted the slowdowns of its positive controls, in percent (empty without)
 * @param sweep each swept key with its values ({@code workers = 8, 32}), empty without a
 * sweep
 * @param endpoints the endpoints measured (the memory phase's, in a memory run)
 * @param tools the load tools (the memory phase's reference tool, in a memory run)
 * @param rates the fixed-rate levels, or null without the fixed-rate tool
 * @param mixedGenerations whether the variants are apps of more than one Spring Boot
 * generation
 */
public record RunQuestion(Kind kind, Subject baseline, List<Subject> compared, boolean control, List<Double> planted,
		List<String> sweep, List<String> endpoints, List<Tool> tools, FixedRates rates, boolean mixedGenerations) {

	/**
	 * A server as it reports itself: {@code Apache Tomcat/11.0.27},
	 * {@code Undertow - 2.3.24.Final}.
	 */
	private static final Pattern SERVER = Pattern
		.compile("^(?:Apache )?([A-Za-z][\\w-]*?)\\s*(?:/|\\s-\\s)\\s*(\\d+)\\.(\\d+)");

	/** How a run measured. */
	public enum Kind {

		/** Closed-loop load tools: throughput at a concurrency. */
		CLOSED_LOOP,

		/** The fixed-rate tool: latency at each rate. */
		FIXED_RATE,

		/** Both kinds of tool. */
		BOTH,

		/** The memory phase alone. */
		MEMORY

	}

	/**
	 * One variant as a question names it.
	 *
	 * @param variant its id
	 * @param server its server and version ({@code Tomcat 11.0}), or null where the run
	 * did not record it (a memory run starts no JVM of the rounds)
	 * @param generation its Spring Boot generation ({@code Spring Boot 3.5})
	 * @param profile its profile where not the default, else null
	 * @param properties its Spring properties where it has some (empty otherwise)
	 */
	public record Subject(String variant, String server, String generation, String profile, List<String> properties) {

	}

	public static RunQuestion of(RunRecord record) {
		RunRecord.Options options = record.options();
		List<Variant> variants = options.variants();
		boolean memoryOnly = options.memory() != null && options.memory().only();
		List<Tool> tools = memoryOnly ? List.of(options.memory().tool()) : options.tools();
		boolean fixed = tools.stream().anyMatch(Tool::fixedRate);
		boolean closed = tools.stream().anyMatch((tool) -> !tool.fixedRate());
		Kind kind = memoryOnly ? Kind.MEMORY
				: (fixed && closed) ? Kind.BOTH : fixed ? Kind.FIXED_RATE : Kind.CLOSED_LOOP;
		List<Subject> compared = variants.subList(1, variants.size())
			.stream()
			.filter((v) -> !v.copyOfBaseline())
			.map((v) -> subject(record, v))
			.toList();
		List<String> sweep = (options.sweep() != null) ? options.sweep()
			.keys()
			.stream()
			.map((key) -> key.key() + " = " + String.join(", ", key.values()))
			.toList() : List.of();
		return new RunQuestion(kind, subject(record, variants.get(0)), compared,
				variants.stream().anyMatch(Variant::control),
				variants.stream().filter(Variant::planted).map(Variant::plantedPercent).toList(), sweep,
				memoryOnly ? options.memory().endpoints() : options.endpoints(), tools, options.rates(),
				variants.stream().map((v) -> Generation.of(v.app())).distinct().count() > 1);
	}

	private static Subject subject(RunRecord record, Variant variant) {
		VariantState state = record.variantStates().get(variant.id());
		String server = (state != null && state.server() != null) ? server(state.server().serverVersion()) : null;
		String profile = Objects.requireNonNullElse(variant.profile(), "default");
		return new Subject(variant.id(), server, Generation.of(variant.app()).label(),
				"default".equals(profile) ? null : profile,
				(variant.properties() != null) ? variant.properties() : List.of());
	}

	/**
	 * {@code Tomcat 11.0} from {@code Apache Tomcat/11.0.27}: the server's name and its
	 * major and minor version, the release line a user picks; the reported string where
	 * it has no such form.
	 */
	static String server(String reported) {
		if (reported == null) {
			return null;
		}
		Matcher matcher = SERVER.matcher(reported);
		if (!matcher.find()) {
			return reported;
		}
		String name = matcher.group(1);
		return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1) + " " + matcher.group(2) + "."
				+ matcher.group(3);
	}

	/** Whether the run sweeps settings against each app's default. */
	public boolean swept() {
		return !this.sweep.isEmpty();
	}

	/** Every subject, the baseline first. */
	public List<Subject> subjects() {
		return java.util.stream.Stream.concat(java.util.stream.Stream.of(this.baseline), this.compared.stream())
			.toList();
	}

}
