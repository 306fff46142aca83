package io.github.bootbench.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.jmeter.reporters.ResultCollector;
import org.apache.jmeter.samplers.Clearable;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.save.CSVSaveService;
import org.apache.jmeter.visualizers.Visualizer;
import us.abstracta.jmeter.javadsl.core.DslJmeterEngine;
import us.abstracta.jmeter.javadsl.core.engines.DistributedJmeterEngine;

/**
 * Where a window's thread group runs: in this JVM, or on JMeter remote engines
 * ({@link RemoteEngine}) through jmeter-java-dsl's {@link DistributedJmeterEngine}, which
 * is JMeter's own distributed testing. Each engine runs the whole thread group it is
 * sent, so the group sent is the threads divided by the engines; the samples come back
 * over RMI in batches and JMeter's listener on this side writes them all to the one JTL,
 * each with the engine it came from.
 *
 * @param hosts the engines, {@code HOST:PORT}, empty to run here
 * @param clientAddress the address the engines reach this side at
 * @param clientPort the first of this side's RMI ports (0: any)
 * @param threadsEach the threads of the group each engine (or this JVM) runs
 * @param error why the options cannot be run, or null
 */
record Engines(List<String> hosts, String clientAddress, int clientPort, int threadsEach, String error) {

	static Engines of(List<String> hosts, String clientAddress, int clientPort, int threads) {
		if (hosts.isEmpty()) {
			return new Engines(hosts, null, 0, threads,
					(clientAddress != null) ? "--client-address is for --engines, which was not given" : null);
		}
		for (String host : hosts) {
			int colon = host.lastIndexOf(':');
			if (colon < 1 || !host.substring(colon + 1).matches("[0-9]{1,5}")) {
				return failed(hosts, "--engines: '" + host + "' is not HOST:PORT");
			}
		}
		if (clientAddress == null) {
			return failed(hosts, "--engines needs --client-address, the address the engines send their samples to");
		}
		if (threads % hosts.size() != 0) {
			return failed(hosts, "--threads " + threads + " cannot be divided evenly between " + hosts.size()
					+ " engines: each engine runs the whole thread group it is sent");
		}
		return new Engines(List.copyOf(hosts), clientAddress, clientPort, threads / hosts.size(), null);
	}

	private static Engines failed(List<String> hosts, String error) {
		return new Engines(hosts, null, 0, 0, error);
	}

	boolean remote() {
		return !this.hosts.isEmpty();
	}

	/** What the plan line adds: nothing here, the engines and each one's share there. */
	String describe() {
		return remote() ? String.format(" (on %d JMeter remote engines, %d threads each: %s)", this.hosts.size(),
				this.threadsEach, String.join(", ", this.hosts)) : "";
	}

	/** JMeter's distributed runner for the engines, RMI set up for this side first. */
	DslJmeterEngine engine() {
		Rmi.reachedAt(this.clientAddress);
		return new DistributedJmeterEngine(this.hosts.toArray(String[]::new)).localBasePort(this.clientPort)
			.stopEnginesOnTestEnd()
			.prop(Rmi.SSL_DISABLE, "true");
	}

	/**
	 * Every sample of {@code jtl} into {@code report}, read back by JMeter's own reader
	 * of its raw results; returns how many samples each engine sent, by the host JMeter
	 * recorded with each sample.
	 */
	static Map<String, Long> readInto(SummaryReport report, Path jtl) throws IOException {
		Map<String, Long> byEngine = new TreeMap<>();
		Visualizer reader = new SampleReader(report, byEngine);
		CSVSaveService.processSamples(jtl.toString(), reader, new ResultCollector());
		return byEngine;
	}

	private record SampleReader(SummaryReport report, Map<String, Long> byEngine) implements Visualizer, Clearable {

		@Override
		public void add(SampleResult sample) {
			this.report.add(sample);
			this.byEngine.merge(engineOf(sample), 1L, Long::sum);
		}

		@Override
		public boolean isStats() {
			return false;
		}

		@Override
		public void clearData() {
		}

	}

	/**
	 * The engine a sample came from: JMeter names a remote thread after its engine
	 * ({@code HOST:PORT-Thread Group 1-1}), which holds on hosts that share one host
	 * name.
	 */
	static String engineOf(SampleResult sample) {
		String thread = sample.getThreadName();
		int dash = thread.indexOf('-');
		return (dash > 0) ? thread.substring(0, dash) : "unnamed";
	}

}
