package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.type.TypeReference;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.plan.HostFacts;
import io.github.bootbench.report.plan.HostsPlan;
import io.github.bootbench.report.plan.OptionValues;
import io.github.bootbench.report.plan.PlanException;
import io.github.bootbench.report.plan.Topology;
import picocli.CommandLine.Option;

/**
 * run-all.sh's options of the hosts: where the apps, the load and the database run. The
 * plan is made twice when any is given: once to check the options, then, once the script
 * has probed every host over SSH ({@code --harness-hosts}), to judge what they said.
 */
final class HostOptions {

	@Option(names = "--server-host", paramLabel = "SSH",
			description = "run the apps on this host, an SSH destination (user@host, or a Host of ~/.ssh/config; "
					+ "BENCH_SSH_CONFIG names another file), pinned to its CPUs (the SERVER list of --cpus is of "
					+ "that host; default: all of them)")
	String serverHost;

	@Option(names = "--server-address", paramLabel = "IP",
			description = "the server's address the load targets, and the apps listen on (default: the server "
					+ "host's SSH host name, or 127.0.0.1)")
	String serverAddress;

	@Option(names = "--load-hosts", paramLabel = "LIST", split = ",",
			description = "run JMeter's load from remote engines on these hosts (SSH destinations, comma-separated), "
					+ "the threads divided between them "
					+ "(--tools jmeter only: the other tools load from the machine run-all.sh runs on, which may be "
					+ "the load host)")
	List<String> loadHosts = new ArrayList<>();

	@Option(names = "--database-host", paramLabel = "SSH",
			description = "run the database endpoints' PostgreSQL on this host, which the server host reaches")
	String databaseHost;

	@Option(names = "--network", paramLabel = "CIDR", split = ",",
			description = "the private benchmark network the load may leave this machine for, e.g. 10.0.0.0/24; "
					+ "without it, every address the run targets must be on this machine (loopback, or network "
					+ "namespaces over veth pairs)")
	List<String> benchmarkNetworks = new ArrayList<>();

	@Option(names = "--harness-hosts", hidden = true, description = "what every host said of itself (JSON)")
	Path facts;

	/** The topology asked for; a {@link PlanException} names the first rule it breaks. */
	Topology topology(List<Tool> tools, boolean databaseNeeded, String memory) {
		return Topology.of(given(this.serverHost), given(this.serverAddress),
				this.loadHosts.stream().filter((h) -> !h.isEmpty()).toList(), given(this.databaseHost),
				this.benchmarkNetworks, tools, databaseNeeded, memory);
	}

	/** The hosts as planned from their probe, or null before it (or on one machine). */
	HostsPlan plan(Topology topology, List<Tool> tools) throws IOException {
		if (topology.local() || this.facts == null) {
			return null;
		}
		List<HostFacts> hosts = Json.MAPPER.readValue(this.facts.toFile(), new TypeReference<List<HostFacts>>() {
		});
		return HostsPlan.of(topology, hosts, tools);
	}

	/**
	 * The CPUs the apps and the load get: one machine's split in two, or with the apps on
	 * a host of their own, each machine's CPUs.
	 */
	static Pinning pinning(String cpus, int harnessCpus, HostsPlan hosts) {
		HostFacts server = (hosts != null) ? hosts.serverHostFacts() : null;
		return (server == null) ? OptionValues.pinning(cpus, harnessCpus)
				: OptionValues.pinningApart(cpus, server.cpus(), harnessCpus);
	}

	/**
	 * {@code ROLE=DESTINATION} for every host to probe, and the --server-address to probe
	 * the routes to: harness.tsv's lines before the hosts were probed, empty after.
	 */
	List<String> probeLines(Topology topology) {
		if (topology.local() || this.facts != null) {
			return List.of("probe\t", "probe-address\t");
		}
		return List.of(
				"probe\t" + String.join(" ", topology.destinations().stream().map((d) -> d[0] + "=" + d[1]).toList()),
				"probe-address\t" + ((topology.serverAddress() != null) ? topology.serverAddress() : ""));
	}

	private static String given(String value) {
		return (value == null || value.isEmpty()) ? null : value;
	}

}
