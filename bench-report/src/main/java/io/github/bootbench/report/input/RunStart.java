package io.github.bootbench.report.input;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the scripts know when a run starts, for {@link RunRecorder#started}.
 *
 * @param plan the run's plan.json, whose options and pinning the record keeps
 * @param arguments the command line's arguments, as a JSON array
 * @param environment where the run ran
 * @param toolVersions the load tools' versions, as an object
 * @param toolFlags the load tools' flags, as an object
 */
public record RunStart(String runId, String commandLine, Path plan, JsonNode arguments, Environment environment,
		JsonNode toolVersions, JsonNode toolFlags) {

	/**
	 * Where a run ran, as the scripts read it on the machine.
	 *
	 * @param provisionManager the package manager that installed tools, or null
	 * @param installed the packages it installed for this run
	 * @param java the apps' {@code java} command
	 */
	public record Environment(String gitCommit, boolean gitDirty, String cpuModel, int cpuCount,
			String provisionManager, List<String> installed, long memoryKb, String kernel, String os, int clkTck,
			String java, String javaVersion, String javaVendor, String javaRuntime, String javaVm) {

		/**
		 * run.json's {@code environment}, its fields in the order the scripts wrote them.
		 */
		ObjectNode json() {
			ObjectNode node = JsonNodeFactory.instance.objectNode();
			node.putObject("git").put("commit", this.gitCommit).put("dirty", this.gitDirty);
			node.putObject("cpu").put("model", this.cpuModel).put("count", this.cpuCount);
			ObjectNode provisioned = node.putObject("provisioned");
			provisioned.put("manager", this.provisionManager);
			this.installed.forEach(provisioned.putArray("installed")::add);
			node.put("memoryKb", this.memoryKb);
			node.put("kernel", this.kernel);
			node.put("os", this.os);
			node.put("clkTck", this.clkTck);
			node.putObject("jdk")
				.put("java", this.java)
				.put("version", this.javaVersion)
				.put("vendor", this.javaVendor)
				.put("runtime", this.javaRuntime)
				.put("vm", this.javaVm);
			return node;
		}

	}

}
