package io.github.bootbench.report.input;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What the scripts know when a run starts, for {@link RunRecorder#started}.
 *
 * @param plan the run's plan.json, whose options, pinning and hosts the record keeps
 * @param arguments the command line's arguments
 * @param environment where the run ran
 * @param toolVersions the load tools' versions
 * @param toolFlags the load tools' flags
 */
public record RunStart(String runId, String commandLine, Path plan, List<String> arguments, RunEnvironment environment,
		Map<String, String> toolVersions, Map<String, String> toolFlags) {

}
