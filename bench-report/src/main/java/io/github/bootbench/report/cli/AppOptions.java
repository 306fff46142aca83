package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.plan.AppRequest;
import io.github.bootbench.report.plan.Contract;
import io.github.bootbench.report.plan.ContractExtension;
import io.github.bootbench.report.plan.PlanException;
import picocli.CommandLine.Option;

/**
 * run-all.sh's options that measure a user's own Spring Boot service: its jar, made into
 * one variant per servlet container, and the requests to load it with. What they add to
 * the contract is a {@link ContractExtension}'s to say; the core only carries them.
 */
final class AppOptions {

	@Option(names = "--app", paramLabel = "JAR",
			description = "your Spring Boot executable jar (servlet stack, Boot 2.7, 3.x or 4.x): measured as built and "
					+ "with each other container its Boot version offers swapped in, the jar itself left as it is")
	String jar;

	@Option(names = "--url", paramLabel = "PATH",
			description = "with --app, a path to GET, e.g. /api/orders/1 (repeat for more)")
	List<String> urls = new ArrayList<>();

	@Option(names = "--request", paramLabel = "FILE",
			description = "with --app, a file of one HTTP request (METHOD PATH, headers, a blank line, the body), "
					+ "as .http files write it; loaded by wrk (repeat for more)")
	List<String> requests = new ArrayList<>();

	@Option(names = "--app-args", paramLabel = "ARGS",
			description = "with --app, arguments every variant gets after the jar, e.g. \"--spring.profiles.active=perf\"")
	String appArguments;

	@Option(names = "--app-env", paramLabel = "VAR=VALUE",
			description = "with --app, a variable of every variant's environment (repeat for more)")
	List<String> appEnvironment = new ArrayList<>();

	@Option(names = "--app-database",
			description = "with --app, give it the run's PostgreSQL (spring.datasource.url, user bench)")
	boolean database;

	/** The extensions that added to the contract, for {@link #check}. */
	private final List<ContractExtension> extensions = new ArrayList<>();

	/** The project's contract with what the extensions add for these options. */
	ContractExtension.Extended extend(Contract contract) {
		AppRequest request = new AppRequest(this.jar, List.copyOf(this.urls), List.copyOf(this.requests),
				(this.appArguments == null || this.appArguments.isBlank()) ? List.of()
						: List.of(this.appArguments.trim().split("\\s+")),
				List.copyOf(this.appEnvironment), this.database);
		if (!request.given()) {
			if (!this.urls.isEmpty() || !this.requests.isEmpty() || this.database || !request.appArguments().isEmpty()
					|| !this.appEnvironment.isEmpty()) {
				throw new PlanException("--url, --request, --app-args, --app-env and --app-database need --app");
			}
			return new ContractExtension.Extended(contract, Map.of());
		}
		ContractExtension.Extended extended = new ContractExtension.Extended(contract, Map.of());
		for (ContractExtension extension : ServiceLoader.load(ContractExtension.class)) {
			extended = extension.extend(extended.contract(), request);
			this.extensions.add(extension);
		}
		if (extended.contract().outside() == null) {
			throw new PlanException("--app: this build of bench-report has nothing that reads an app");
		}
		return extended;
	}

	/** The files an extension needs beside the plan, into its directory. */
	static void write(ContractExtension.Extended extended, Path dir) throws IOException {
		for (Map.Entry<String, String> file : extended.files().entrySet()) {
			Files.writeString(dir.resolve(file.getKey()), file.getValue());
		}
	}

	/**
	 * Refuses, in one line, what the run cannot do with the app the extensions added
	 * (each extension's {@link ContractExtension#check}).
	 */
	void check(Contract contract, List<Tool> tools, List<String> endpoints, boolean serverHost, String memory) {
		for (ContractExtension extension : this.extensions) {
			extension.check(contract, tools, endpoints, serverHost, memory);
		}
	}

}
