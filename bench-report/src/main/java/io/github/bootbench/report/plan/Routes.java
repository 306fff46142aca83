package io.github.bootbench.report.plan;

import java.util.List;

/**
 * Whether the path from a host to an address stays on this machine, judged from what
 * {@code ip -j route get} and {@code ip -d -j link} say there: loopback, a veth pair (the
 * other end is another network namespace of the same kernel) and a bridge whose every
 * port is a veth pair stay; a route through a gateway, or out of any other interface,
 * leaves the machine, which only a private benchmark network the user names
 * ({@code --network}) allows. The load is never sent where nobody said it may go.
 */
final class Routes {

	private Routes() {
	}

	/**
	 * The path from {@code from} to {@code target} in words; a {@link PlanException} when
	 * it leaves the machine outside every network in {@code networks}, or there is none.
	 * {@code option} names what asked for the target.
	 */
	static String path(HostFacts from, String target, List<Topology.Cidr> networks, String option) {
		HostFacts.Route route = from.routeTo(target);
		if (route == null) {
			throw new PlanException(option + " " + target + ": " + from.label() + " has no route to it");
		}
		String device = route.device();
		String head = from.label() + " to " + target + ": over ";
		if ("local".equals(route.type()) || "lo".equals(device)) {
			return head + "loopback";
		}
		String kind = from.kindOf(device);
		boolean gateway = route.gateway() != null;
		if (!gateway && "veth".equals(kind)) {
			return head + device + ", a veth pair to another network namespace of the same machine";
		}
		if (!gateway && "bridge".equals(kind) && from.portKindsOf(device).stream().allMatch("veth"::equals)) {
			return head + device + ", a bridge of veth pairs to other network namespaces of the same machine";
		}
		String through = (gateway) ? " through " + route.gateway() : "";
		for (Topology.Cidr network : networks) {
			if (network.contains(target)) {
				return head + device + through + ", to the benchmark network " + network;
			}
		}
		throw new PlanException(option + " " + target + ": " + from.label() + " would send it through " + device
				+ ((gateway) ? " and the gateway " + route.gateway() : "")
				+ ", off this machine; name that network with --network CIDR if it is a private benchmark network");
	}

}
