package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Tool;

/**
 * A run over several hosts as planned: the topology asked for, what every host said of
 * itself ({@link HostFacts}), and what was judged from it: the address the load targets
 * and the server's interface that carries it, the network path from every load side to
 * the server and from the server to the database ({@link Routes}), and the address the
 * JMeter engines send their samples back to. Absent from a run on one machine.
 *
 * @param topology the hosts as asked
 * @param hosts every host's facts, this machine's first
 * @param serverAddress what the load targets
 * @param serverInterface the server's interface holding it, whose bytes are sampled
 * @param serverMtu that interface's MTU
 * @param paths each network path the run uses, in words
 * @param clientAddress this machine's address the load hosts reach it at (JMeter's
 * engines send their samples there), or null without load hosts
 * @param databaseAddress the database host's address the apps connect to, or null without
 * a database host
 * @param databaseClientAddress the server's address the database sees the apps connect
 * from (the only one it lets in), or null without a database host
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HostsPlan(Topology topology, List<HostFacts> hosts, String serverAddress, String serverInterface,
		Integer serverMtu, List<String> paths, String clientAddress, String databaseAddress,
		String databaseClientAddress) {

	/**
	 * The most two load hosts' clocks may differ, in ms, once the uncertainty of each
	 * reading is added, for a JMeter window through both: JMeter computes its throughput
	 * from the first sample's start to the last one's end across every engine, so their
	 * clocks are joined; 10 ms is 0.1 % of a 10 s window.
	 */
	public static final double CLOCK_LIMIT_MS = 10;

	/**
	 * The plan of the hosts from what they said; a {@link PlanException} names the first
	 * host or path the run cannot use.
	 */
	public static HostsPlan of(Topology topology, List<HostFacts> probed, List<Tool> tools) {
		List<HostFacts> facts = probed.stream()
			.filter((h) -> HostFacts.HARNESS.equals(h.role()) || topology.destinations()
				.stream()
				.anyMatch((d) -> d[0].equals(h.role()) && d[1].equals(h.destination())))
			.toList();
		for (HostFacts host : facts) {
			if (host.error() != null) {
				throw new PlanException(optionOf(host.role()) + " " + host.destination() + ": " + host.error());
			}
		}
		HostFacts harness = only(facts, HostFacts.HARNESS);
		HostFacts server = (topology.serverHost() != null) ? only(facts, HostFacts.SERVER) : harness;
		if (server.java() == null) {
			throw new PlanException("--server-host " + server.destination() + ": the apps' java is not there");
		}
		String address = (topology.serverAddress() != null) ? topology.serverAddress()
				: (topology.serverHost() != null) ? server.address() : "127.0.0.1";
		List<HostFacts> loadSides = facts.stream().filter((h) -> HostFacts.LOAD.equals(h.role())).toList();
		if (loadSides.isEmpty()) {
			loadSides = List.of(harness);
		}
		// The path first: the load must never be aimed off the machine, whatever else is
		// wrong. This machine sends the warm-ups, readiness and Actuator's reads even
		// when
		// JMeter's engines load.
		List<String> paths = new ArrayList<>();
		if (!loadSides.contains(harness)) {
			paths.add(Routes.path(harness, address, topology.benchmarkNetworks(), "--server-address"));
		}
		for (HostFacts load : loadSides) {
			paths.add(Routes.path(load, address, topology.benchmarkNetworks(), "--server-address"));
		}
		HostFacts.Interface serverInterface = server.interfaceOf(address);
		if (serverInterface == null) {
			throw new PlanException("--server-address " + address + " is not an address of " + server.label());
		}
		for (HostFacts load : loadSides) {
			if (load != harness && load.java() == null && tools.stream().anyMatch(Tool::runsOnJava)) {
				throw new PlanException("--load-hosts " + load.destination() + ": no java there, which "
						+ String.join(" and ", tools.stream().filter(Tool::runsOnJava).map(Tool::id).toList())
						+ " run on");
			}
		}
		String clientAddress = null;
		for (HostFacts load : loadSides) {
			if (load != harness) {
				paths.add(Routes.path(harness, load.address(), topology.benchmarkNetworks(), "--load-hosts"));
				clientAddress = harness.routeTo(load.address()).source();
			}
		}
		String databaseAddress = null;
		String databaseClient = null;
		if (topology.databaseHost() != null) {
			databaseAddress = only(facts, HostFacts.DATABASE).address();
			paths.add(Routes.path(server, databaseAddress, topology.benchmarkNetworks(), "--database-host"));
			databaseClient = server.routeTo(databaseAddress).source();
		}
		if (tools.contains(Tool.JMETER) && loadSides.size() > 1) {
			requireJoinableClocks(loadSides);
		}
		return new HostsPlan(topology, List.copyOf(facts), address, serverInterface.name(), serverInterface.mtu(),
				List.copyOf(paths), clientAddress, databaseAddress, databaseClient);
	}

	private static void requireJoinableClocks(List<HostFacts> loadSides) {
		for (HostFacts a : loadSides) {
			for (HostFacts b : loadSides) {
				if (a.clock() == null || b.clock() == null) {
					throw new PlanException("--load-hosts: the clock of " + ((a.clock() == null) ? a : b).label()
							+ " could not be read, and JMeter joins the engines' clocks");
				}
				double apart = Math.abs(a.clock().offsetMs() - b.clock().offsetMs()) + a.clock().uncertaintyMs()
						+ b.clock().uncertaintyMs();
				if (apart > CLOCK_LIMIT_MS) {
					throw new PlanException(String.format(Locale.ROOT,
							"--load-hosts: the clocks of %s and %s may be %.1f ms apart, more than the %.0f ms a "
									+ "JMeter window through both allows (synchronise them, e.g. with chrony)",
							a.label(), b.label(), apart, CLOCK_LIMIT_MS));
				}
			}
		}
	}

	private static HostFacts only(List<HostFacts> facts, String role) {
		return facts.stream()
			.filter((h) -> role.equals(h.role()))
			.findFirst()
			.orElseThrow(() -> new PlanException("the probe of the hosts said nothing of the " + role));
	}

	private static String optionOf(String role) {
		return switch (role) {
			case HostFacts.SERVER -> "--server-host";
			case HostFacts.LOAD -> "--load-hosts";
			case HostFacts.DATABASE -> "--database-host";
			default -> "this machine";
		};
	}

	/** The server's host, or null when the apps run on this machine. */
	@JsonIgnore
	public HostFacts serverHostFacts() {
		return (this.topology.serverHost() != null) ? only(this.hosts, HostFacts.SERVER) : null;
	}

	/**
	 * The topology in one sentence, for the plan and every report's scope: where the
	 * apps, the load and the database ran, and the network between them.
	 */
	@JsonProperty
	public String words() {
		StringBuilder words = new StringBuilder("apps on ");
		words.append((this.topology.serverHost() != null) ? this.topology.serverHost() : "this machine")
			.append(" (")
			.append(this.serverAddress)
			.append(", ")
			.append(this.serverInterface)
			.append(" MTU ")
			.append(this.serverMtu)
			.append("), load from ");
		List<String> load = this.topology.loadHosts();
		words.append(load.isEmpty() ? "this machine" : String.join(" and ", load));
		if (load.size() > 1) {
			words.append(" (JMeter remote engines)");
		}
		if (this.topology.databaseHost() != null) {
			words.append(", database on ").append(this.topology.databaseHost());
		}
		return words.toString();
	}

}
