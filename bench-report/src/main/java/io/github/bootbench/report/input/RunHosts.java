package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The hosts of a run over several, as run.json records them from the plan: the plan's
 * hosts ({@code plan.json}'s {@code hosts}, in its order) without the topology as asked
 * and without the interfaces, links, routes and clock readings each host was judged from,
 * which stay in the plan: reading the plan's hosts as this type leaves them out. Absent
 * from a run on one machine.
 *
 * @param words where the apps, the load and the database ran, and the server's interface
 * @param paths each network path, in words
 * @param hosts each host, the harness's machine first
 * @param serverAddress what the load targets
 * @param serverInterface the server's interface holding it, whose bytes were sampled
 * @param serverMtu that interface's MTU
 * @param clientAddress this machine's address JMeter's engines sent their samples to, or
 * null without load hosts
 * @param databaseAddress the database host's address the apps connected to, or null
 * @param databaseClientAddress the server's address the database let in, or null
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({ "hosts", "serverAddress", "serverInterface", "serverMtu", "paths", "clientAddress",
		"databaseAddress", "databaseClientAddress", "words" })
public record RunHosts(String words, List<String> paths, List<Host> hosts, String serverAddress, String serverInterface,
		Integer serverMtu, String clientAddress, String databaseAddress, String databaseClientAddress) {

	/**
	 * One host.
	 *
	 * @param role {@code harness}, {@code server}, {@code load} or {@code database}
	 * @param destination its SSH destination (null for the harness's machine)
	 * @param address its address
	 * @param error what stopped the plan from using it, or null
	 * @param cpus its online CPUs
	 * @param cpuModel its CPU model
	 * @param kernel {@code uname -sr}
	 * @param java the version of the java the run started there
	 * @param clock its clock against the harness's: {@code offsetMs},
	 * {@code uncertaintyMs}
	 */
	@JsonIgnoreProperties(ignoreUnknown = true)
	@JsonInclude(JsonInclude.Include.NON_NULL)
	public record Host(String role, String destination, String address, String error, Integer cpus, String cpuModel,
			String kernel, String java, JsonNode clock) {

	}

}
