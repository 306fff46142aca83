package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.HeaderCapture;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunDatabase;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunEnvironment;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.VariantState;

/**
 * What a run's figures hold for, from its own files: the server's CPUs and collector, the
 * JVM, the size of the responses, and where the load tools ran. A report states it under
 * its title, so that a reader knows what a difference means before reading one.
 *
 * @param serverCpus the CPUs the servers were measured on (a taskset list)
 * @param serverCpuCount how many
 * @param loadCpus the CPUs of the load tools, on the same machine
 * @param loadCpuCount how many
 * @param collector the collector the live servers ran ({@code Serial}), or null where
 * none reported one
 * @param collectorBeans the collector's MXBean names as reported ({@code Copy},
 * {@code MarkSweepCompact})
 * @param jvmOptions the run's JVM options
 * @param heapStepsMb a memory run's heaps, each set as {@code -Xms} and {@code -Xmx} in
 * place of the run's (empty in a run with rounds)
 * @param javaVersion the JDK's version
 * @param javaVendor the JDK's vendor
 * @param bodies each endpoint's response body as the captured headers give it, in the
 * run's endpoint order (empty where the run captured none)
 * @param tools the load tools
 * @param database the database the run started for its database endpoints, or null in a
 * run without one (and then results.json's scope has no such key)
 * @param hosts where the apps, the load and the database ran when not all on one machine
 * ({@code RunHosts#words()}), or null on one machine (and then results.json's scope has
 * no such key)
 * @param cpuLimit the CPUs each server JVM's control group was limited to, or null
 * without a limit (and then results.json's scope has no such key)
 * @param machine the guest in words ({@link RunEnvironment#machineWords()})
 * @param contention how contended the guest was over the run, from its windows
 */
public record RunScope(String serverCpus, int serverCpuCount, String loadCpus, int loadCpuCount, String collector,
		List<String> collectorBeans, List<String> jvmOptions, List<Integer> heapStepsMb, String javaVersion,
		String javaVendor, List<Body> bodies, List<Tool> tools,
		@JsonInclude(JsonInclude.Include.NON_NULL) Database database,
		@JsonInclude(JsonInclude.Include.NON_NULL) String hosts,
		@JsonInclude(JsonInclude.Include.NON_NULL) Double cpuLimit, String machine,
		RunEnvironment.Contention contention) {

	/**
	 * The database beside the load tools, as it described itself.
	 *
	 * @param product {@value RunDatabase#PRODUCT}
	 * @param version its version ({@code 15.18}), or null where it was not described
	 * @param cpus the CPUs it was pinned to, or null where not recorded
	 * @param besideServer whether those are the server's CPUs too
	 * @param worldRows the world table's rows once loaded, or null where unread
	 * @param fortunes the fortune table's rows once loaded, or null where unread
	 */
	public record Database(String product, String version, String cpus, boolean besideServer, Long worldRows,
			Long fortunes) {

		static Database of(RunDatabase database, Pinning pinning) {
			if (database == null) {
				return null;
			}
			return new Database(RunDatabase.PRODUCT, database.version(), database.cpus(),
					database.cpus() != null && database.cpus().equals(pinning.serverCpus()),
					database.rowsOf(RunDatabase.WORLD), database.rowsOf(RunDatabase.FORTUNE));
		}

	}

	/**
	 * The collector each garbage-collector MXBean name belongs to: a JVM reports its
	 * collector's young and old generation beans, and ergonomics on one CPU picks Serial.
	 */
	private static final Map<String, String> COLLECTORS = Map.ofEntries(Map.entry("Copy", "Serial"),
			Map.entry("MarkSweepCompact", "Serial"), Map.entry("PS Scavenge", "Parallel"),
			Map.entry("PS MarkSweep", "Parallel"), Map.entry("G1 Young Generation", "G1"),
			Map.entry("G1 Old Generation", "G1"), Map.entry("G1 Concurrent GC", "G1"), Map.entry("ParNew", "CMS"),
			Map.entry("ConcurrentMarkSweep", "CMS"), Map.entry("ZGC", "ZGC"), Map.entry("ZGC Cycles", "ZGC"),
			Map.entry("ZGC Pauses", "ZGC"), Map.entry("ZGC Minor Cycles", "ZGC"), Map.entry("ZGC Minor Pauses", "ZGC"),
			Map.entry("ZGC Major Cycles", "ZGC"), Map.entry("ZGC Major Pauses", "ZGC"),
			Map.entry("Shenandoah Cycles", "Shenandoah"), Map.entry("Shenandoah Pauses", "Shenandoah"));

	/**
	 * A JVM option that picks the collector: {@code -XX:+UseG1GC},
	 * {@code -XX:+UseSerialGC}.
	 */
	private static final Pattern COLLECTOR_OPTION = Pattern.compile("-XX:\\+Use\\w+GC");

	/**
	 * {@code Serial collector (the JVM's own choice for 1 CPU)}, or the option that chose
	 * it ({@code G1 collector (-XX:+UseG1GC)}): the harness sets none by default, so that
	 * a run measures the collector a service on as many CPUs gets. Every report's scope
	 * and every chart's say it in these words.
	 */
	@JsonIgnore
	public String collectorWords() {
		if (this.collector == null) {
			return "collector not recorded";
		}
		String chosenBy = this.jvmOptions.stream()
			.filter((option) -> COLLECTOR_OPTION.matcher(option).matches())
			.reduce((first, last) -> last)
			.orElse(null);
		return this.collector + " collector (" + ((chosenBy != null) ? chosenBy
				: "the JVM's own choice for " + this.serverCpuCount + ((this.serverCpuCount == 1) ? " CPU" : " CPUs"))
				+ ")";
	}

	/**
	 * One endpoint's response body over every variant.
	 *
	 * @param endpoint its id
	 * @param bytes the distinct Content-Length values, smallest first (empty where every
	 * response was chunked)
	 * @param chunked whether some variant sent it chunked, without a length
	 */
	public record Body(String endpoint, List<Long> bytes, boolean chunked) {

	}

	public static RunScope of(RunDirectory run) {
		RunRecord record = run.record();
		Pinning pinning = record.pinning();
		Set<String> beans = new LinkedHashSet<>();
		for (String id : record.options().variantIds()) {
			VariantState state = record.variantStates().get(id);
			if (state != null && state.server() != null && state.server().garbageCollectors() != null) {
				beans.addAll(state.server().garbageCollectors());
			}
		}
		Set<String> collectors = new LinkedHashSet<>();
		beans.forEach((bean) -> collectors.add(COLLECTORS.getOrDefault(bean, bean)));
		List<Body> bodies = new ArrayList<>();
		for (String endpoint : record.options().endpoints()) {
			List<HeaderCapture> captures = run.headers()
				.stream()
				.filter((h) -> h.endpoint().equals(endpoint) && !h.http11().isEmpty())
				.toList();
			if (captures.isEmpty()) {
				continue;
			}
			List<Long> bytes = captures.stream()
				.map((h) -> h.http11().get("content-length"))
				.filter((length) -> length != null && length.matches("\\d+"))
				.map(Long::parseLong)
				.distinct()
				.sorted()
				.toList();
			bodies.add(new Body(endpoint, bytes, captures.stream()
				.anyMatch((h) -> "chunked".equalsIgnoreCase(h.http11().getOrDefault("transfer-encoding", "")))));
		}
		boolean memoryOnly = record.options().memory() != null && record.options().memory().only();
		return new RunScope(pinning.serverCpus(), pinning.serverCpuCount(), pinning.loadCpus(), pinning.loadCpuCount(),
				collectors.isEmpty() ? null : String.join(", ", collectors), List.copyOf(beans),
				record.options().jvmOptions(),
				memoryOnly ? java.util.stream.Stream
					.concat(record.options().memory().heapCandidatesMb().stream(),
							java.util.stream.Stream.of(record.options().memory().referenceHeapMb()))
					.distinct()
					.sorted()
					.toList() : List.of(),
				record.environment().jdk().version(), record.environment().jdk().vendor(), List.copyOf(bodies),
				memoryOnly ? List.of(record.options().memory().tool()) : record.options().tools(),
				Database.of(record.database(), pinning), (record.hosts() != null) ? record.hosts().words() : null,
				pinning.cpuLimit(), record.environment().machineWords(), null);
	}

	/** This scope with the run's contention, as its windows measured it. */
	RunScope withContention(RunEnvironment.Contention measured) {
		return new RunScope(this.serverCpus, this.serverCpuCount, this.loadCpus, this.loadCpuCount, this.collector,
				this.collectorBeans, this.jvmOptions, this.heapStepsMb, this.javaVersion, this.javaVendor, this.bodies,
				this.tools, this.database, this.hosts, this.cpuLimit, this.machine, measured);
	}

}
