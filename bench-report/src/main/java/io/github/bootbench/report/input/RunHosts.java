package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The hosts of a run over several, as run.json records them from the plan: the topology
 * in one sentence, each network path the run used, and what each host said of itself (its
 * CPUs, kernel, Java, and its clock against the harness's). Absent from a run on one
 * machine.
 *
 * @param words where the apps, the load and the database ran, and the server's interface
 * @param paths each network path, in words
 * @param hosts each host, the harness's machine first
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunHosts(String words, List<String> paths, List<Host> hosts) {

	/**
	 * One host.
	 *
	 * @param role {@code harness}, {@code server}, {@code load} or {@code database}
	 * @param destination its SSH destination (null for the harness's machine)
	 * @param address its address
	 * @param cpus its online CPUs
	 * @param cpuModel its CPU model
	 * @param kernel {@code uname -sr}
	 * @param java the version of the java the run started there
	 * @param clock its clock against the harness's: {@code offsetMs},
	 * {@code uncertaintyMs}
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	public record Host(String role, String destination, String address, Integer cpus, String cpuModel, String kernel,
			String java, JsonNode clock) {

	}

	/**
	 * Into {@code run} (run.json, as it starts), the plan's hosts ({@code plan.json}'s
	 * {@code hosts}) without the interfaces, links, routes and clock readings they were
	 * judged from, which stay in the plan; nothing for a run on one machine.
	 */
	static void record(JsonNode plan, ObjectNode run) {
		if (!plan.hasNonNull("hosts")) {
			return;
		}
		ObjectNode recorded = ((ObjectNode) plan.get("hosts")).deepCopy();
		recorded.remove("topology");
		for (JsonNode host : (ArrayNode) recorded.withArray("hosts")) {
			((ObjectNode) host).remove(List.of("addresses", "links", "routes", "clockReadings"));
		}
		run.set("hosts", recorded);
	}

}
