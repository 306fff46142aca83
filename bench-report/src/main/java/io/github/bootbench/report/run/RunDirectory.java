package io.github.bootbench.report.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.parse.IncompleteOutputException;
import io.github.bootbench.report.parse.Tool;
import io.github.bootbench.report.parse.ToolResult;

/**
 * Everything one run directory holds, read as the scripts wrote it. A run that did not finish is
 * read as far as it got: what is missing is simply absent.
 */
public record RunDirectory(Path path, JsonNode metadata, List<MeasuredRun> runs, List<ColdStart> coldStarts,
		List<BuildRecord> builds, List<HeaderCapture> headers) {

	private static final Pattern RAW_NAME = Pattern.compile("(ab|siege|wrk)-c(\\d+)-r(\\d+)\\.txt");

	private static final Pattern STARTED_IN = Pattern.compile("Started \\S+ in ([\\d.]+) seconds");

	private static final Pattern STARTUP_METRIC = Pattern.compile("Startup Metric >> (\\S+)=([\\d.]+)");

	public static RunDirectory read(Path path) throws IOException {
		Path runJson = path.resolve("run.json");
		if (!Files.isRegularFile(runJson)) {
			throw new IOException(path + " is not a run directory: it has no run.json");
		}
		return new RunDirectory(path, Json.MAPPER.readTree(runJson.toFile()), readRuns(path), readColdStarts(path),
				readBuilds(path), readHeaders(path));
	}

	public String status() {
		return this.metadata.path("status").asText("unknown");
	}

	public List<String> containers() {
		return Json.texts(this.metadata.path("options").path("containers"));
	}

	public List<String> endpoints() {
		return Json.texts(this.metadata.path("options").path("endpoints"));
	}

	public List<String> tools() {
		return Json.texts(this.metadata.path("options").path("tools"));
	}

	public List<Integer> concurrencyLevels() {
		List<Integer> levels = new ArrayList<>();
		this.metadata.path("options").path("concurrency").forEach((level) -> levels.add(level.asInt()));
		return levels;
	}

	public int rounds() {
		return this.metadata.path("options").path("rounds").asInt(1);
	}

	public int serverCpus() {
		return this.metadata.path("pinning").path("serverCpuCount").asInt(1);
	}

	public int loadCpus() {
		return this.metadata.path("pinning").path("loadCpuCount").asInt(1);
	}


	private static List<MeasuredRun> readRuns(Path path) throws IOException {
		Path raw = path.resolve("raw");
		if (!Files.isDirectory(raw)) {
			return List.of();
		}
		List<MeasuredRun> runs = new ArrayList<>();
		try (Stream<Path> files = Files.walk(raw, 3)) {
			for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
				Matcher name = RAW_NAME.matcher(file.getFileName().toString());
				if (name.matches() && raw.relativize(file).getNameCount() == 3) {
					runs.add(readRun(path, file, name));
				}
			}
		}
		runs.sort(Comparator.comparing(MeasuredRun::container).thenComparing(MeasuredRun::endpoint)
			.thenComparing(MeasuredRun::tool).thenComparingInt(MeasuredRun::concurrency)
			.thenComparingInt(MeasuredRun::round));
		return List.copyOf(runs);
	}

	private static MeasuredRun readRun(Path runDir, Path file, Matcher name) throws IOException {
		Path relative = runDir.resolve("raw").relativize(file);
		String container = relative.getName(0).toString();
		String endpoint = relative.getName(1).toString();
		Map<String, String> command = readCommand(RunFiles.commandOf(file));
		ToolResult result = null;
		String failure = null;
		try {
			result = Tool.of(name.group(1)).parse(Files.readString(file));
			if (result.successful() == 0) {
				failure = "no successful (2xx) response";
			}
		}
		catch (IncompleteOutputException ex) {
			failure = ex.getMessage();
		}
		String exitCode = command.get("exit_code");
		if (exitCode != null && !"0".equals(exitCode)) {
			failure = name.group(1) + " exited with code " + exitCode + ((failure != null) ? "; " + failure : "");
		}
		Path actuator = RunFiles.actuatorOf(file);
		JsonNode readings = Files.isRegularFile(actuator) ? Json.MAPPER.readTree(actuator.toFile())
				: MissingNode.getInstance();
		return new MeasuredRun(container, endpoint, name.group(1), Integer.parseInt(name.group(2)),
				Integer.parseInt(name.group(3)), runDir.relativize(file).toString(), result, failure, command,
				Samples.read(RunFiles.samplesOf(file)), readings);
	}

	private static Map<String, String> readCommand(Path cmd) throws IOException {
		Map<String, String> fields = new LinkedHashMap<>();
		if (Files.isRegularFile(cmd)) {
			for (String line : Files.readAllLines(cmd)) {
				int colon = line.indexOf(": ");
				if (colon > 0) {
					fields.put(line.substring(0, colon), line.substring(colon + 2).strip());
				}
			}
		}
		return fields;
	}

	private static List<ColdStart> readColdStarts(Path path) throws IOException {
		List<ColdStart> starts = new ArrayList<>();
		for (Map<String, String> row : Csv.read(path.resolve("startup/startup.csv"))) {
			String container = row.get("container");
			int attempt = Integer.parseInt(row.get("attempt"));
			Path log = path.resolve("startup/" + container + "-" + attempt + ".log");
			Double startedIn = null;
			Map<String, Double> metrics = new TreeMap<>();
			if (Files.isRegularFile(log)) {
				String text = Files.readString(log);
				Matcher started = STARTED_IN.matcher(text);
				if (started.find()) {
					startedIn = Double.valueOf(started.group(1));
				}
				Matcher metric = STARTUP_METRIC.matcher(text);
				while (metric.find()) {
					metrics.put(metric.group(1), Double.valueOf(metric.group(2)));
				}
			}
			starts.add(new ColdStart(container, attempt, "ok".equals(row.get("status")),
					Csv.decimal(row, "first_response_ms"), Csv.decimal(row, "rss_kb"), startedIn, metrics));
		}
		return List.copyOf(starts);
	}

	private static List<BuildRecord> readBuilds(Path path) throws IOException {
		List<BuildRecord> builds = new ArrayList<>();
		for (Map<String, String> row : Csv.read(path.resolve("build.csv"))) {
			builds.add(new BuildRecord(row.get("app"), Csv.decimal(row, "build_seconds"),
					Csv.integer(row, "jar_bytes")));
		}
		return List.copyOf(builds);
	}

	private static List<HeaderCapture> readHeaders(Path path) throws IOException {
		Path dir = path.resolve("headers");
		if (!Files.isDirectory(dir)) {
			return List.of();
		}
		List<HeaderCapture> captures = new ArrayList<>();
		try (Stream<Path> files = Files.list(dir)) {
			for (Path file : files.filter((f) -> f.toString().endsWith(".txt")).sorted().toList()) {
				String name = file.getFileName().toString();
				int dash = name.indexOf('-');
				if (dash > 0) {
					captures.add(readHeaderCapture(name.substring(0, dash),
							name.substring(dash + 1, name.length() - ".txt".length()), Files.readAllLines(file)));
				}
			}
		}
		return List.copyOf(captures);
	}

	private static HeaderCapture readHeaderCapture(String container, String endpoint, List<String> lines) {
		List<Map<String, String>> sections = new ArrayList<>();
		Map<String, String> current = null;
		for (String line : lines) {
			if (line.startsWith("# ")) {
				current = new LinkedHashMap<>();
				sections.add(current);
			}
			else if (current != null && line.startsWith("HTTP/")) {
				current.put(HeaderCapture.STATUS, line.strip());
			}
			else if (current != null && line.contains(":")) {
				int colon = line.indexOf(':');
				current.put(line.substring(0, colon).strip().toLowerCase(java.util.Locale.ROOT),
						line.substring(colon + 1).strip());
			}
		}
		return new HeaderCapture(container, endpoint, sections.isEmpty() ? Map.of() : sections.get(0),
				(sections.size() < 2) ? Map.of() : sections.get(1));
	}

}
