package io.github.bootbench.report.feature.service;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.AppPlan;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.plan.AppRequest;
import io.github.bootbench.report.plan.Contract;
import io.github.bootbench.report.plan.ContractExtension;
import io.github.bootbench.report.plan.PlanException;

/**
 * run-all.sh {@code --app}: the user's jar as one app per container its Spring Boot
 * version offers ({@code app/tomcat}, {@code app/jetty}, ...), the one it was built with
 * first, on ports of their own; its {@code --url} and {@code --request} as endpoints. The
 * scripts get {@value AppPlan#FILE} beside the plan (where each variant's jar will be,
 * each endpoint's request, what the JVMs get besides) and a wrk script per request that
 * needs one. The jars themselves are made after the plan ({@code bench-report app swap}).
 */
public final class AppContract implements ContractExtension {

	/**
	 * The first variant's port; the others follow it, in the order of
	 * {@link ServletContainer}.
	 */
	static final int FIRST_PORT = 6081;

	/**
	 * Where, under the user's cache ({@code XDG_CACHE_HOME} or {@code ~/.cache}), the
	 * variants of a jar are made, a directory per jar by its SHA-256: outside the
	 * project, whose clean build would remove them, and outside the results, which keep
	 * their manifest but not 25 MB a variant.
	 */
	static final Path VARIANTS = Path.of("boot-container-bench", "app-swap");

	@Override
	public Extended extend(Contract contract, AppRequest request) {
		if (!request.given()) {
			return new Extended(contract, Map.of());
		}
		try {
			BootJar jar = BootJar.read(Path.of(request.jar()));
			List<AppEndpoint> endpoints = endpoints(request, contract);
			Map<String, Integer> ports = new LinkedHashMap<>();
			Map<String, String> jars = new LinkedHashMap<>();
			Path dir = cache().resolve(VARIANTS).resolve(jar.shortSha());
			for (ServletContainer container : jar.offered()) {
				String app = "app/" + container.id();
				ports.put(app, FIRST_PORT + container.ordinal());
				jars.put(app, dir.resolve(container.id() + ".jar").toString());
			}
			List<String> names = endpoints.stream().map(AppEndpoint::name).toList();
			Contract.Outside outside = new Contract.Outside(List.copyOf(ports.keySet()), names,
					endpoints.stream().filter(AppEndpoint::scripted).map(AppEndpoint::name).toList());
			Map<String, String> files = new LinkedHashMap<>();
			Map<String, AppPlan.Endpoint> endpointFiles = new LinkedHashMap<>();
			for (AppEndpoint endpoint : endpoints) {
				String script = endpoint.scripted() ? "wrk-" + endpoint.name() + ".lua" : null;
				if (script != null) {
					files.put(script, endpoint.wrkScript());
				}
				endpointFiles.put(endpoint.name(), new AppPlan.Endpoint(endpoint.method(), endpoint.path(),
						endpoint.headers(), endpoint.body(), endpoint.file(), script));
			}
			AppPlan plan = new AppPlan(jar.path().toString(), jar.sha256(), jar.bootVersion(), jar.container().id(),
					dir.toString(), jars, endpointFiles, request.appArguments(), environment(request.appEnvironment()),
					request.database());
			files.put(AppPlan.FILE, Json.pretty().writeValueAsString(plan) + "\n");
			return new Extended(contract.with(outside, ports, request.database() ? names : List.of()), files);
		}
		catch (ServiceException ex) {
			throw new PlanException((ex.getMessage().startsWith("--") ? "" : "--app: ") + ex.getMessage());
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("could not write " + AppPlan.FILE, ex);
		}
	}

	/**
	 * What an outside app's run cannot do yet: its requests that only wrk's script
	 * carries go to wrk alone, its variants run on this machine, and it has no memory
	 * phase (whose load sends no script).
	 */
	@Override
	public void check(Contract contract, List<Tool> tools, List<String> endpoints, boolean serverHost, String memory) {
		if (contract.outside() == null) {
			return;
		}
		if (serverHost) {
			throw new PlanException(
					"--app runs its variants on this machine: it cannot be combined with --server-host");
		}
		if (!"off".equals(memory)) {
			throw new PlanException("--app has no memory phase yet: leave out --memory and --memory-only");
		}
		List<String> scripted = endpoints.stream().filter(contract.outside().wrkOnly()::contains).toList();
		List<String> others = tools.stream().filter((tool) -> tool != Tool.WRK).map(Tool::id).toList();
		if (!scripted.isEmpty() && !others.isEmpty()) {
			throw new PlanException("--request " + String.join(", ", scripted) + ": only wrk carries a method, headers "
					+ "and a body; leave " + String.join(", ", others) + " out of --tools");
		}
	}

	/**
	 * The requests in order, --url first; a name two of them would share gets a number.
	 */
	private static List<AppEndpoint> endpoints(AppRequest request, Contract contract) {
		List<AppEndpoint> given = new ArrayList<>();
		request.urls().forEach((url) -> given.add(AppEndpoint.url(url)));
		request.requests().forEach((file) -> given.add(AppEndpoint.request(Path.of(file))));
		Set<String> taken = new HashSet<>(contract.endpoints());
		List<AppEndpoint> named = new ArrayList<>();
		for (AppEndpoint endpoint : given) {
			String name = endpoint.name();
			for (int n = 2; taken.contains(name); n++) {
				name = endpoint.name() + Names.OUTSIDE_JOINER + n;
			}
			taken.add(name);
			named.add(new AppEndpoint(name, endpoint.method(), endpoint.path(), endpoint.headers(), endpoint.body(),
					endpoint.file()));
		}
		return named;
	}

	private static Path cache() {
		String xdg = System.getenv("XDG_CACHE_HOME");
		return (xdg != null && !xdg.isBlank()) ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
	}

	private static List<String> environment(List<String> items) {
		for (String item : items) {
			if (!item.matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
				throw new ServiceException("--app-env: '" + item + "' is not VAR=VALUE");
			}
		}
		return items;
	}

}
