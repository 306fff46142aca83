package io.github.bootbench.report.plan;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.Variant;

/**
 * The PostgreSQL a run starts for its database endpoints
 * ({@code endpoint.NAME.needs=database} in the contract): run-all.sh starts it before the
 * JVMs, on 127.0.0.1 at {@link #PORT}, pinned to the load CPUs beside the load tools,
 * loaded with {@link #DATA}, and samples its CPU each second of every window. A run none
 * of whose endpoints needs it plans none.
 *
 * @param port where it listens, on 127.0.0.1
 * @param cpus the taskset list it is pinned to: the load CPUs
 * @param data the SQL it is loaded with, relative to the project's root
 * @param endpoints the run's endpoints that need it, in the run's order
 * @param besideServer whether the load CPUs are the server's own (one list for both), so
 * that the database competes with the server too
 */
public record DatabasePlan(int port, String cpus, String data, @JsonIgnore List<String> endpoints,
		@JsonIgnore boolean besideServer) {

	/**
	 * The database's port: far from the apps' (7081 to 9084 in the contract, a hundred
	 * apart per variant of an app), and not PostgreSQL's own 5432, so that a cluster of
	 * the machine's does not answer in its place.
	 */
	public static final int PORT = 54320;

	/** TechEmpower's world and fortune tables, as the apps' smoke tests load them. */
	public static final String DATA = "bench-scripts/database/world-and-fortunes.sql";

	/**
	 * The commands the run needs to start it: the server (Debian keeps it off PATH, where
	 * provisioning looks for it) and psql, which loads and describes it.
	 */
	public static final List<String> COMMANDS = List.of("postgres", "psql");

	/**
	 * The database for the run {@code request} asks for, or null when none of its
	 * endpoints needs one (or it measures memory alone); a {@link PlanException} when a
	 * variant's port is the database's.
	 */
	static DatabasePlan of(PlanRequest request, List<Variant> variants) {
		if (request.memoryOnly()) {
			return null;
		}
		Pinning pinning = request.pinning();
		List<String> needing = request.endpoints().stream().filter(request.databaseEndpoints()::contains).toList();
		if (needing.isEmpty()) {
			return null;
		}
		for (Variant variant : variants) {
			if (variant.port() == PORT) {
				throw new PlanException("port " + PORT + " is " + variant.name() + "'s and the database's ("
						+ String.join(",", needing) + " need it): give fewer variants of " + variant.app());
			}
		}
		return new DatabasePlan(PORT, pinning.loadCpus(), DATA, needing,
				pinning.loadCpus().equals(pinning.serverCpus()));
	}

	/**
	 * This database on the database host of {@code hosts}, on every CPU there and apart
	 * from the server; unchanged without a database host.
	 */
	DatabasePlan on(HostsPlan hosts) {
		HostFacts host = (hosts == null || hosts.databaseAddress() == null) ? null
				: hosts.hosts().stream().filter((h) -> HostFacts.DATABASE.equals(h.role())).findFirst().orElse(null);
		return (host == null) ? this
				: new DatabasePlan(this.port, "0-" + (host.cpus() - 1), this.data, this.endpoints, false);
	}

}
