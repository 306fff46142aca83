package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.BuildRecord;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.HeaderCapture;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;
import io.github.bootbench.report.stats.Spread;

import static io.github.bootbench.report.format.markdown.Markdown.decimals;
import static io.github.bootbench.report.format.markdown.Markdown.integer;
import static io.github.bootbench.report.format.markdown.Markdown.megabytes;
import static io.github.bootbench.report.format.markdown.Markdown.megabytesOfBytes;
import static io.github.bootbench.report.format.markdown.Markdown.table;

/** The sections about each app rather than its load: startup, build, response headers. */
final class StartupTables {

	static final List<String> HEADERS_SHOWN = List.of(HeaderCapture.STATUS, "connection", "keep-alive",
			"transfer-encoding", "content-length", "server");

	private StartupTables() {
	}

	static void startup(RunResult result, StringBuilder md) {
		if (started(result).isEmpty()) {
			return;
		}
		String over = Names.coldStarts(result.startup().values());
		md.append("## Startup\n\n")
			.append(Character.toUpperCase(over.charAt(0)))
			.append(over.substring(1))
			.append("; every start a fresh JVM pinned like the measurements. Time to first response: from exec to the first "
					+ "200 on " + firstResponse(result) + ", measured by the script."
					+ (Names.outsideApp(result) ? " Heap, JVM memory, classes and threads at ready are what the "
							+ "project's apps log when ready, which your app's variants do not (–)." : "")
					+ "\n\n");
		List<List<String>> lines = new ArrayList<>();
		lines.add(row(result, "cold starts that answered", (s) -> s.answered() + " of " + s.attempts()));
		lines.add(row(result, "time to first response", (s) -> {
			Spread spread = s.firstResponseMs();
			return (spread == null) ? "–" : integer(spread.median()) + " ms"
					+ ((spread.count() > 1) ? " [" + integer(spread.min()) + "–" + integer(spread.max()) + "]" : "");
		}));
		lines.add(row(result, "Spring \"Started in\"", (s) -> decimals(s.startedInSeconds(), 2) + " s"));
		lines.add(row(result, "RSS at ready", (s) -> megabytes(s.rssKb())));
		lines.add(row(result, "heap used at ready", (s) -> megabytesOfBytes(s.heapUsedBytes())));
		lines.add(row(result, "JVM memory used at ready", (s) -> megabytesOfBytes(s.jvmMemoryUsedBytes())));
		lines.add(row(result, "classes loaded", (s) -> integer(s.classesLoaded())));
		lines.add(row(result, "live threads", (s) -> integer(s.threadsLive())));
		md.append(table(Markdown.header("", started(result)), lines));
	}

	/**
	 * What a cold start's first response is of: the probe's path on your app's variants.
	 */
	private static String firstResponse(RunResult result) {
		String probe = "the probe's /bench-probe/server, which answers once the server has started";
		if (!Names.outsideApp(result)) {
			return "/test/block";
		}
		boolean onlyOutside = result.run()
			.record()
			.options()
			.variants()
			.stream()
			.allMatch((variant) -> Generation.of(variant.app()) == Generation.APP);
		return onlyOutside ? probe : "/test/block (on " + probe + " for your app's variants)";
	}

	private static List<String> row(RunResult result, String label, Function<StartupSummary, String> cell) {
		List<String> row = new ArrayList<>(List.of(label));
		started(result).forEach((variant) -> row.add(cell.apply(result.startup().get(variant))));
		return row;
	}

	/**
	 * The variants with a cold start: the copies of the baseline (the A/A control, a
	 * planted one) start as it does and have none.
	 */
	private static List<String> started(RunResult result) {
		return result.variantIds().stream().filter((id) -> result.startup().get(id).attempts() > 0).toList();
	}

	static void build(RunResult result, StringBuilder md) {
		md.append("## Build\n\n");
		List<List<String>> lines = new ArrayList<>();
		// One row per app: a profile's variant and the control run the same jar.
		List<String> apps = result.run()
			.record()
			.options()
			.variants()
			.stream()
			.map(Variant::app)
			.filter((app) -> Generation.of(app) != Generation.APP)
			.distinct()
			.toList();
		for (String app : apps) {
			BuildRecord build = result.run()
				.builds()
				.stream()
				.filter((b) -> b.app().equals(app))
				.findFirst()
				.orElse(null);
			lines.add(List.of(app,
					(build == null || build.buildSeconds() == null) ? "not recorded"
							: decimals(build.buildSeconds(), 1) + " s",
					(build == null || build.jarBytes() == null) ? "–"
							: String.format(Locale.ROOT, "%.1f MB", build.jarBytes() / 1048576.0)));
		}
		if (!lines.isEmpty()) {
			md.append(
					"Build time of each app module in the Maven reactor (`./mvnw -B -DskipTests package`) and the size "
							+ "of its executable jar.\n\n");
			md.append(table(List.of("app", "build time", "jar size"), lines));
		}
		if (Names.outsideApp(result)) {
			md.append("Your app's jar is not built by the run: its variants are made from it, each jar it removes and "
					+ "adds in [app/swap.json](app/swap.json).\n\n");
		}
	}

	static void headers(RunResult result, StringBuilder md) {
		md.append("## Response headers\n\nAs an HTTP/1.1 client (wrk, siege) and as ab's HTTP/1.0 client with "
				+ "`Connection: Keep-Alive` see them. A response without Content-Length cannot be kept alive on "
				+ "HTTP/1.0, so ab -k then reconnects for every request.\n\n");
		for (String endpoint : result.run().endpoints()) {
			md.append("### ").append(Names.endpoint(endpoint)).append("\n\n");
			List<String> header = new ArrayList<>(List.of("header"));
			for (String variant : result.variantIds()) {
				header.add(variant + " HTTP/1.1");
				header.add(variant + " HTTP/1.0 keep-alive");
			}
			List<List<String>> lines = new ArrayList<>();
			for (String name : HEADERS_SHOWN) {
				List<String> line = new ArrayList<>(List.of(HeaderCapture.STATUS.equals(name) ? "status line" : name));
				for (String variant : result.variantIds()) {
					HeaderCapture capture = result.run()
						.headers()
						.stream()
						.filter((h) -> h.variant().equals(variant) && h.endpoint().equals(endpoint))
						.findFirst()
						.orElse(null);
					line.add((capture == null) ? "missing" : capture.http11().getOrDefault(name, "–"));
					line.add((capture == null) ? "missing" : capture.http10KeepAlive().getOrDefault(name, "–"));
				}
				lines.add(line);
			}
			md.append(table(header, lines));
		}
	}

}
