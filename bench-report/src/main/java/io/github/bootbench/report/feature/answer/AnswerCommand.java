package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import io.github.bootbench.report.cli.IndexCommand;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.plan.Contract;
import io.github.bootbench.report.plan.Preset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code answer RESULTS_DIR}: every run pooled into one answer, written to
 * {@code RESULTS_DIR/answer/}, and the README's answer written again from it.
 */
@Command(name = "answer",
		description = "Pools every run of RESULTS_DIR, comparison by comparison, with a random effect per run, and "
				+ "writes RESULTS_DIR/answer/ (README.md, answer.json, charts/); with --readme, writes that file's "
				+ "answer again between its markers.")
public final class AnswerCommand implements Callable<Integer>, FeatureCommand {

	@Parameters(paramLabel = "RESULTS_DIR", description = "the directory that holds the run directories")
	private Path results;

	@Option(names = "--readme", paramLabel = "FILE",
			description = "a README whose answer (between its markers) to write again from the synthesis")
	private Path readme;

	@Option(names = "--this-machine",
			description = "pool only the runs made on a machine of this one's CPU model and kernel, into "
					+ "RESULTS_DIR/answer-this-machine/, apart from other machines' runs")
	private boolean thisMachine;

	@Option(names = "--app", paramLabel = "JAR|SHA256",
			description = "pool only the runs of your app (run-all.sh --app), named by its jar or the first 12 or more "
					+ "hex digits of its SHA-256, into RESULTS_DIR/answer-app-SHA/; the project's answer leaves "
					+ "them out")
	private String app;

	@Option(names = "--harness-root", hidden = true, description = "the project's root")
	private Path root = Path.of(".");

	@Override
	public Integer call() throws IOException {
		if (!Files.isDirectory(this.results)) {
			System.err.println("bench-report: " + this.results + " is not a directory");
			return 1;
		}
		if (this.app != null && this.readme != null) {
			System.err.println("bench-report: --readme writes the project's answer; --app pools one jar's runs apart");
			return 2;
		}
		PooledRuns pooled;
		try {
			pooled = PooledRuns.of(this.app);
		}
		catch (IllegalArgumentException ex) {
			System.err.println("bench-report: " + ex.getMessage());
			return 2;
		}
		List<Path> directories = IndexCommand.children(this.results, "run.json");
		RunEnvironment machine = this.thisMachine ? RunEnvironment.thisMachine() : null;
		List<RunResult> runs = new ArrayList<>();
		int read = 0;
		int others = 0;
		for (Path directory : directories) {
			read++;
			RunDirectory run = RunDirectory.read(directory);
			if (!pooled.pools(run)) {
				others++;
			}
			else if (machine == null || machine.sameGuest(run.record().environment())) {
				runs.add(RunResult.of(run));
			}
			if (read % 10 == 0) {
				System.out.println("Read " + read + " of " + directories.size() + " runs");
			}
		}
		if (others > 0) {
			System.out.println("Left out " + others + " run(s) of " + (pooled.ofApp() ? "other apps or the project's"
					: "a jar given with run-all.sh --app (pooled by answer --app)"));
		}
		if (runs.isEmpty()) {
			System.err.println("bench-report: no run in " + this.results + " to pool"
					+ (pooled.ofApp() ? ": none of the app " + this.app : "")
					+ ((machine != null)
							? (pooled.ofApp() ? "" : ": none") + " made on this machine (" + machine.guest() + ")"
							: ""));
			return 1;
		}
		Synthesis synthesis = Synthesis.of(runs,
				pooled.ofApp() ? PooledRuns.headline(runs) : headline(Contract.read(this.root)));
		String readmeText = null;
		if (this.readme != null) {
			try {
				readmeText = AnswerSection.into(Files.readString(this.readme), synthesis);
			}
			catch (IllegalArgumentException ex) {
				System.err.println("bench-report: " + this.readme + ": " + ex.getMessage());
				return 1;
			}
		}
		Path out = this.results.resolve(pooled.directory(this.thisMachine));
		AnswerFiles.write(synthesis, pooled.ofApp() ? runs.get(0).run().app() : null, out);
		System.out.println("Wrote " + out.resolve("README.md") + " from " + runs.size() + " runs");
		if (readmeText != null) {
			Files.writeString(this.readme, readmeText);
			System.out.println("Wrote the answer of " + this.readme);
		}
		return 0;
	}

	/** The default run's cells, as the plan's defaults set them. */
	static Headline headline(Contract contract) {
		Preset preset = Preset.DEFAULT;
		return new Headline(contract.defaultApps(), Arrays.asList(Preset.ENDPOINTS.split(",")),
				Arrays.stream(preset.concurrency().split(",")).map(Integer::valueOf).toList(), Tool.of(preset.tools()),
				Preset.JVM_OPTIONS, Double.parseDouble(Preset.MIN_EFFECT_PERCENT));
	}

}
