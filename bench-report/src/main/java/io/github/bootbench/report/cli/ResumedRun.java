package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.plan.PlanException;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * {@code --resume RUN_DIR}: the interrupted run's own command line, as run.json recorded
 * it, with its seed, read again by the same options. A resumed run keeps the options it
 * recorded: only {@link RunControlOptions#RESUME_NEUTRAL} may come with it.
 */
final class ResumedRun {

	private ResumedRun() {
	}

	/** The options the run in {@code run}'s --resume recorded, read as they were then. */
	static PlanCommand recorded(RunControlOptions run, ParseResult given) throws IOException {
		if (run.resume.size() > 1) {
			throw new PlanException("--resume is given twice");
		}
		for (OptionSpec option : given.matchedOptions()) {
			String name = option.longestName();
			if (!option.hidden() && !"--resume".equals(name) && !RunControlOptions.RESUME_NEUTRAL.contains(name)) {
				throw new PlanException(name + " cannot come with --resume: the run carries on with the options it "
						+ "recorded, and only " + String.join(", ", RunControlOptions.RESUME_NEUTRAL)
						+ " leave its plan as it was");
			}
		}
		String named = run.resume.get(0);
		Path dir = Path.of(named);
		if (!Files.isRegularFile(dir.resolve("run.json"))) {
			throw new PlanException("--resume: " + named + " holds no run.json");
		}
		RunRecord record;
		try {
			record = RunDirectory.readRecord(dir);
		}
		catch (IOException ex) {
			throw new PlanException("--resume: " + ex.getMessage());
		}
		if (record.complete()) {
			throw new PlanException("--resume: the run in " + named + " is complete already");
		}
		if (!Files.isRegularFile(dir.resolve("plan.tsv"))) {
			throw new PlanException("--resume: " + named + " holds no plan.tsv, so its measuring order is lost");
		}
		if (record.arguments() == null) {
			throw new PlanException(
					"--resume: " + named + " was recorded before runs kept their arguments; run it again instead");
		}
		List<String> arguments = new ArrayList<>(record.arguments());
		arguments.add("--seed=" + record.options().seed());
		if (run.dryRun) {
			arguments.add("--dry-run");
		}
		if (run.noInstall) {
			arguments.add("--no-install");
		}
		PlanCommand recorded = new PlanCommand();
		try {
			new CommandLine(recorded).setOverwrittenOptionsAllowed(true).parseArgs(arguments.toArray(String[]::new));
		}
		catch (CommandLine.ParameterException ex) {
			throw new PlanException(
					"--resume: the options " + named + " recorded no longer read: " + UsageErrors.message(ex));
		}
		return recorded;
	}

}
