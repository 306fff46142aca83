package io.github.bootbench.report.format.markdown;

import java.util.List;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.Caveat;
import io.github.bootbench.report.model.Finding;

import static io.github.bootbench.report.format.markdown.Markdown.decimal;
import static io.github.bootbench.report.format.markdown.Markdown.integer;

/** The sentences of findings and caveats, the same in README.md and the JSON files. */
public final class FindingText {

	private FindingText() {
	}

	public static List<String> findings(List<Finding> findings) {
		return findings.stream().map(FindingText::finding).toList();
	}

	public static List<String> caveats(List<Caveat> caveats) {
		return caveats.stream().map(FindingText::caveat).toList();
	}

	static String finding(Finding finding) {
		if (finding instanceof Finding.RatioVerdicts verdicts) {
			return RatioText.finding(verdicts);
		}
		if (finding instanceof Finding.LatencyVerdicts verdicts) {
			return RatioText.finding(verdicts);
		}
		if (finding instanceof Finding.ToolCeiling ceiling) {
			return "In " + ceiling.cells() + " of " + ceiling.withFigures()
					+ (ceiling.besideDatabase()
							? " cells the load CPUs were at their ceiling, the load tool and the database together ("
							: " cells the load tool was at its ceiling (")
					+ ceiling.byTool()
						.entrySet()
						.stream()
						.map((e) -> e.getKey() + " " + e.getValue())
						.collect(Collectors.joining(", "))
					+ ((ceiling.serverToo() > 0) ? "; the server was saturated too in " + ceiling.serverToo() : "")
					+ "): those figures cannot rank the containers (see Bottleneck).";
		}
		if (finding instanceof Finding.NoToolCeiling) {
			return "No cell was tool-bound: the load tools kept below " + Method.saturation()
					+ " of their CPUs (see Bottleneck).";
		}
		if (finding instanceof Finding.Startup startup) {
			return "Startup (see Startup): time to first response "
					+ startup.firstResponseMs()
						.entrySet()
						.stream()
						.map((e) -> e.getKey() + " " + decimal(e.getValue() / 1000) + " s")
						.collect(Collectors.joining(", "))
					+ "; RSS at ready "
					+ startup.rssKb()
						.entrySet()
						.stream()
						.map((e) -> e.getKey() + " " + integer(e.getValue() / 1024) + " MB")
						.collect(Collectors.joining(", "))
					+ ".";
		}
		if (finding instanceof Finding.Threads threads) {
			return "Live JVM threads after the measurements at c=" + threads.concurrency()
					+ " (highest reading, see Threads): "
					+ threads.live()
						.entrySet()
						.stream()
						.map((e) -> e.getKey() + " " + integer(e.getValue()))
						.collect(Collectors.joining(", "))
					+ ".";
		}
		if (finding instanceof Finding.DatabaseFailed database) {
			return "**Database failure:** " + database.product() + " failed"
					+ ((database.failedAt() != null) ? " (recorded at " + database.failedAt() + ")" : "") + ": "
					+ database.reason() + " (see run.json's database).";
		}
		if (finding instanceof Finding.Failures failures) {
			return failures(failures);
		}
		throw new IllegalArgumentException("no text for " + finding);
	}

	private static String failures(Finding.Failures failures) {
		if (failures.measurements() == 0 && failures.sessions() == 0) {
			return "Every measurement completed" + ((failures.errors() > 0)
					? ", with " + integer(failures.errors())
							+ " transport errors in total (shown in the cells that have them)."
					: " without a transport error.");
		}
		return "**Failures:** " + failures.measurements() + " measurement(s) failed and " + failures.sessions()
				+ " container session(s) did not start, verify or last their round; their cells say FAILED (see run.json).";
	}

	static String caveat(Caveat caveat) {
		if (caveat instanceof Caveat.Worded worded) {
			return worded.sentence();
		}
		if (caveat instanceof Caveat.AbHttp10 ab) {
			return "ab speaks HTTP/1.0; with -k it asks for keep-alive, and it counts the requests whose connection "
					+ "stayed open."
					+ (ab.notKeptAlive().isEmpty() ? " Every variant kept ab's connections alive on every endpoint."
							: " By that count these kept none alive, so ab measured them with a new connection per "
									+ "request: "
									+ ab.notKeptAlive()
										.stream()
										.map((v) -> v.variant() + " " + Names.endpoint(v.endpoint()))
										.collect(Collectors.joining(", "))
									+ " (their response headers are under Response headers).");
		}
		if (caveat instanceof Caveat.SiegeCounting) {
			return "siege reports latency at 10 ms resolution and no percentiles, and "
					+ "counts HTTP error statuses and connections the server closed as failed transactions (Tomcat "
					+ "closes a keep-alive connection after 100 requests unless max-keep-alive-requests is raised, as "
					+ "the tuned profile does).";
		}
		if (caveat instanceof Caveat.SiegeHung hung) {
			return hung.measurements() + " siege measurement(s) did not exit after their time and were "
					+ "stopped by the harness's timeout (siege 4.0.x can hang after \"Lifting the server siege...\", "
					+ "JoeDog/siege#66); they count as FAILED rounds.";
		}
		if (caveat instanceof Caveat.ClosedLoop closed) {
			boolean one = closed.tools().size() == 1;
			return Tool.join(", ", closed.tools()) + (one ? " is" : " are") + " closed-loop: each connection"
					+ (closed.tools().contains(Tool.JMETER) ? " (jmeter's: each thread)" : "")
					+ " waits for its response before the next request, so under overload "
					+ (one ? "it understates" : "they understate") + " tail latency (coordinated omission; see "
					+ LatencyTables.CLOSED_LOOP + ").";
		}
		if (caveat instanceof Caveat.NotSteady notSteady) {
			return "Warm-up reached its cap before its rule called it over for: "
					+ String.join(", ", notSteady.sessions()) + ". Their figures may still include JIT warm-up.";
		}
		if (caveat instanceof Caveat.ToolBoundCells bound) {
			return bound.cells()
					+ " cell(s) had the load tool at its ceiling (marked †): they are not container results.";
		}
		if (caveat instanceof Caveat.CellsWithErrors errors) {
			return "Cells with errors or non-2xx responses: " + errors.where()
				.stream()
				.map((w) -> w.variant() + " "
						+ Names.cell(w.cell().endpoint(), w.cell().tool(), w.cell().concurrency()))
				.collect(Collectors.joining(", ")) + ".";
		}
		if (caveat instanceof Caveat.MachineSpread spread) {
			return (spread.cvPercent() == null)
					? "With one round there is no spread: no difference in this run can be told from noise."
					: "Spread of this machine: a variant's windows, each on its own, vary with a coefficient of "
							+ "variation of median " + decimal(spread.cvPercent().median()) + " %, at most "
							+ decimal(spread.cvPercent().max()) + " %, so one window of each variant cannot tell a "
							+ "difference of that size; a ratio within a block cancels the drift the two windows "
							+ "share, and How sure gives what the run's paired ratios can tell.";
		}
		if (caveat instanceof Caveat.DuetVerdicts duet) {
			return "The verdicts are of a duet (--order " + duet.order() + "): in each window the baseline and one "
					+ "variant shared the server CPUs, each JVM in a control group of its own, and a ratio is of "
					+ "requests per CPU-second of each group; a req/s figure is of a JVM with about half the server "
					+ "CPUs. In the study of the orders a duet read real pairs more than "
					+ decimal(duet.agreementPercent()) + " % away from how the same JVMs ran alone "
					+ "(docs/method.md, \"Two variants in one window: the duet\"): a screen, not which container is "
					+ "faster alone.";
		}
		if (caveat instanceof Caveat.CpusSeen cpus) {
			return "Each JVM saw " + cpus.cpus() + " CPU(s) (taskset); the JVM sizes its GC "
					+ "choice and the containers' default pools from that count, so these defaults differ from a "
					+ "larger machine.";
		}
		throw new IllegalArgumentException("no text for " + caveat);
	}

}
