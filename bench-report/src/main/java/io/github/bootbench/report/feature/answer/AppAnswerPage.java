package io.github.bootbench.report.feature.answer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import io.github.bootbench.report.input.AppPlan;

/**
 * The answer for one jar measured with run-all.sh {@code --app}: every run of it pooled
 * as the project's answer pools the project's runs, led by its own cells (each of its
 * requests, each container against the jar as built), then how sure the pool is, every
 * comparison and how the pool is made. Nothing in it is about the project's apps.
 */
final class AppAnswerPage {

	private static final String SELF = "README.md";

	private AppAnswerPage() {
	}

	static String write(Synthesis synthesis, AppPlan app, List<String> charts) {
		StringBuilder md = new StringBuilder("# ").append(jarName(app)).append(" on each container\n\n");
		md.append("**Your app:** `")
			.append(jarName(app))
			.append("`, SHA-256 `")
			.append(app.shortSha())
			.append("…`, Spring Boot ")
			.append(app.springBootVersion())
			.append(", built with ")
			.append(Character.toUpperCase(app.built().charAt(0)))
			.append(app.built().substring(1))
			.append(". The answer from ")
			.append(AnswerText.runs(synthesis.runs().size()))
			.append(" of it (")
			.append(synthesis.runs()
				.stream()
				.map((run) -> "[" + run + "](../" + run + "/README.md)")
				.collect(Collectors.joining(", ")))
			.append((synthesis.runs().size() == 1)
					? "), estimated from its own rounds of fresh JVMs; more runs of it are pooled within their guests "
							+ "with a random effect at each level, as the project's answer pools its runs. A choice "
							+ "below is this one run's, on this one guest.\n\n"
					: "), each estimated from its own rounds of fresh JVMs and pooled within their guests with a "
							+ "random effect at each level, as the project's answer pools its runs.\n\n");
		md.append("## Your requests\n\n");
		List<String> lines = new ArrayList<>();
		AnswerText.headlineByEndpoint(synthesis).forEach((endpoint, byPair) -> {
			AppPlan.Endpoint request = app.endpoints().get(endpoint);
			String name = (request != null) ? "`" + request.method() + " " + request.path() + "` (`" + endpoint + "`)"
					: AnswerText.endpoint(endpoint);
			List<String> pairs = new ArrayList<>();
			byPair.forEach((pair, levels) -> {
				String choice = AnswerText.choice(levels);
				pairs.add(AnswerText.name(levels.get(0).key().variant(), synthesis) + " reads "
						+ AnswerText.range(levels, SELF, synthesis.headlineScope()) + " of "
						+ AnswerText.name(levels.get(0).key().baseline(), synthesis) + "'s throughput over c="
						+ levels.stream()
							.map((c) -> String.valueOf(c.key().concurrency()))
							.collect(Collectors.joining(", "))
						+ ": " + AnswerText.verdicts(levels)
						+ ((choice != null) ? " (choose " + choice + ")" : " (neither shown the faster)"));
			});
			if (!pairs.isEmpty()) {
				lines.add("- **" + name + "**: " + String.join("; ", pairs) + ".");
			}
		});
		if (lines.isEmpty()) {
			md.append("No run of it has a comparison of two containers that its own rule judged.\n\n");
		}
		else {
			md.append(String.join("\n", lines)).append("\n\n");
		}
		scope(synthesis, md);
		AnswerTables.headline(synthesis, md, SELF, "../");
		charts.forEach((chart) -> md.append("![").append(chart).append("](charts/").append(chart).append(")\n\n"));
		md.append("## How sure the pool is\n\n").append(AnswerTables.controlsSentence(synthesis, SELF)).append("\n\n");
		AnswerPage.planted(synthesis.controls(), md);
		AnswerList.comparisons(synthesis, md);
		AnswerPage.excluded(synthesis.excluded(), md);
		AnswerList.method(synthesis, md);
		return md.toString();
	}

	/** What the pooled runs hold for, from their records. */
	private static void scope(Synthesis synthesis, StringBuilder md) {
		AnswerScope scope = synthesis.scope();
		Set<Integer> cpus = synthesis.headlineComparisons()
			.stream()
			.map((c) -> c.key().serverCpus())
			.collect(Collectors.toCollection(TreeSet::new));
		md.append("**Scope.** Your requests at saturation, closed loop (")
			.append(synthesis.headline().tool().id())
			.append("), the server on ")
			.append(cpus.stream().map(String::valueOf).collect(Collectors.joining(" or ")))
			.append(cpus.equals(Set.of(1)) ? " CPU (the " : " CPUs (the ")
			.append(String.join(", ", scope.collectors()))
			.append(" collector, the JVM's own choice there) with ")
			.append(synthesis.headline().jvmOptions())
			.append(", Java ")
			.append(String.join(", ", scope.javaVersions()))
			.append("; runs on ")
			.append(scope.runsByCpuWords())
			.append(" guests. Another machine, another CPU count or another load is outside it: measure there.\n\n");
	}

	private static String jarName(AppPlan app) {
		return Path.of(app.jar()).getFileName().toString();
	}

}
