package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.WindowKey;
import io.github.bootbench.report.io.Csv;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.io.RawLayout;

/**
 * Everything one run directory holds, read as the scripts wrote it into typed records. A
 * run that did not finish is read as far as it got: what is missing is simply absent.
 *
 * @param record {@code run.json} read into its type
 * @param recorded {@code run.json} as written, embedded unchanged in results.json
 * @param warmups every JVM's warm-up of the rounds ({@code warmup/})
 */
public record RunDirectory(Path path, RunRecord record, JsonNode recorded, List<Measurement> measurements,
		List<ColdStart> coldStarts, List<BuildRecord> builds, List<HeaderCapture> headers,
		List<WarmupCurve.Recorded> warmups) {

	private static final Pattern WARMUP_FILE = Pattern.compile("(.+)-r(\\d+)\\.csv");

	private static final Pattern STARTED_IN = Pattern.compile("Started \\S+ in ([\\d.]+) seconds");

	private static final Pattern STARTUP_METRIC = Pattern.compile("Startup Metric >> (\\S+)=([\\d.]+)");

	public static RunDirectory read(Path path) throws IOException {
		Path runJson = path.resolve("run.json");
		if (!Files.isRegularFile(runJson)) {
			throw new IOException(path + " is not a run directory: it has no run.json");
		}
		JsonNode recorded = Json.MAPPER.readTree(runJson.toFile());
		RunRecord record = RunRecord.of(recorded, runJson);
		return new RunDirectory(path, record, recorded, readMeasurements(path,
				(variant) -> new Measurement.Setting(record.pinning().serverCpuCount(), record.pinning().loadCpuCount(),
						record.options().durationSeconds(), record.cpuLimitOf(variant))),
				readColdStarts(path), readBuilds(path), readHeaders(path), readWarmups(path));
	}

	/**
	 * The same run judged with another interval for its paired ratios: what its verdicts
	 * would be (the method's studies of intervals). Its measurements are the same
	 * objects.
	 */
	public RunDirectory judgedWith(Interval interval) {
		ObjectNode changed = this.recorded.deepCopy();
		((ObjectNode) changed.get("options")).put("judgedWith", interval.word());
		try {
			return new RunDirectory(this.path, Json.MAPPER.treeToValue(changed, RunRecord.class), changed,
					this.measurements, this.coldStarts, this.builds, this.headers, this.warmups);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("run.json of " + this.path + " read once and not again", ex);
		}
	}

	private static List<WarmupCurve.Recorded> readWarmups(Path path) throws IOException {
		Path dir = path.resolve("warmup");
		if (!Files.isDirectory(dir)) {
			return List.of();
		}
		List<WarmupCurve.Recorded> warmups = new ArrayList<>();
		try (Stream<Path> files = Files.list(dir)) {
			for (Path file : files.sorted().toList()) {
				Matcher name = WARMUP_FILE.matcher(file.getFileName().toString());
				if (name.matches()) {
					warmups.add(new WarmupCurve.Recorded(name.group(1), Integer.parseInt(name.group(2)),
							WarmupCurve.read(file)));
				}
			}
		}
		return List.copyOf(warmups);
	}

	/** Reads only run.json, for listings. */
	/** The app a run on {@code --app} measured, or null for the project's apps alone. */
	public AppPlan app() throws IOException {
		Path file = this.path.resolve(AppPlan.DIRECTORY).resolve(AppPlan.FILE);
		return Files.isRegularFile(file) ? Json.MAPPER.readValue(file.toFile(), AppPlan.class) : null;
	}

	public static RunRecord readRecord(Path path) throws IOException {
		return RunRecord.read(path.resolve("run.json"));
	}

	public String status() {
		return this.record.status();
	}

	public List<String> variantIds() {
		return this.record.options().variantIds();
	}

	public List<String> endpoints() {
		return this.record.options().endpoints();
	}

	public List<Tool> tools() {
		return this.record.options().tools();
	}

	public List<Integer> concurrencyLevels() {
		return this.record.options().concurrency();
	}

	public int rounds() {
		return this.record.options().rounds();
	}

	public int serverCpus() {
		return this.record.pinning().serverCpuCount();
	}

	public int loadCpus() {
		return this.record.pinning().loadCpuCount();
	}

	private static List<Measurement> readMeasurements(Path path,
			java.util.function.Function<String, Measurement.Setting> settings) throws IOException {
		Path raw = path.resolve("raw");
		if (!Files.isDirectory(raw)) {
			return List.of();
		}
		List<Measurement> measurements = new ArrayList<>();
		try (Stream<Path> files = Files.walk(raw, 3)) {
			for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
				Matcher name = RawLayout.match(file);
				if (name != null && raw.relativize(file).getNameCount() == 3) {
					measurements.add(readMeasurement(path, file, name,
							settings.apply(raw.relativize(file).getName(0).toString())));
				}
			}
		}
		measurements.sort(Comparator.comparing(Measurement::key, WindowKey.ORDER));
		return List.copyOf(measurements);
	}

	private static Measurement readMeasurement(Path runDir, Path file, Matcher name, Measurement.Setting setting)
			throws IOException {
		Path relative = runDir.resolve("raw").relativize(file);
		WindowCommand command = WindowCommand.read(RawLayout.commandOf(file));
		Outcome outcome = Outcome.of(Tool.of(name.group(1)), Files.readString(file), command);
		Path actuator = RawLayout.actuatorOf(file);
		ActuatorReadings readings = Files.isRegularFile(actuator)
				? Json.MAPPER.readValue(actuator.toFile(), ActuatorReadings.class) : ActuatorReadings.NONE;
		WindowKey key = new WindowKey(relative.getName(0).toString(), relative.getName(1).toString(),
				Tool.of(name.group(1)), Integer.parseInt(name.group(2)), Integer.parseInt(name.group(3)),
				(name.group(4) != null) ? Integer.parseInt(name.group(4)) : 0,
				(name.group(5) != null) ? Integer.parseInt(name.group(5)) : 1, name.group(6));
		return new Measurement(key, runDir.relativize(file).toString(), outcome.result(), outcome.failure(), command,
				Samples.read(RawLayout.samplesOf(file)).measuredPhaseOf(outcome.result()), readings, setting);
	}

	private static List<ColdStart> readColdStarts(Path path) throws IOException {
		List<ColdStart> starts = new ArrayList<>();
		for (Map<String, String> row : Csv.read(path.resolve("startup/startup.csv"))) {
			// The column keeps its name from before runs had variants.
			String variant = Csv.text(row, "container");
			int attempt = Integer.parseInt(Csv.text(row, "attempt"));
			Path log = path.resolve("startup/" + variant + "-" + attempt + ".log");
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
			starts.add(new ColdStart(variant, attempt, "ok".equals(Csv.text(row, "status")),
					Csv.decimal(row, "first_response_ms"), Csv.decimal(row, "rss_kb"), startedIn, metrics));
		}
		return List.copyOf(starts);
	}

	private static List<BuildRecord> readBuilds(Path path) throws IOException {
		List<BuildRecord> builds = new ArrayList<>();
		for (Map<String, String> row : Csv.read(path.resolve("build.csv"))) {
			builds.add(new BuildRecord(Csv.text(row, "app"), Csv.decimal(row, "build_seconds"),
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
				// <variant>-<endpoint>.txt: a variant's id may hold dashes, an endpoint
				// does not.
				int dash = name.lastIndexOf('-');
				if (dash > 0) {
					captures.add(readHeaderCapture(name.substring(0, dash),
							name.substring(dash + 1, name.length() - ".txt".length()), Files.readAllLines(file)));
				}
			}
		}
		return List.copyOf(captures);
	}

	private static HeaderCapture readHeaderCapture(String variant, String endpoint, List<String> lines) {
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
				current.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT),
						line.substring(colon + 1).strip());
			}
		}
		return new HeaderCapture(variant, endpoint, sections.isEmpty() ? Map.of() : sections.get(0),
				(sections.size() < 2) ? Map.of() : sections.get(1));
	}

}
