package io.github.bootbench.report.format.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.RunScope;

/**
 * The line at the foot of every chart that says what its figures hold for, as the
 * report's scope does (each variant's Spring Boot generation, the server's CPUs and
 * collector, the Java, where the load and the database ran, the machine): a chart copied
 * out of its report keeps its scope.
 */
final class ChartScope {

	private ChartScope() {
	}

	/**
	 * {@code scope: Spring Boot 3.5; server on 1 CPU, Serial collector (the JVM's own
	 * choice for 1 CPU), Java 17.0.15; wrk on 1 CPU of the same machine, AMD EPYC}.
	 */
	static String of(RunResult report) {
		RunScope scope = report.scope();
		String machine = Objects.toString(report.run().record().environment().cpu().model(), "CPU not recorded");
		String database = (scope.database() == null) ? "" : "; " + scope.database().product() + " beside "
				+ (scope.database().besideServer() ? "the server" : "the load tools");
		String limit = (scope.cpuLimit() == null) ? "" : " limited to " + Pinning.limitCpus(scope.cpuLimit());
		return "scope: " + generations(report) + "; server on " + cpus(scope.serverCpuCount()) + limit + ", "
				+ scope.collectorWords() + ", Java " + scope.javaVersion() + "; " + Tool.join(", ", scope.tools())
				+ " on " + cpus(scope.loadCpuCount())
				+ ((scope.hosts() != null) ? "; " + scope.hosts() : " of the same machine") + database + ", " + machine;
	}

	/**
	 * Each variant's Spring Boot generation: {@code Spring Boot 3.5}, or
	 * {@code Spring Boot 4.1: boot4-tomcat, boot4-jetty; 3.5: tomcat, undertow}.
	 */
	static String generations(RunResult report) {
		Map<Generation, List<String>> byGeneration = new TreeMap<>();
		report.run()
			.record()
			.options()
			.variants()
			.forEach((variant) -> byGeneration.computeIfAbsent(Generation.of(variant.app()), (g) -> new ArrayList<>())
				.add(variant.id()));
		if (byGeneration.size() == 1) {
			return byGeneration.keySet().iterator().next().label();
		}
		List<String> parts = new ArrayList<>();
		byGeneration.forEach((generation, ids) -> parts
			.add((parts.isEmpty() ? generation.label() : generation.label().replace("Spring Boot ", "")) + ": "
					+ String.join(", ", ids)));
		return String.join("; ", parts);
	}

	private static String cpus(int count) {
		return count + ((count == 1) ? " CPU" : " CPUs");
	}

}
