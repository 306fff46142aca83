package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.format.text.PlanText;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.plan.OptionValues;
import io.github.bootbench.report.plan.PlanException;
import io.github.bootbench.report.plan.PlanRequest;
import io.github.bootbench.report.plan.RateLevels;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.stats.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code plan}: the whole plan of a run from its options, made once before anything
 * starts. run-all.sh reads its command line into these options (presets applied, each
 * value's syntax checked) and carries out the plan this writes, step by step.
 */
@Command(name = "plan",
		description = "Makes a run's plan from its options: writes it as JSON (variants with ports, parts, every "
				+ "block in measuring order, warm-up, memory phase, estimate) and its blocks as lines, the view the "
				+ "rounds read, and prints it as run-all.sh shows it. "
				+ "Options that cannot make a plan exit 2 with one line saying why.")
final class PlanCommand implements Callable<Integer> {

	@Option(names = "--mode", required = true, description = "the preset: default, quick or smoke")
	private String mode;

	@Option(names = "--jdk", description = "the apps' JAVA_HOME (none: the java on the PATH)")
	private String jdk;

	@Option(names = "--apps", required = true, split = ",", paramLabel = "NAME=PORT",
			description = "every app the harness knows, in order, with its port (from the apps' contract)")
	private List<String> apps;

	@Option(names = "--profiles", required = true, split = ",", description = "every profile, default first")
	private List<String> profiles;

	@Option(names = "--variants", required = true, description = "APP[:PROFILE],..., baseline first")
	private String variants;

	@Option(names = "--control", required = true, arity = "1", description = "true to add the A/A control")
	private boolean control;

	@Option(names = "--planted", paramLabel = "P1,P2",
			description = "percents: a positive control per percent, the baseline made that much slower")
	private String planted;

	@Option(names = "--sweep", paramLabel = "KEY=V1,V2", description = "once per swept key")
	private List<String> sweeps = new ArrayList<>();

	@Option(names = "--endpoints", required = true, split = ",")
	private List<String> endpoints;

	@Option(names = "--tools", required = true, split = ",")
	private List<String> tools;

	@Option(names = "--concurrency", required = true, description = "positive integers, comma-separated")
	private String concurrency;

	@Option(names = "--rates", description = "hyperfoil's rates: percentages of the slowest variant's saturated "
			+ "throughput (25%,50%) or req/s (2000,5000)")
	private String rates;

	@Option(names = "--duration", required = true, description = "each window: whole seconds or minutes (10s, 2m)")
	private String duration;

	@Option(names = "--rounds", required = true)
	private String rounds;

	@Option(names = "--blocks", required = true, description = "blocks of each cell per round")
	private String blocks;

	@Option(names = "--order", description = "inside a block: shuffled (each variant once) or mirrored (a shuffled "
			+ "order, then reversed)")
	private String order = "shuffled";

	@Option(names = "--seed", description = "the measuring order's seed (none: one is drawn)")
	private String seed;

	@Option(names = "--min-effect", required = true, description = "percent")
	private String minEffect;

	@Option(names = "--warmup-cycle", required = true, description = "seconds of load in a warm-up cycle")
	private int warmupCycle;

	@Option(names = "--warmup-cap", required = true, description = "most load in a warm-up (10s, 2m)")
	private String warmupCap;

	@Option(names = "--cold-starts", required = true)
	private int coldStarts;

	@Option(names = "--memory", required = true, description = "off, on or only")
	private String memory;

	@Option(names = "--jvm-opts", required = true, description = "the apps' JVM options, one string")
	private String jvmOptions;

	@Option(names = "--memory-load", required = true, description = "seconds of a memory window")
	private int memoryLoad;

	@Option(names = "--memory-windows", required = true, description = "memory windows per endpoint")
	private int memoryWindows;

	@Option(names = "--cpus", description = "SERVER:LOAD taskset CPU lists (none: the machine split in two)")
	private String cpus;

	@Option(names = "--cpu-count", required = true, description = "the machine's CPUs")
	private int cpuCount;

	@Option(names = "--java", required = true, description = "the apps' java command")
	private String java;

	@Option(names = "--java-version", required = true, description = "its feature version")
	private int javaVersion;

	@Option(names = "--resume", paramLabel = "RUN_DIR",
			description = "the interrupted run this plan carries on: the plan says from which round")
	private Path resume;

	@Option(names = "--out", required = true, description = "where the plan's JSON goes")
	private Path out;

	@Option(names = "--blocks-out", required = true,
			description = "where the blocks go in measuring order, one tab-separated line each: round (numbered "
					+ "across parts), slot, endpoint, tool, concurrency, block, variants in measuring order")
	private Path blocksOut;

	@Option(names = "--list-blocks", description = "also print every block in measuring order")
	private boolean listBlocks;

	@Override
	public Integer call() throws IOException {
		Map<String, Integer> ports = new LinkedHashMap<>();
		for (String app : this.apps) {
			int equals = app.lastIndexOf('=');
			ports.put(app.substring(0, equals), Integer.parseInt(app.substring(equals + 1)));
		}
		RunPlan plan;
		try {
			plan = RunPlan.of(request(ports));
			if (this.resume != null) {
				plan = plan.resuming(RunDirectory.readRecord(this.resume));
			}
		}
		catch (PlanException ex) {
			System.err.println(ex.getMessage());
			return 2;
		}
		Files.createDirectories(this.out.toAbsolutePath().getParent());
		Json.pretty().writeValue(this.out.toFile(), plan);
		Files.createDirectories(this.blocksOut.toAbsolutePath().getParent());
		Files.write(this.blocksOut, plan.blocks().stream().map(Schedule.Block::line).toList());
		PlanText.lines(plan).forEach(System.out::println);
		if (this.listBlocks) {
			PlanText.blockList(plan).forEach(System.out::println);
		}
		return 0;
	}

	/** The options read and checked; a {@link PlanException} names the first bad one. */
	private PlanRequest request(Map<String, Integer> ports) {
		List<Integer> concurrency = OptionValues.positives("--concurrency", List.of(this.concurrency.split(",", -1)));
		int duration = OptionValues.seconds("--duration", this.duration);
		return new PlanRequest(this.mode, ports, this.profiles, List.of(this.variants.split(",", -1)), this.control,
				(this.planted == null) ? List.of() : OptionValues.percents("--planted", this.planted), this.sweeps,
				this.endpoints, this.tools, concurrency, RateLevels.of(this.rates, this.tools, concurrency, duration),
				duration, OptionValues.positive("--rounds", this.rounds),
				OptionValues.positive("--blocks", this.blocks), OptionValues.order(this.order),
				OptionValues.seed(this.seed), OptionValues.percent("--min-effect", this.minEffect), this.warmupCycle,
				OptionValues.seconds("--warmup-cap", this.warmupCap), this.coldStarts, this.memory,
				List.of(this.jvmOptions.trim().split("\\s+")).stream().filter((o) -> !o.isEmpty()).toList(),
				this.memoryLoad, this.memoryWindows, (this.jdk == null || this.jdk.isEmpty()) ? null : this.jdk,
				this.java, this.javaVersion, OptionValues.pinning(this.cpus, this.cpuCount));
	}

}
