package io.github.bootbench.report.io;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.core.Tool;

/**
 * Where run-all.sh puts each measurement:
 * {@code raw/<variant>/<endpoint>/<tool>-c<N>-r<round>-b<block>.txt} (no block before
 * runs were measured in blocks; {@code -v2} after the block for a variant's second window
 * in a mirrored block; {@code -v<k>-duet} or {@code -v<k>-sliced} for the k-th window of
 * a duet block, whose partner has the same name), with {@code .cmd}, {@code .samples.csv}
 * and {@code .actuator.json} beside it. For the fixed-rate tool, {@code N} is the rate in
 * requests per second, and its HdrHistogram log is beside it too ({@code .hlog}). The
 * probe of the saturation the rates are shares of goes to
 * {@code probe/<variant>/<endpoint>-wrk-c<N>.txt}, with the same files beside it.
 */
public final class RawLayout {

	/**
	 * A measurement's raw output file name: tool, concurrency, round, block, visit and a
	 * duet's order.
	 */
	public static final Pattern RAW_NAME = Pattern
		.compile("(ab|siege|wrk|hyperfoil|jmeter)-c(\\d+)-r(\\d+)(?:-b(\\d+)(?:-v(\\d+))?(?:-(duet|sliced))?)?\\.txt");

	private RawLayout() {
	}

	/** The name's parts, or null when the file is not a measurement's raw output. */
	public static Matcher match(Path raw) {
		Matcher name = RAW_NAME.matcher(raw.getFileName().toString());
		return name.matches() ? name : null;
	}

	/** A probe window's raw output, under the run directory. */
	public static Path probeOf(Path runDirectory, String variant, String endpoint, Tool tool, int concurrency) {
		return runDirectory.resolve("probe")
			.resolve(variant)
			.resolve(endpoint + "-" + tool + "-c" + concurrency + ".txt");
	}

	public static Path samplesOf(Path raw) {
		return sibling(raw, ".samples.csv");
	}

	public static Path commandOf(Path raw) {
		return sibling(raw, ".cmd");
	}

	/** A fixed-rate window's HdrHistogram log. */
	public static Path histogramLogOf(Path raw) {
		return sibling(raw, ".hlog");
	}

	public static Path actuatorOf(Path raw) {
		return sibling(raw, ".actuator.json");
	}

	private static Path sibling(Path raw, String suffix) {
		String name = raw.getFileName().toString();
		String stem = name.endsWith(".txt") ? name.substring(0, name.length() - ".txt".length()) : name;
		return raw.resolveSibling(stem + suffix);
	}

}
