package io.github.bootbench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.github.bootbench.report.cli.IndexCommand;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;

/**
 * The runs published under {@code results/}, as the tests' fixtures: real current-format
 * runs, read in place or copied without what the report writes, so that a test sees the
 * report made from the raw files alone.
 */
public final class PublishedRun {

	public static final Path RESULTS = Path.of("..", "results");

	/** The one command that writes every committed report again, from the repository. */
	public static final String RERENDER = "./mvnw -q -pl bench-report package -DskipTests && "
			+ "java -jar bench-report/target/bench-report.jar rerender results";

	/**
	 * {@code --variants tomcat,tomcat:tuned --endpoints block,io --concurrency 100,400}:
	 * tomcat, its tuned profile and the A/A control, wrk, 3 rounds of 2 blocks (Intel
	 * Xeon).
	 */
	public static final String TUNED = "2026-11-22T10-37-22Z";

	/**
	 * {@code --endpoints async --sweep async-pool=8,32,128,512 --sweep async-queue=0
	 * --variants tomcat --concurrency 100,400}: a sweep of Tomcat's async pool (Intel
	 * Xeon).
	 */
	public static final String SWEEP = "2026-11-22T08-27-59Z";

	/**
	 * {@code --variants boot4/tomcat,boot4/jetty,undertow --sweep cpu-limit=0.5 --control
	 * --endpoints block,async --concurrency 100}: each app and the A/A control without a
	 * limit and at 0.5 CPU in the same rounds (AMD EPYC).
	 */
	public static final String LIMIT_SWEEP = "2026-12-04T00-29-00Z";

	/**
	 * {@code --memory-only --variants tomcat --control --warmup-cap 60s}: every heap step
	 * in every round (AMD EPYC).
	 */
	public static final String MEMORY = "2026-11-23T01-24-06Z";

	/** The default run on the Intel Xeon guest. */
	public static final String DEFAULT_INTEL = "2026-11-21T22-13-39Z";

	/** The default run on the AMD EPYC guest. */
	public static final String DEFAULT_AMD = "2026-11-22T23-26-42Z";

	/**
	 * The default run of 5 blocks a round, with its time record, on the AMD EPYC guest.
	 */
	public static final String DEFAULT_AMD_FIVE_BLOCKS = "2026-11-24T04-07-26Z";

	/**
	 * {@code --variants boot4/tomcat,boot4/jetty --control --tools hyperfoil --endpoints
	 * block,json,io --concurrency 100 --duration 5s --blocks 2}: the fixed-rate latency
	 * run at 25, 50, 75 and 90 % of the slowest variant's probed saturation (AMD EPYC).
	 */
	public static final String FIXED_RATE = "2026-11-24T13-12-49Z";

	/**
	 * {@code --variants tomcat,jetty,undertow --control --tools jmeter --endpoints block,json
	 * --concurrency 1000 --blocks 3}: the blog comparisons' JMeter protocol on Spring
	 * Boot 3.5 (AMD EPYC).
	 */
	public static final String JMETER = "2026-11-24T15-50-51Z";

	/**
	 * {@code --variants boot27/tomcat,boot27/smart-servlet --tools ab --concurrency 100,150
	 * --endpoints block,json --blocks 3}: smart-servlet against Tomcat 9 and the A/A
	 * control with ab -k, 3 rounds of 3 blocks (Intel Xeon). On /test/json smart-servlet
	 * kept every HTTP/1.0 connection alive and Tomcat 9 none.
	 */
	public static final String SMART_SERVLET_AB = "2026-11-22T03-31-41Z";

	/**
	 * {@code --app examples/orders-service/target/orders-service.jar --url /api/products/7
	 * --url /products/7 --request examples/orders-service/requests/place-order.http
	 * --app-database --planted 10}: the example service as built (Tomcat 11) and swapped
	 * to Jetty 12.1, with the A/A and the planted control, 4 rounds of 3 blocks (AMD
	 * EPYC).
	 */
	public static final String APP_EXAMPLE = "2026-12-03T05-29-16Z";

	/**
	 * The cross-check, {@code run-all.sh --app app-tomcat/target/app-tomcat.jar
	 * --containers app/tomcat,app/jetty,jetty,app/undertow,undertow}: the project's Boot
	 * 3.5 jar as built and swapped to Jetty 12.0 and Undertow 2.3, beside the project's
	 * own jetty and undertow, with the A/A control, 4 rounds of 3 blocks (AMD EPYC).
	 */
	public static final String APP_CROSS_CHECK = "2026-12-03T01-26-07Z";

	/** What {@code bench-report report} writes into a run directory. */
	private static final Set<String> RENDERED = Set.of("README.md", "results.json", "results.csv", "charts");

	/** Whether a path in a run directory (relative to it) is one its report writes. */
	public static boolean rendered(Path relative) {
		return relative.getNameCount() > 0 && RENDERED.contains(relative.getName(0).toString());
	}

	private PublishedRun() {
	}

	/**
	 * The committed runs: every run directory under {@link #RESULTS} that git tracks, in
	 * order, leaving out a run the user made in this checkout (the README's first command
	 * writes one there); every run directory where the tree is not a git checkout.
	 */
	public static List<Path> committedRuns() throws IOException {
		List<Path> runs = IndexCommand.children(RESULTS, "run.json");
		Set<String> tracked = tracked();
		return (tracked == null) ? runs
				: runs.stream().filter((run) -> tracked.contains(run.getFileName().toString())).toList();
	}

	/** The run directories git tracks under {@link #RESULTS}, or null without git. */
	private static Set<String> tracked() throws IOException {
		try {
			Process git = new ProcessBuilder("git", "-C", RESULTS.toString(), "ls-files", "--", "*/run.json")
				.redirectError(ProcessBuilder.Redirect.DISCARD)
				.start();
			Set<String> tracked = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines()
				.map((file) -> Path.of(file).getName(0).toString())
				.collect(Collectors.toSet());
			return (git.waitFor() == 0) ? tracked : null;
		}
		catch (IOException ex) {
			// No git on the machine: a tree that is not a checkout.
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException(ex);
		}
	}

	public static Path directory(String runId) {
		return RESULTS.resolve(runId);
	}

	public static RunRecord record(String runId) throws IOException {
		return RunDirectory.readRecord(directory(runId));
	}

	/**
	 * A writable copy of the run at {@code target}, without the files its report wrote.
	 */
	public static Path copyInputs(String runId, Path target) throws IOException {
		return copyInputs(directory(runId), target);
	}

	/**
	 * A writable copy of the run directory {@code from} at {@code target}, without the
	 * files its report wrote.
	 */
	public static Path copyInputs(Path from, Path target) throws IOException {
		try (Stream<Path> files = Files.walk(from)) {
			for (Path file : files.toList()) {
				Path relative = from.relativize(file);
				if (relative.getNameCount() > 0 && RENDERED.contains(relative.getName(0).toString())) {
					continue;
				}
				Path copy = target.resolve(relative.toString());
				if (Files.isDirectory(file)) {
					Files.createDirectories(copy);
				}
				else {
					Files.copy(file, copy);
				}
			}
		}
		return target;
	}

	public static void delete(Path directory) throws IOException {
		try (Stream<Path> files = Files.walk(directory)) {
			for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
				Files.delete(file);
			}
		}
	}

}
