package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.text.PlanText;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.plan.Contract;
import io.github.bootbench.report.plan.HostsPlan;
import io.github.bootbench.report.plan.LoadTools;
import io.github.bootbench.report.plan.OptionValues;
import io.github.bootbench.report.plan.PlanException;
import io.github.bootbench.report.plan.PlanRequest;
import io.github.bootbench.report.plan.Preset;
import io.github.bootbench.report.plan.RateLevels;
import io.github.bootbench.report.plan.RunPlan;
import io.github.bootbench.report.plan.TimeHistory;
import io.github.bootbench.report.plan.Topology;
import io.github.bootbench.report.stats.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code plan}: reads run-all.sh's command line, as the user gave it, and makes the whole
 * plan of the run once, before anything starts. Every option, default, preset and check
 * is here, and the help ({@code -h}) and version are laid out from these definitions; the
 * script passes its arguments through and carries out the plan this writes, step by step.
 * The hidden {@code --harness-*} options are what the script knows of the machine.
 */
@Command(name = "plan",
		description = "Reads run-all.sh's options and makes the run's plan into --harness-dir: plan.json (variants "
				+ "with ports, parts, every block in measuring order, warm-up, memory phase, estimate), plan.tsv (the "
				+ "blocks, the view the rounds read), plan.txt (the plan as the user reads it) and harness.tsv (what "
				+ "the script needs before it can read JSON). Options that cannot make a plan exit 2 with one line "
				+ "saying why.")
final class PlanCommand implements Callable<Integer> {

	@Mixin(name = "compare")
	CompareOptions compare;

	@Mixin(name = "load")
	LoadOptions load;

	@Mixin(name = "timing")
	TimingOptions timing;

	@Mixin(name = "memory")
	MemoryPhaseOptions memory;

	@Mixin(name = "profiler")
	ProfilerPhaseOptions profiler;

	@Mixin(name = "machine")
	MachineOptions machine;

	@Mixin(name = "run")
	RunControlOptions run;

	@Mixin(name = "hosts")
	HostOptions hosts;

	@Mixin(name = "app")
	AppOptions app;

	@Option(names = "--harness-root", hidden = true, description = "the project's root")
	Path root = Path.of(".");

	@Option(names = "--harness-dir", hidden = true, description = "where the plan's files go")
	Path dir;

	@Option(names = "--harness-cpus", hidden = true, description = "the machine's CPUs (nproc)")
	int cpuCount = 1;

	@Option(names = "--harness-missing", hidden = true, split = ",",
			description = "optional commands provisioning could not have")
	List<String> missing = new ArrayList<>();

	@Spec
	CommandSpec spec;

	@Override
	public Integer call() throws IOException {
		Contract contract = Contract.read(this.root);
		if (this.run.help) {
			RunHelp.lines(this.spec, contract).forEach(System.out::println);
			return 0;
		}
		if (this.run.version) {
			System.out.println(RunHelp.version(this.root));
			return 0;
		}
		try {
			if (!this.run.resume.isEmpty()) {
				PlanCommand recorded = ResumedRun.recorded(this.run, this.spec.commandLine().getParseResult());
				recorded.root = this.root;
				recorded.dir = this.dir;
				recorded.cpuCount = this.cpuCount;
				recorded.missing = this.missing;
				recorded.hosts.facts = this.hosts.facts;
				return recorded.plan(contract, Path.of(this.run.resume.get(0)).toAbsolutePath().normalize());
			}
			return plan(contract, null);
		}
		catch (PlanException ex) {
			System.err.println(ex.getMessage());
			return 2;
		}
	}

	/** Makes the plan into {@link #dir}; carrying on the run in {@code resume} if any. */
	private int plan(Contract project, Path resume) throws IOException {
		List<String> warnings = new ArrayList<>();
		var extended = this.app.extend(project);
		Contract contract = extended.contract();
		boolean explicitTools = given(this.load.tools) != null;
		List<Tool> asked = OptionValues
			.list("--tools", or(this.load.tools, (contract.outside() != null) ? Tool.WRK.id() : preset().tools()),
					Arrays.stream(Tool.values()).map(Tool::id).toList())
			.stream()
			.map(Tool::of)
			.toList();
		List<Tool> tools = this.missing.isEmpty() ? asked
				: LoadTools.available(asked, explicitTools, this.missing, warnings);
		List<String> endpoints = OptionValues.list("--endpoints",
				(given(this.load.endpoints) != null) ? this.load.endpoints : contract.defaultEndpoints(),
				contract.endpoints());
		Topology topology = this.hosts.topology(tools,
				endpoints.stream().anyMatch(contract.databaseEndpoints()::contains), this.memory.memory);
		this.app.check(contract, tools, endpoints, topology.serverHost() != null, this.memory.memory);
		HostsPlan hosts = this.hosts.plan(topology, tools);
		PlanRequest request = request(contract, tools, endpoints, hosts);
		AppJava java = AppJava.of(this.machine.jdk);
		RunPlan plan = RunPlan.of(request.withJava(java.command(), java.version())).withHosts(hosts);
		if (plan.duet() != null) {
			plan.duet().requireLocal(topology);
		}
		if (plan.profiler() != null && topology.serverHost() != null) {
			throw new PlanException(
					"--profiler attaches to the JVMs on this machine: it cannot be combined with " + "--server-host");
		}
		if (resume != null) {
			plan = plan.resuming(RunDirectory.readRecord(resume));
		}
		Files.createDirectories(this.dir);
		Json.pretty().writeValue(this.dir.resolve("plan.json").toFile(), plan);
		Files.write(this.dir.resolve("plan.tsv"), plan.blocks().stream().map(Schedule.Block::line).toList());
		List<String> text = new ArrayList<>(PlanText.lines(plan));
		Path results = Path.of(or(this.machine.out, this.root.resolve("results").toString()));
		text.addAll(TimeHistory.under(results, plan.tightestCpuLimit()).lines(plan));
		if (this.run.dryRun) {
			text.addAll(PlanText.blockList(plan));
		}
		Files.write(this.dir.resolve("plan.txt"), text);
		Files.writeString(this.dir.resolve("java-settings.txt"), java.settings());
		AppOptions.write(extended, this.dir);
		// Last: the script takes a harness.tsv as the sign that a plan was made.
		Files.write(this.dir.resolve("harness.tsv"),
				List.of("dry-run\t" + this.run.dryRun, "no-install\t" + this.run.noInstall,
						// A resumed run's index is the one beside it.
						"out\t" + ((resume != null) ? resume.getParent()
								: or(this.machine.out, this.root.resolve("results").toString())),
						"java\t" + java.command(), "resume\t" + ((resume != null) ? resume : ""),
						"memory\t" + this.memory.memory,
						"required\t" + String.join(" ", LoadTools.required(plan, asked, explicitTools)),
						"optional\t" + String.join(" ", LoadTools.optional(asked, explicitTools)),
						String.join("\n", this.hosts.probeLines(topology))));
		warnings.forEach((warning) -> System.err.println("warning: " + warning));
		return 0;
	}

	/**
	 * The options read and checked, presets applied; a {@link PlanException} names the
	 * first bad one.
	 */
	private PlanRequest request(Contract contract, List<Tool> tools, List<String> endpoints, HostsPlan hosts) {
		if (this.timing.modesCombined) {
			throw new PlanException("--quick and --smoke cannot be combined");
		}
		Preset preset = preset();
		List<String> variants = variants(contract);
		String rates = tools.contains(Tool.HYPERFOIL) ? or(this.load.rates, preset.rates()) : given(this.load.rates);
		List<Integer> concurrency = OptionValues.positives("--concurrency",
				List.of(or(this.load.concurrency, preset.concurrency()).split(",", -1)));
		int duration = OptionValues.seconds("--duration", or(this.timing.duration, preset.duration()));
		String planted = given(this.compare.planted);
		String jvmOptions = (this.machine.jvmOptions != null) ? this.machine.jvmOptions : Preset.JVM_OPTIONS;
		var pinning = OptionValues.limited(HostOptions.pinning(this.machine.cpus, this.cpuCount, hosts),
				given(this.machine.cpuLimit), hosts);
		return new PlanRequest(this.timing.mode, contract.apps(), Contract.PROFILES, variants,
				(this.compare.control != null) ? this.compare.control : preset.control(),
				(planted == null) ? List.of() : OptionValues.percents("--planted", planted), this.compare.sweeps,
				endpoints, tools, concurrency, RateLevels.of(rates, tools, concurrency, duration), duration,
				OptionValues.positive("--rounds", or(this.timing.rounds, preset.rounds())),
				OptionValues.positive("--blocks", or(this.timing.blocks, preset.blocks())),
				OptionValues.orders(or(this.timing.order, "shuffled")),
				(given(this.timing.sliceMs) != null) ? OptionValues.positive("--slice-ms", this.timing.sliceMs) : null,
				OptionValues.seed(this.timing.seed),
				OptionValues.percent("--min-effect", or(this.timing.minEffect, Preset.MIN_EFFECT_PERCENT)),
				preset.warmupCycleSeconds(),
				OptionValues.warmupCap(given(this.timing.warmupCap), preset.warmupCap(), pinning, this.compare.sweeps,
						hosts),
				Preset.COLD_STARTS, this.memory.memory,
				List.of(jvmOptions.trim().split("\\s+")).stream().filter((o) -> !o.isEmpty()).toList(),
				preset.memoryLoadSeconds(), preset.memoryWindows(), given(this.machine.jdk), null, 0, pinning,
				contract.databaseEndpoints(), this.profiler.jvms(preset));
	}

	/** {@code APP[:PROFILE]} items: --variants, or --containers each with --profile. */
	private List<String> variants(Contract contract) {
		if (given(this.compare.variants) != null) {
			if (given(this.compare.containers) != null || given(this.compare.profile) != null) {
				throw new PlanException(
						"--variants cannot be combined with --containers or --profile (write APP:PROFILE instead)");
			}
			return List.of(this.compare.variants.split(",", -1));
		}
		List<String> apps = OptionValues.list("--containers",
				or(this.compare.containers, String.join(",", contract.defaultApps())), contract.apps().keySet());
		String profile = or(this.compare.profile, "default");
		if (!Contract.PROFILES.contains(profile)) {
			throw new PlanException("--profile: unknown profile '" + profile + "' (valid: "
					+ String.join(",", Contract.PROFILES) + ")");
		}
		return apps.stream().map((app) -> "default".equals(profile) ? app : app + ":" + profile).toList();
	}

	private Preset preset() {
		return Preset.of(this.timing.mode);
	}

	/** A value given, or null for none: an empty value is none, as the shell's. */
	private static String given(String value) {
		return (value == null || value.isEmpty()) ? null : value;
	}

	private static String or(String value, String otherwise) {
		return (given(value) != null) ? value : otherwise;
	}

}
