package io.github.bootbench.report.feature.service;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunHeadline;
import io.github.bootbench.report.model.Section;

/**
 * A run on {@code --app} says on its first screen what it measured: the jar by name and
 * SHA-256, what each variant runs of it, each endpoint's method and path, and the rule by
 * which every variant answered as the first did. {@code app} in results.json (left out of
 * the project's runs), its lines in the README after the scope, the jar in the index's
 * headline.
 */
public final class AppFeature implements Section.Feature, RunHeadline.Part {

	@Override
	public List<Section> of(RunDirectory run) {
		AppRun app;
		try {
			app = AppRun.read(run);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("the run's " + AppPlan.DIRECTORY + "/ does not read", ex);
		}
		return List.of(new Section("app", null, app, true, ReadmePlace.SCOPE, (result, md) -> {
			if (app != null) {
				List<String> projectApps = run.record()
					.options()
					.variants()
					.stream()
					.filter((v) -> !v.control() && Generation.of(v.app()) != Generation.APP)
					.map(Variant::id)
					.toList();
				write(app, run.record().options().endpoints(), projectApps, md);
			}
		}));
	}

	/** {@code your app orders-service.jar (f7d0cefdaf73)}. */
	@Override
	public List<String> words(RunRecord record, JsonNode results) throws IOException {
		AppRun run = Json.MAPPER.treeToValue(results, Recorded.class).app();
		return (run == null) ? List.of()
				: List.of("your app " + run.jar() + " (" + run.sha256().substring(0, AppPlan.SHORT_SHA) + ")");
	}

	/** What the index reads of results.json: the app (none in the project's runs). */
	private record Recorded(AppRun app) {

	}

	static void write(AppRun app, List<String> endpoints, List<String> projectApps, StringBuilder md) {
		md.append("**Your app:** `")
			.append(app.jar())
			.append("`, SHA-256 `")
			.append(app.sha256(), 0, AppPlan.SHORT_SHA)
			.append("…`, Spring Boot ")
			.append(app.springBootVersion())
			.append(", built with ")
			.append(container(app.built(), version(app, app.built())))
			.append(". ");
		List<String> runs = new ArrayList<>();
		for (AppRun.AppVariant variant : app.variants()) {
			runs.add(variant.variant() + " " + what(app, variant));
		}
		md.append(String.join("; ", runs))
			.append(". Each carries the harness's probe; [app/swap.json](app/swap.json) lists every jar each "
					+ "variant removed and added, with its SHA-256.");
		if (!projectApps.isEmpty()) {
			md.append(" Beside them, in the same blocks: ")
				.append(String.join(", ", projectApps))
				.append(", the project's own ")
				.append((projectApps.size() == 1) ? "app" : "apps")
				.append(", built by the project and run without the probe.");
		}
		List<String> given = new ArrayList<>();
		if (!app.arguments().isEmpty()) {
			given.add("the arguments `" + String.join(" ", app.arguments()) + "`");
		}
		if (!app.environment().isEmpty()) {
			given.add("the environment variables "
					+ String.join(", ", app.environment().stream().map((name) -> "`" + name + "`").toList())
					+ " (their values are not kept)");
		}
		if (app.database()) {
			given.add("the run's PostgreSQL as `spring.datasource.url` and `spring.datasource.username`");
		}
		if (!given.isEmpty()) {
			md.append(" Every variant was started with ").append(String.join(", ", given)).append('.');
		}
		md.append("\n\n");
		md.append("**Its requests:** ");
		if (app.requests().isEmpty()) {
			// A jar of the project's own controller (the cross-check), measured on the
			// contract's endpoints.
			md.append("none of its own (no `--url` or `--request`): the run's endpoints, ")
				.append(String.join(", ", endpoints.stream().map((e) -> "`" + Names.endpoint(e) + "`").toList()))
				.append(", verified on every variant by the project's contract as its own apps are.\n\n");
			return;
		}
		List<String> requests = new ArrayList<>();
		for (AppRun.Request request : app.requests()) {
			StringBuilder line = new StringBuilder("`").append(request.endpoint())
				.append("` is `")
				.append(request.method())
				.append(' ')
				.append(request.path())
				.append('`');
			if (request.file() != null) {
				line.append(" as `").append(request.file()).append("` writes it");
			}
			if (request.script() != null) {
				line.append(", sent by wrk through [its script](app/").append(request.script()).append(")");
			}
			requests.add(line.toString());
		}
		md.append(String.join("; ", requests)).append(".");
		List<String> rules = new ArrayList<>();
		for (AppRun.Request request : app.requests()) {
			Set<String> held = new LinkedHashSet<>(request.rules().values());
			if (held.size() == 1) {
				rules.add("`" + request.endpoint() + "` with " + held.iterator().next());
			}
			else if (!held.isEmpty()) {
				List<String> each = new ArrayList<>();
				request.rules().forEach((variant, rule) -> each.add(variant + " with " + rule));
				rules.add("`" + request.endpoint() + "`: " + String.join(", ", each));
			}
		}
		if (!rules.isEmpty()) {
			md.append(" Each round, before its load, every variant answered each as ")
				.append(app.variants().get(0).variant())
				.append(" did: ")
				.append(String.join("; ", rules))
				.append(". The last round's answers are kept in `app/answers/`.");
		}
		md.append("\n\n");
	}

	/** What a variant runs of the jar. */
	private static String what(AppRun app, AppRun.AppVariant variant) {
		if (variant.control()) {
			return "runs a second copy of it as built (the A/A control)";
		}
		if (variant.plantedPercent() != null) {
			return "runs a copy of it as built with a per-request cost planted to make it "
					+ Math.round(variant.plantedPercent()) + " % slower (the planted control)";
		}
		if (variant.asBuilt()) {
			return "runs it as built";
		}
		return "runs a copy with " + container(app.built(), null) + "'s " + variant.removed() + " jars swapped for the "
				+ variant.added() + " that " + container(variant.container(), variant.version())
				+ "'s starter brings (its own jars, their dependencies and the APIs they implement, and from Spring "
				+ "Boot 4 Boot's module for it)";
	}

	private static String version(AppRun app, String container) {
		return app.variants()
			.stream()
			.filter((v) -> v.container().equals(container))
			.map(AppRun.AppVariant::version)
			.findFirst()
			.orElse(null);
	}

	private static String container(String id, String version) {
		return ServletContainer.of(id).label() + ((version != null) ? " " + version : "");
	}

}
