package io.github.bootbench.report.format.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.MemoryOptions;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunDatabase;
import io.github.bootbench.report.input.Sweep;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.plan.DatabasePlan;
import io.github.bootbench.report.plan.Estimate;
import io.github.bootbench.report.plan.HostsPlan;
import io.github.bootbench.report.plan.JmeterProtocol;
import io.github.bootbench.report.plan.PlanRequest;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.Sweeps;
import io.github.bootbench.report.stats.Schedule;

/**
 * A plan as run-all.sh prints it before it starts: the variants, the sweep, the parts,
 * the rounds, the warm-up, the memory phase and the estimated time; with
 * {@link #blockList} every block in measuring order.
 */
public final class PlanText {

	private PlanText() {
	}

	public static List<String> lines(RunPlan plan) {
		PlanRequest request = plan.request();
		Map<String, Variant> byId = plan.variants()
			.stream()
			.collect(Collectors.toMap(Variant::id, Function.identity()));
		List<String> lines = new ArrayList<>();
		lines.add("Variants (baseline first): "
				+ String.join("; ", plan.variants().stream().map((v) -> v.name() + " (port " + v.port() + ")").toList())
				+ ".");
		if (plan.sweep() != null) {
			for (Sweep.Key key : plan.sweep().keys()) {
				lines.add("Sweep " + key.key() + ": " + String.join(", ", key.values())
						+ " against each app's default (" + sweptProperties(plan, key.key()) + ").");
			}
			plan.sweep().notes().forEach((note) -> lines.add("  Note: " + note + "."));
		}
		if (plan.parts().size() > 1) {
			lines.add("Split into " + plan.parts().size() + " parts of at most " + RunPlan.MAX_JVMS_PER_ROUND
					+ " JVMs at once, each an app's default with its settings, measured in " + request.rounds()
					+ " round(s) of its own (ratios are paired within a part only):");
			for (int index = 0; index < plan.parts().size(); index++) {
				List<String> part = plan.parts().get(index);
				lines.add("  part " + (index + 1) + ": "
						+ String.join(",", part.stream().map((id) -> byId.get(id).name()).toList()) + " (" + part.size()
						+ " JVMs, about " + minutes(plan.estimate().partSeconds().get(index)) + ")");
			}
		}
		if (request.memory().equals("only")) {
			lines.add("Memory only (--memory-only): no cold starts and no throughput rounds.");
		}
		else {
			lines.add("Plan: " + request.rounds() + " round(s) of " + plan.cells() + " cells ("
					+ String.join(",", request.endpoints()) + " x " + levels(plan) + ") x " + request.blocksPerRound()
					+ " block(s) x " + plan.variants().size() + " variants"
					+ ((plan.parts().size() > 1) ? " in " + plan.parts().size() + " parts" : "") + " = "
					+ plan.windows() + " windows of " + request.durationSeconds() + " s, "
					+ (request.orders().equals(List.of(BlockOrder.SHUFFLED)) ? "in a shuffled order"
							: request.orders().equals(List.of(BlockOrder.MIRRORED))
									? "each variant twice in a block, a shuffled order then its reverse (--order "
											+ "mirrored)"
									: "each block "
											+ BlockOrder.inBlocks(request.orders(), request.durationSeconds(),
													BlockOrder.sliceMs(request.sliceMs()))
											+ " (--order " + BlockOrder.wordsOf(request.orders()) + ")")
					+ " drawn from seed " + request.seed() + "; verdicts with a minimum " + "effect of "
					+ number(request.minEffectPercent()) + " %; server on CPU " + request.pinning().serverCpus()
					+ ((plan.hosts() != null && plan.hosts().topology().serverHost() != null)
							? " of " + plan.hosts().topology().serverHost() : "")
					+ (request.pinning().widerWarmup() ? " (warm-up on CPU " + request.pinning().warmupCpus() + ")"
							: "")
					+ ((request.pinning().cpuLimit() != null) ? ", each server JVM " + request.pinning().limitWords()
							: "")
					+ ", load on CPU " + request.pinning().loadCpus() + ".");
			lines.add("Each round: one fresh JVM per variant, all up at once, only one under load"
					+ ((plan.duet() != null) ? " (two in a duet's window)" : "") + ". Warm-up per JVM: " + "cycles of "
					+ plan.options().warmup().cycleSeconds() + " s of load (the others idle meanwhile, at " + "least "
					+ plan.options().warmup().idleSeconds() + " s between its loads) until its JIT is quiet, at "
					+ "most " + plan.options().warmup().capSeconds() + " s of load. Cold starts: "
					+ request.coldStarts()
					+ " per variant (the control shares the baseline's). Warm-up turns, rotated each round so that "
					+ "no variant is always loaded first: " + turns(plan) + ".");
		}
		if (plan.database() != null) {
			lines.add(database(plan.database(), plan.hosts()));
		}
		if (plan.profiler() != null) {
			lines.add(ProfilerPlanText.of(plan.profiler(), plan.estimate()));
		}
		if (plan.memory() != null) {
			memory(plan, lines);
		}
		Estimate estimate = plan.estimate();
		lines.add("Estimated time: " + minutes(estimate.seconds()) + (request.memory().equals("only") ? "."
				: " (warm-ups at " + estimate.warmupCycles() + " cycles; more if they hit the cap)."));
		if (plan.hosts() != null) {
			lines.add("Hosts: " + plan.hosts().words() + ".");
			plan.hosts().paths().forEach((path) -> lines.add("  Path: " + path + "."));
		}
		return List.copyOf(lines);
	}

	/**
	 * {@code Database: PostgreSQL on 127.0.0.1:54320, pinned to CPU 1 beside the load
	 * tools (db, fortunes need it); its CPU is sampled with each window.}
	 */
	static String database(DatabasePlan database, HostsPlan hosts) {
		List<String> endpoints = database.endpoints();
		String host = (hosts != null) ? hosts.topology().databaseHost() : null;
		return "Database: " + RunDatabase.PRODUCT + " on "
				+ ((host != null) ? host + " (" + hosts.databaseAddress() + ")" : "127.0.0.1") + ":" + database.port()
				+ ", pinned to CPU " + database.cpus()
				+ ((host != null) ? " there"
						: database.besideServer() ? ", which the server and the load tools share too"
								: " beside the load tools")
				+ " (" + String.join(", ", endpoints) + ((endpoints.size() == 1) ? " needs" : " need")
				+ " it); its CPU is sampled with each window.";
	}

	/** {@code round 1: tomcat, jetty; round 2: jetty, tomcat}. */
	private static String turns(RunPlan plan) {
		List<String> rounds = new ArrayList<>();
		for (int i = 0; i < plan.warmupTurns().size(); i++) {
			rounds.add("round " + (i + 1) + ": " + String.join(", ", plan.warmupTurns().get(i)));
		}
		return String.join("; ", rounds);
	}

	/** Every block in measuring order, a line each. */
	public static List<String> blockList(RunPlan plan) {
		return plan.blocks().stream().map((block) -> block(plan.options().rates(), block)).toList();
	}

	private static String block(FixedRates rates, Schedule.Block block) {
		Cell cell = block.cell();
		String label = (Tool.atFixedRate(cell.tool()) && rates.ofSaturation())
				? cell.endpoint() + " " + cell.tool() + " at " + cell.concurrency() + " % of the saturation"
				: cell.label();
		return "  round " + block.round() + " block " + block.slot() + ": " + label + " (pass " + block.block()
				+ ((block.order() != null) ? ", " + block.order().word() : "") + "): "
				+ String.join(", ", block.variants());
	}

	/**
	 * Each tool with its levels: {@code wrk c=50,100}, or hyperfoil's rates and where
	 * they come from.
	 */
	private static String levels(RunPlan plan) {
		List<Tool> closed = plan.options().tools().stream().filter((tool) -> !tool.fixedRate()).toList();
		List<String> parts = new ArrayList<>();
		if (!closed.isEmpty()) {
			parts.add(Tool.join(",", closed) + " x c="
					+ String.join(",", plan.options().concurrency().stream().map(String::valueOf).toList()));
		}
		FixedRates rates = plan.options().rates();
		if (rates != null) {
			String levels = String.join(",", rates.levels().stream().map(String::valueOf).toList());
			String connections = ", over " + rates.connections() + " connections";
			parts
				.add(Tool.HYPERFOIL.id()
						+ (rates.ofSaturation() ? " at " + levels
								+ " % of the slowest variant's saturated throughput on the endpoint (probed with "
								+ "wrk c=" + rates.probeConcurrency() + " for " + rates.probeSeconds()
								+ " s per variant after round 1's warm-up)" : " at " + levels + " req/s")
						+ connections);
		}
		if (plan.options().tools().contains(Tool.SIEGE)) {
			parts.add(Tool.SIEGE.id() + "'s windows a count of requests per user (siege -r), sized by a lead-in of the "
					+ "same cell to last about " + plan.options().durationSeconds() + " s");
		}
		JmeterProtocol jmeter = plan.load().jmeter();
		if (jmeter != null) {
			parts.add(Tool.JMETER.id() + "'s thread group of c threads started over " + jmeter.rampSeconds()
					+ " s, each sending "
					+ jmeter.loops()
						.entrySet()
						.stream()
						.map((e) -> e.getValue() + " request(s) on " + e.getKey()
								+ (jmeter.counterParameters().containsKey(e.getKey())
										? " with JMeter's counter in ?" + jmeter.counterParameters().get(e.getKey())
										: ""))
						.collect(Collectors.joining(", "))
					+ ", a window lasting as long as that takes (it warms up with wrk)");
		}
		return String.join(" and ", parts);
	}

	private static void memory(RunPlan plan, List<String> lines) {
		MemoryOptions memory = plan.memory();
		lines.add("Memory phase: " + plan.request().rounds() + " round(s); per round each of the "
				+ plan.variants().size() + " variants in turn, one JVM at a time with " + memory.nmtOption()
				+ ", read at ready and after the reference load (" + memory.tool() + " c=" + memory.concurrency()
				+ " on " + String.join(",", memory.endpoints()) + "): a warm-up of " + memory.warmup().cycleSeconds()
				+ " s cycles until the JIT is quiet (at most " + memory.warmup().capSeconds() + " s), then "
				+ memory.windowsPerEndpoint() + " window(s) of each endpoint, " + memory.loadSeconds()
				+ " s apiece), each reading before and after a forced full GC (jcmd GC.run).");
		lines.add("  Trials: the reference heap (" + memory.referenceHeapMb()
				+ " MB); in the first round one more without NMT (its overhead); then every heap step, "
				+ String.join(",", memory.heapCandidatesMb().stream().map(String::valueOf).toList())
				+ " MB, in every round: the report judges over the rounds which is the smallest that carries the "
				+ "load.");
		lines.add("  About " + minutes(plan.estimate().memorySeconds()) + ".");
	}

	/** {@code tomcat: server.tomcat.threads.max, jetty: ...} over the swept apps. */
	private static String sweptProperties(RunPlan plan, String key) {
		if (Sweeps.CPU_LIMIT.equals(key)) {
			return "each setting's server JVM in a control group with its CPU quota per "
					+ Pinning.LIMIT_PERIOD_US / 1000 + " ms, the defaults' in groups without one; the A/A control "
					+ "at each limit too";
		}
		return String.join(", ",
				plan.variants()
					.stream()
					.filter((v) -> v.properties().isEmpty() && !v.control() && v.cpuLimit() == null)
					.map((v) -> v.app() + ": " + Sweeps.property(key, v.app()))
					.toList());
	}

	static String minutes(int seconds) {
		return (seconds / 60) + " min " + (seconds % 60) + " s";
	}

	private static String number(double value) {
		return (value == Math.rint(value)) ? String.valueOf((long) value) : String.valueOf(value);
	}

}
