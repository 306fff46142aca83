package io.github.bootbench.report.plan;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What one host said of itself before the run, as run-all.sh's probe read it over SSH
 * (lib/hosts.sh): enough to pin, to target and to record the host, and to judge the
 * network path to the hosts it talks to. The probe gathers; {@link HostsPlan} judges.
 *
 * @param role {@value #HARNESS}, {@value #SERVER}, {@value #LOAD} or {@value #DATABASE}
 * @param destination its SSH destination (null for the harness's machine)
 * @param address the address its SSH host name resolved to (null for the harness's)
 * @param error why it could not be probed (SSH's own line), or null
 * @param cpus its online CPUs
 * @param cpuModel its CPU model
 * @param kernel {@code uname -sr}
 * @param java the version of the java the run would start there, or null where none
 * @param clockReadings its clock read over one connection: each reading this machine's
 * time in µs before asking, the host's answer in ns, this machine's time in µs once it
 * came (null for the harness's machine, or where unread)
 * @param addresses {@code ip -j addr}: its interfaces and addresses
 * @param links {@code ip -d -j link}: its links, each with its kind and bridge
 * @param routes {@code ip -j route get} for each address it may talk to
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HostFacts(String role, String destination, String address, String error, Integer cpus, String cpuModel,
		String kernel, String java, List<List<Long>> clockReadings, List<Interface> addresses, List<Link> links,
		Map<String, List<Route>> routes) {

	/** The machine run-all.sh runs on. */
	public static final String HARNESS = "harness";

	/** The apps' host. */
	public static final String SERVER = "server";

	/** The host of JMeter's remote engines. */
	public static final String LOAD = "load";

	/** The database's host. */
	public static final String DATABASE = "database";

	/**
	 * An interface of {@code ip -j addr}.
	 *
	 * @param name its name ({@code ifname})
	 * @param mtu its MTU
	 * @param addresses its addresses ({@code addr_info})
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Interface(@JsonProperty("ifname") String name, Integer mtu,
			@JsonProperty("addr_info") List<Address> addresses) {

	}

	/** An address of an interface ({@code local}). */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Address(String local) {

	}

	/**
	 * A link of {@code ip -d -j link}.
	 *
	 * @param name its name ({@code ifname})
	 * @param master the bridge it is a port of, or null
	 * @param info what kind of link it is ({@code linkinfo}), null for a device
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Link(@JsonProperty("ifname") String name, String master, @JsonProperty("linkinfo") LinkInfo info) {

		/** {@code veth}, {@code bridge}, ...; empty for a device. */
		String kind() {
			return (this.info != null && this.info.kind() != null) ? this.info.kind() : "";
		}

	}

	/** A link's kind ({@code info_kind}). */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record LinkInfo(@JsonProperty("info_kind") String kind) {

	}

	/**
	 * A route of {@code ip -j route get}.
	 *
	 * @param type {@code local} for an address of the host itself, else null
	 * @param gateway the next hop, or null on a directly attached network
	 * @param device the interface it leaves by ({@code dev})
	 * @param source the host's own address on it ({@code prefsrc})
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Route(String type, String gateway, @JsonProperty("dev") String device,
			@JsonProperty("prefsrc") String source) {

	}

	/**
	 * A host's clock against the harness's: from the reading with the shortest round
	 * trip, the remote time less the local one halfway through it.
	 *
	 * @param offsetMs the remote clock less the local one at the same moment
	 * @param uncertaintyMs half that round trip: the offset is known to within this
	 */
	public record Clock(double offsetMs, double uncertaintyMs) {

	}

	/** Its clock against the harness's, or null where it was not read. */
	@JsonProperty
	public Clock clock() {
		if (this.clockReadings == null || this.clockReadings.isEmpty()) {
			return null;
		}
		List<Long> tightest = this.clockReadings.stream()
			.filter((reading) -> reading.size() == 3)
			.min(Comparator.comparingLong((reading) -> reading.get(2) - reading.get(0)))
			.orElse(null);
		if (tightest == null) {
			return null;
		}
		double before = tightest.get(0);
		double after = tightest.get(2);
		return new Clock((tightest.get(1) / 1000.0 - (before + after) / 2) / 1000, (after - before) / 2 / 1000);
	}

	/** The host as a sentence names it: its destination, or this machine. */
	String label() {
		return (this.destination != null) ? this.destination : "this machine";
	}

	/**
	 * The interface holding {@code address} among this host's, or null where it has none.
	 */
	Interface interfaceOf(String address) {
		for (Interface candidate : (this.addresses != null) ? this.addresses : List.<Interface>of()) {
			if (candidate.addresses() != null
					&& candidate.addresses().stream().anyMatch((a) -> address.equals(a.local()))) {
				return candidate;
			}
		}
		return null;
	}

	/** The route to {@code target}, or null where there is none. */
	Route routeTo(String target) {
		List<Route> route = (this.routes != null) ? this.routes.get(target) : null;
		return (route == null || route.isEmpty()) ? null : route.get(0);
	}

	/** The kind of the link named {@code name}: {@code veth}, {@code bridge}, ... */
	String kindOf(String name) {
		return links().stream().filter((link) -> name.equals(link.name())).map(Link::kind).findFirst().orElse("");
	}

	/** The kinds of the links whose bridge is {@code bridge}. */
	List<String> portKindsOf(String bridge) {
		return links().stream().filter((link) -> bridge.equals(link.master())).map(Link::kind).toList();
	}

	@Override
	public List<Link> links() {
		return (this.links != null) ? this.links : List.of();
	}

}
