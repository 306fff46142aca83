package io.github.bootbench.report.run;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.parse.ToolResult;

/**
 * One measured run as the scripts left it: {@code raw/<container>/<endpoint>/<tool>-c<N>-r<round>.txt}
 * and the files beside it.
 *
 * @param result the parsed figures, or null when the run failed
 * @param failure why the run does not count (tool exit code, incomplete output, no 2xx response), or
 * null
 * @param command the {@code .cmd} file's fields: command, start, end, exit_code, ...
 * @param actuator the {@code .actuator.json} readings ({@code before}, {@code after}), or a missing node
 */
public record MeasuredRun(String container, String endpoint, String tool, int concurrency, int round,
		String rawFile, ToolResult result, String failure, Map<String, String> command, Samples samples,
		JsonNode actuator) {

	public boolean ok() {
		return this.failure == null;
	}

	public Integer exitCode() {
		String code = this.command.get("exit_code");
		return (code != null && code.matches("-?\\d+")) ? Integer.valueOf(code) : null;
	}

	/** An Actuator figure after the run ({@code jvm.threads.live}, ...), or null. */
	public Double after(String metric) {
		return number(this.actuator.path("after").path(metric));
	}

	public Double before(String metric) {
		return number(this.actuator.path("before").path(metric));
	}

	/** Collections and their time during the run, per collector, from the Actuator readings. */
	public Map<String, GcActivity> gc() {
		JsonNode before = this.actuator.path("before").path("gc");
		JsonNode after = this.actuator.path("after").path("gc");
		var activity = new java.util.TreeMap<String, GcActivity>();
		after.fieldNames().forEachRemaining((name) -> {
			double count = after.path(name).path("count").asDouble() - before.path(name).path("count").asDouble();
			double millis = after.path(name).path("totalTimeMs").asDouble()
					- before.path(name).path("totalTimeMs").asDouble();
			activity.put(name, new GcActivity(name, (long) Math.round(count), millis));
		});
		return activity;
	}

	private static Double number(JsonNode node) {
		return node.isNumber() ? node.asDouble() : null;
	}

	/** What one collector did during a run. */
	public record GcActivity(String collector, long collections, double millis) {

		/** young, old or other, from the collector's name (G1, Serial, Parallel; ZGC and Shenandoah are other). */
		public String generation() {
			String name = this.collector.toLowerCase(java.util.Locale.ROOT);
			if (name.contains("young") || name.equals("copy") || name.contains("scavenge") || name.contains("parnew")) {
				return "young";
			}
			if (name.contains("old") || name.contains("marksweep")) {
				return "old";
			}
			return "other";
		}

	}

}
