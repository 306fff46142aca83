package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import io.github.bootbench.report.cli.FeatureCommand;
import io.github.bootbench.report.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code memory-trial}: whether one trial of the memory phase carried the reference load,
 * so that run-all.sh only orchestrates its search and the rule lives in
 * {@link HeapTrial}.
 */
@Command(name = "memory-trial",
		description = "Judges a memory-phase trial directory (trial.json and its window-*.txt) on its own, or against "
				+ "--reference, the round's trial at the reference heap; prints one JSON line: pass, summary, "
				+ "toReference. Exit code 0 with a verdict, passed or not; 2 for unreadable input.")
public final class MemoryTrialCommand implements Callable<Integer>, FeatureCommand {

	@Option(names = "--reference", paramLabel = "DIR", description = "the round's trial at the reference heap")
	private Path reference;

	@Parameters(paramLabel = "DIR", description = "the trial's directory")
	private Path trial;

	@Override
	public Integer call() throws IOException {
		for (Path dir : new Path[] { this.trial, this.reference }) {
			if (dir != null && !Files.isRegularFile(dir.resolve("trial.json"))) {
				System.err
					.println("bench-report memory-trial: " + dir + " is not a trial directory: it has no trial.json");
				return 2;
			}
		}
		MemoryPhase.Trial trial = read(this.trial);
		MemoryPhase.Trial reference = (this.reference != null) ? read(this.reference) : null;
		HeapTrial verdict = HeapTrial.judge(trial, reference);
		Map<String, Object> json = new LinkedHashMap<>();
		json.put("pass", verdict.pass());
		json.put("summary", verdict.summary());
		json.put("toReference", verdict.toReference());
		System.out.println(Json.MAPPER.writeValueAsString(json));
		return 0;
	}

	private static MemoryPhase.Trial read(Path dir) throws IOException {
		Path absolute = dir.toAbsolutePath().normalize();
		return MemoryPhase.readTrial(absolute.getParent(), absolute.getFileName().toString());
	}

}
