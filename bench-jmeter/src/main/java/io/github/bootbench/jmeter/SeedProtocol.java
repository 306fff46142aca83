package io.github.bootbench.jmeter;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;

import org.apache.jmeter.util.JMeterUtils;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import us.abstracta.jmeter.javadsl.core.DslTestPlan;
import us.abstracta.jmeter.javadsl.core.TestPlanStats;
import us.abstracta.jmeter.javadsl.core.threadgroups.DslDefaultThreadGroup;
import us.abstracta.jmeter.javadsl.http.DslHttpSampler;

import static us.abstracta.jmeter.javadsl.JmeterDsl.counter;
import static us.abstracta.jmeter.javadsl.JmeterDsl.httpSampler;
import static us.abstracta.jmeter.javadsl.JmeterDsl.jsr223PostProcessor;
import static us.abstracta.jmeter.javadsl.JmeterDsl.jtlWriter;
import static us.abstracta.jmeter.javadsl.JmeterDsl.testPlan;
import static us.abstracta.jmeter.javadsl.JmeterDsl.threadGroup;

/**
 * One JMeter window as the blog comparisons run it: a thread group of {@code --threads}
 * threads started over {@code --ramp-seconds}, each sending {@code --loops} GET requests
 * back to back and then ending, so the window lasts as long as the protocol takes, not a
 * set time. Every sample goes to JMeter's raw results file ({@code --jtl}) and into
 * JMeter's Summary Report ({@link SummaryReport}); the output ends with the window as one
 * JSON line ({@link WindowSummary}).
 */
@Command(name = "bench-jmeter", mixinStandardHelpOptions = true, versionProvider = SeedProtocol.Version.class,
		description = "Runs one JMeter thread group against one URL and prints JMeter's Summary Report.")
public final class SeedProtocol implements Callable<Integer> {

	@Option(names = "--url", required = true, description = "the URL to GET, http://host:port/path")
	URI url;

	@Option(names = "--threads", required = true, description = "the thread group's threads")
	int threads;

	@Option(names = "--ramp-seconds", required = true, description = "the time over which they are started")
	int rampSeconds;

	@Option(names = "--loops", required = true, description = "requests each thread sends, back to back")
	int loops;

	@Option(names = "--counter-parameter",
			description = "also send this query parameter with JMeter's counter, a new value on every request")
	String counterParameter;

	@Option(names = "--jtl", required = true, description = "JMeter's raw results file (CSV) to write")
	Path jtl;

	@Option(names = "--engines", split = ",", paramLabel = "HOST:PORT",
			description = "run the thread group on these JMeter remote engines (bench-jmeter-engine), the threads "
					+ "divided evenly between them, instead of in this JVM")
	List<String> engines = List.of();

	@Option(names = "--client-address",
			description = "with --engines: the address the engines reach this side at, to send their samples back")
	String clientAddress;

	@Option(names = "--client-port", defaultValue = "0",
			description = "with --engines: the first of this side's RMI ports, one per engine (0: any)")
	int clientPort;

	@Spec
	CommandSpec spec;

	private final PrintStream out;

	SeedProtocol(PrintStream out) {
		this.out = out;
	}

	public static void main(String[] args) {
		PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
		System.exit(new CommandLine(new SeedProtocol(out)).execute(args));
	}

	@Override
	public Integer call() throws IOException, InterruptedException, TimeoutException {
		if (this.threads < 1 || this.rampSeconds < 0 || this.loops < 1) {
			throw new CommandLine.ParameterException(this.spec.commandLine(),
					"threads and loops must be at least 1, the ramp-up 0 s or more");
		}
		Engines engines = Engines.of(this.engines, this.clientAddress, this.clientPort, this.threads);
		if (engines.error() != null) {
			throw new CommandLine.ParameterException(this.spec.commandLine(), engines.error());
		}
		SummaryReport report = new SummaryReport(label());
		String requested = (this.counterParameter != null) ? this.url + (this.url.getQuery() != null ? "&" : "?")
				+ this.counterParameter + "=${" + this.counterParameter + "}" : this.url.toString();
		// A Java lambda runs only in this JVM: remote samples reach the report through
		// the JTL instead.
		DslHttpSampler sampler = engines.remote() ? httpSampler(label(), requested)
				: httpSampler(label(), requested).children(jsr223PostProcessor((vars) -> report.add(vars.prev)));
		DslDefaultThreadGroup group = threadGroup().rampTo(engines.threadsEach(), Duration.ofSeconds(this.rampSeconds))
			.holdIterating(this.loops)
			.children(sampler);
		if (this.counterParameter != null) {
			group.children(counter(this.counterParameter).startingValue(1));
		}
		this.out.printf("bench-jmeter: Apache JMeter %s through jmeter-java-dsl %s%n", JMeterUtils.getJMeterVersion(),
				version());
		this.out.printf("plan: %d threads started over %d s, %d request(s) each, GET %s%s%n", this.threads,
				this.rampSeconds, this.loops, requested, engines.describe());
		Path absolute = this.jtl.toAbsolutePath();
		DslTestPlan plan = testPlan(group,
				jtlWriter(absolute.getParent().toString(), absolute.getFileName().toString()).withThreadName(true)
					.withHostname(engines.remote()));
		TestPlanStats stats = engines.remote() ? plan.runIn(engines.engine()) : plan.run();
		Map<String, Long> byEngine = engines.remote() ? Engines.readInto(report, absolute) : null;
		WindowSummary window = WindowSummary.of(this, requested, report, stats, byEngine);
		this.out.println();
		this.out.print(report.table());
		this.out.println();
		this.out.println(window.toJson());
		return (report.count() > 0) ? 0 : 1;
	}

	String label() {
		return this.url.getPath();
	}

	static String version() {
		Properties properties = new Properties();
		try (InputStream in = SeedProtocol.class.getResourceAsStream("/bench-jmeter.properties")) {
			properties.load(in);
		}
		catch (IOException | NullPointerException ex) {
			return "unknown";
		}
		return properties.getProperty("jmeter-java-dsl.version", "unknown");
	}

	static final class Version implements CommandLine.IVersionProvider {

		@Override
		public String[] getVersion() {
			return new String[] { "bench-jmeter: Apache JMeter " + JMeterUtils.getJMeterVersion()
					+ " through jmeter-java-dsl " + version() };
		}

	}

}
