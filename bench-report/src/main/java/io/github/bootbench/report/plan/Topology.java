package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import io.github.bootbench.report.core.Tool;

/**
 * Where a run's parts live, as asked: the apps on a server host or on this machine, the
 * load from load hosts or from this machine, the database on a host of its own or beside
 * the load. Every host is an SSH destination. With none, the run is the default one:
 * everything on this machine over loopback. The rules that need no host's answer are
 * checked here; what the hosts answer is judged by {@link HostsPlan}.
 *
 * @param serverHost the apps' host, or null for this machine
 * @param serverAddress the address the load targets, or null to use the server host's SSH
 * host name (or loopback)
 * @param loadHosts the hosts JMeter's remote engines run on, empty for this machine (the
 * other tools run where run-all.sh runs, which may be the load host)
 * @param databaseHost the database's host, or null for this machine
 * @param benchmarkNetworks the private networks ({@code CIDR}) the load may leave this
 * machine for; empty: the load stays on this machine
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Topology(String serverHost, String serverAddress, List<String> loadHosts, String databaseHost,
		List<Cidr> benchmarkNetworks) {

	/** The topology of a run that asked for none: everything here, over loopback. */
	public static final Topology LOCAL = new Topology(null, null, List.of(), null, List.of());

	/**
	 * The topology the options ask for; a {@link PlanException} names the first rule they
	 * break.
	 */
	public static Topology of(String serverHost, String serverAddress, List<String> loadHosts, String databaseHost,
			List<String> networks, List<Tool> tools, boolean databaseNeeded, String memory) {
		List<String> load = List.copyOf(new LinkedHashSet<>(loadHosts));
		if (load.size() < loadHosts.size()) {
			throw new PlanException("--load-hosts names a host twice");
		}
		for (String host : hostsOf(serverHost, load, databaseHost)) {
			if (!host.matches("[A-Za-z0-9@._:\\[\\]-]+") || host.startsWith("-")) {
				throw new PlanException("'" + host + "' is not an SSH destination such as bench@10.0.0.2 or a "
						+ "Host of ~/.ssh/config");
			}
		}
		if (serverHost != null && load.contains(serverHost)) {
			throw new PlanException("--server-host and --load-hosts both name " + serverHost
					+ ": the load and the apps would share one machine again; leave both out for that");
		}
		List<Tool> others = tools.stream().filter((tool) -> tool != Tool.JMETER).toList();
		if (!load.isEmpty() && !others.isEmpty()) {
			throw new PlanException("--load-hosts drive jmeter alone, through JMeter's remote engines; "
					+ String.join(", ", others.stream().map(Tool::id).toList()) + " run where run-all.sh runs: run "
					+ "it on the load host instead (or give --tools jmeter)");
		}
		if (databaseHost != null && !databaseNeeded) {
			throw new PlanException("--database-host: no endpoint of this run needs a database");
		}
		if (serverHost != null && !"off".equals(memory)) {
			throw new PlanException("--server-host: the memory phase reads the JVMs with jcmd on this machine; "
					+ "run it without --server-host");
		}
		if (serverHost == null && serverAddress == null && !load.isEmpty()) {
			throw new PlanException("--load-hosts needs --server-address: the address of this machine the load "
					+ "hosts reach the apps at");
		}
		if (serverAddress != null && !serverAddress.matches("[0-9.]+|[0-9a-fA-F:]+|[A-Za-z0-9.-]+")) {
			throw new PlanException("--server-address: '" + serverAddress + "' is not an address or a host name");
		}
		List<Cidr> cidrs = networks.stream().map(Cidr::of).toList();
		return new Topology(serverHost, serverAddress, load, databaseHost, cidrs);
	}

	private static List<String> hostsOf(String serverHost, List<String> loadHosts, String databaseHost) {
		List<String> hosts = new ArrayList<>();
		if (serverHost != null) {
			hosts.add(serverHost);
		}
		hosts.addAll(loadHosts);
		if (databaseHost != null) {
			hosts.add(databaseHost);
		}
		return hosts;
	}

	/** Whether everything runs on this machine, over loopback. */
	@JsonIgnore
	public boolean local() {
		return this.serverHost == null && this.serverAddress == null && this.loadHosts.isEmpty()
				&& this.databaseHost == null;
	}

	/** Every host the run uses by SSH, each once, with its roles: {@code server}, ... */
	@JsonIgnore
	public List<String[]> destinations() {
		List<String[]> destinations = new ArrayList<>();
		if (this.serverHost != null) {
			destinations.add(new String[] { HostFacts.SERVER, this.serverHost });
		}
		this.loadHosts.forEach((host) -> destinations.add(new String[] { HostFacts.LOAD, host }));
		if (this.databaseHost != null) {
			destinations.add(new String[] { HostFacts.DATABASE, this.databaseHost });
		}
		return destinations;
	}

	/**
	 * A private benchmark network as {@code --network} names it.
	 *
	 * @param network its address, e.g. {@code 10.0.0.0}
	 * @param prefixLength the bits that name the network, e.g. {@code 24}
	 */
	public record Cidr(String network, int prefixLength) {

		static Cidr of(String value) {
			String[] parts = value.split("/", -1);
			if (parts.length != 2 || !parts[1].matches("[0-9]{1,2}") || Integer.parseInt(parts[1]) > 32
					|| Ipv4.parse(parts[0]) == null) {
				throw new PlanException("--network: '" + value + "' is not an IPv4 network such as 10.0.0.0/24");
			}
			return new Cidr(parts[0], Integer.parseInt(parts[1]));
		}

		/** Whether {@code address} (IPv4) is in this network. */
		boolean contains(String address) {
			Long ip = Ipv4.parse(address);
			if (ip == null) {
				return false;
			}
			long mask = (this.prefixLength == 0) ? 0 : (0xFFFFFFFFL << (32 - this.prefixLength)) & 0xFFFFFFFFL;
			return (ip & mask) == (Ipv4.parse(this.network) & mask);
		}

		@Override
		@JsonValue
		public String toString() {
			return this.network + "/" + this.prefixLength;
		}

	}

	/** Dotted IPv4 addresses as numbers. */
	static final class Ipv4 {

		private Ipv4() {
		}

		static Long parse(String address) {
			String[] bytes = address.split("\\.", -1);
			if (bytes.length != 4) {
				return null;
			}
			long value = 0;
			for (String part : bytes) {
				if (!part.matches("[0-9]{1,3}") || Integer.parseInt(part) > 255) {
					return null;
				}
				value = (value << 8) | Integer.parseInt(part);
			}
			return value;
		}

	}

	/** The unique SSH destinations, for a sentence. */
	@JsonIgnore
	public Set<String> hosts() {
		return new LinkedHashSet<>(hostsOf(this.serverHost, this.loadHosts, this.databaseHost));
	}

}
