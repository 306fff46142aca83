package io.github.bootbench.report.plan;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunHosts;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The hosts of a run judged from what they said: the probe run-all.sh made of a lab of
 * network namespaces on this kind of machine (bench-scripts/hosts-lab.sh; hosts/
 * lab-probe.json, as lib/hosts.sh wrote it), where the harness's machine also has a route
 * to 203.0.113.7 through its gateway on eth0. Every refusal is the one line run-all.sh
 * prints.
 */
class HostsPlanTests {

	private static final List<Tool> WRK = List.of(Tool.WRK);

	@Test
	void aServerHostInANamespaceIsReachedOverTheBridgeOfVethPairs() throws IOException {
		HostsPlan hosts = HostsPlan.of(topology("bench-server", null, List.of(), null, List.of()), probe(), WRK);
		assertThat(hosts.serverAddress()).isEqualTo("198.18.0.2");
		assertThat(hosts.serverInterface()).isEqualTo("bench0");
		assertThat(hosts.serverMtu()).isEqualTo(1500);
		assertThat(hosts.paths()).containsExactly("this machine to 198.18.0.2: over benchbr0, a bridge of veth pairs "
				+ "to other network namespaces of the same machine");
		assertThat(hosts.words())
			.isEqualTo("apps on bench-server (198.18.0.2, bench0 MTU 1500), load from this machine");
		assertThat(hosts.hosts()).extracting(HostFacts::role).containsExactly("harness", "server");
		assertThat(hosts.serverHostFacts().cpus()).isEqualTo(2);
		// Namespaces of one machine share its clock: what is left is the time date takes
		// to start.
		assertThat(hosts.serverHostFacts().clock().offsetMs()).isBetween(-1.0, 1.0);
		assertThat(hosts.serverHostFacts().clock().uncertaintyMs()).isBetween(0.0, 1.0);
	}

	@Test
	void jmeterEnginesOnTwoLoadHostsSendTheirSamplesToTheHarnessAddressOnTheirNetwork() throws IOException {
		HostsPlan hosts = HostsPlan.of(
				topology("bench-server", null, List.of("bench-load1", "bench-load2"), "bench-database", List.of()),
				probe(), List.of(Tool.JMETER));
		assertThat(hosts.clientAddress()).isEqualTo("198.18.0.1");
		assertThat(hosts.databaseAddress()).isEqualTo("198.18.0.5");
		assertThat(hosts.databaseClientAddress()).isEqualTo("198.18.0.2");
		assertThat(hosts.paths()).contains(
				"this machine to 198.18.0.2: over benchbr0, a bridge of veth pairs to other network namespaces of "
						+ "the same machine",
				"bench-load1 to 198.18.0.2: over bench0, a veth pair to another network namespace of the same machine",
				"bench-server to 198.18.0.5: over bench0, a veth pair to another network namespace of the same machine");
		assertThat(hosts.words()).isEqualTo("apps on bench-server (198.18.0.2, bench0 MTU 1500), load from "
				+ "bench-load1 and bench-load2 (JMeter remote engines), database on bench-database");
	}

	@Test
	void anAddressTheRouteSendsThroughAGatewayIsRefusedUnlessItsNetworkIsNamed() throws IOException {
		Topology offMachine = topology(null, "203.0.113.7", List.of(), null, List.of());
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> HostsPlan.of(offMachine, probe(), WRK))
			.withMessage("--server-address 203.0.113.7: this machine would send it through eth0 and the gateway "
					+ "192.0.2.1, off this machine; name that network with --network CIDR if it is a private "
					+ "benchmark network");
		Topology named = topology(null, "203.0.113.7", List.of(), null, List.of("203.0.113.0/24"));
		assertThatExceptionOfType(PlanException.class).isThrownBy(() -> HostsPlan.of(named, probe(), WRK))
			.withMessage("--server-address 203.0.113.7 is not an address of this machine");
	}

	@Test
	void anAddressNotOnTheServerHostAndAHostWithoutARouteAreRefused() throws IOException {
		assertThatExceptionOfType(PlanException.class).isThrownBy(
				() -> HostsPlan.of(topology("bench-server", "198.18.0.3", List.of(), null, List.of()), probe(), WRK))
			.withMessage("--server-address 198.18.0.3 is not an address of bench-server");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(
					() -> HostsPlan.of(topology("bench-server", "203.0.113.7", List.of("bench-load1"), null, List.of()),
							probe(), List.of(Tool.JMETER)))
			.withMessage("--server-address 203.0.113.7: this machine would send it through eth0 and the gateway "
					+ "192.0.2.1, off this machine; name that network with --network CIDR if it is a private "
					+ "benchmark network");
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> HostsPlan.of(
					topology("bench-server", "203.0.113.7", List.of("bench-load1"), null, List.of("203.0.113.0/24")),
					probe(), List.of(Tool.JMETER)))
			.withMessage("--server-address 203.0.113.7: bench-load1 has no route to it");
	}

	@Test
	void aHostThatCouldNotBeProbedIsRefusedWithWhatSshSaid() throws IOException {
		List<HostFacts> facts = new ArrayList<>(probe());
		facts.set(1, new HostFacts("server", "bench-server", "198.18.0.2",
				"root@198.18.0.2: Permission denied (publickey).", null, null, null, null, null, null, null, null));
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> HostsPlan.of(topology("bench-server", null, List.of(), null, List.of()), facts, WRK))
			.withMessage("--server-host bench-server: root@198.18.0.2: Permission denied (publickey).");
	}

	@Test
	void loadHostsWhoseClocksMayBeFurtherApartThanTheLimitCannotShareAJmeterWindow() throws IOException {
		List<HostFacts> facts = new ArrayList<>(probe());
		HostFacts load2 = facts.get(3);
		assertThat(load2.destination()).isEqualTo("bench-load2");
		// Its readings as if its clock ran the limit ahead.
		long ahead = (long) (HostsPlan.CLOCK_LIMIT_MS * 1_000_000);
		facts.set(3,
				new HostFacts(load2.role(), load2.destination(), load2.address(), null, load2.cpus(), load2.cpuModel(),
						load2.kernel(), load2.java(),
						load2.clockReadings()
							.stream()
							.map((reading) -> List.of(reading.get(0), reading.get(1) + ahead, reading.get(2)))
							.toList(),
						load2.addresses(), load2.links(), load2.routes()));
		assertThatExceptionOfType(PlanException.class)
			.isThrownBy(() -> HostsPlan.of(
					topology("bench-server", null, List.of("bench-load1", "bench-load2"), null, List.of()), facts,
					List.of(Tool.JMETER)))
			.withMessageStartingWith("--load-hosts: the clocks of bench-load1 and bench-load2 may be 1")
			.withMessageEndingWith(" ms apart, more than the 10 ms a JMeter window through both allows (synchronise "
					+ "them, e.g. with chrony)");
	}

	@Test
	void theRulesThatNeedNoHostsAnswerAreCheckedFirst() {
		refused(() -> Topology.of(null, null, List.of("a", "b"), null, List.of(), List.of(Tool.WRK, Tool.JMETER), false,
				"off"),
				"--load-hosts drive jmeter alone, through JMeter's remote engines; wrk run where run-all.sh runs: run "
						+ "it on the load host instead (or give --tools jmeter)");
		refused(() -> Topology.of(null, null, List.of("a"), null, List.of(), List.of(Tool.JMETER), false, "off"),
				"--load-hosts needs --server-address: the address of this machine the load hosts reach the apps at");
		refused(() -> Topology.of(null, null, List.of(), "d", List.of(), WRK, false, "off"),
				"--database-host: no endpoint of this run needs a database");
		refused(() -> Topology.of("s", null, List.of(), null, List.of(), WRK, false, "on"),
				"--server-host: the memory phase reads the JVMs with jcmd on this machine; run it without "
						+ "--server-host");
		refused(() -> Topology.of("s", null, List.of("s"), null, List.of(), List.of(Tool.JMETER), false, "off"),
				"--server-host and --load-hosts both name s: the load and the apps would share one machine again; "
						+ "leave both out for that");
		refused(() -> Topology.of(null, null, List.of("a", "a"), null, List.of(), List.of(Tool.JMETER), false, "off"),
				"--load-hosts names a host twice");
		refused(() -> Topology.of("-oProxyCommand=x", null, List.of(), null, List.of(), WRK, false, "off"),
				"'-oProxyCommand=x' is not an SSH destination such as bench@10.0.0.2 or a Host of ~/.ssh/config");
		refused(() -> Topology.of("s", null, List.of(), null, List.of("10.0.0/24"), WRK, false, "off"),
				"--network: '10.0.0/24' is not an IPv4 network such as 10.0.0.0/24");
		assertThat(Topology.of(null, null, List.of(), null, List.of(), WRK, false, "on").local()).isTrue();
	}

	@Test
	void theAppsOnAHostOfTheirOwnGetItsCpusAndWarmUpOnThemAlone() {
		Pinning apart = OptionValues.pinningApart(null, 4, 2);
		assertThat(apart.serverCpus()).isEqualTo("0-3");
		assertThat(apart.loadCpus()).isEqualTo("0-1");
		assertThat(apart.warmupCpus()).isEqualTo("0-3");
		assertThat(apart.widerWarmup()).isFalse();
		Pinning lab = OptionValues.pinningApart("0:1", 2, 2);
		assertThat(lab.serverCpus()).isEqualTo("0");
		assertThat(lab.warmupCpus()).isEqualTo("0");
	}

	private static Topology topology(String server, String address, List<String> load, String database,
			List<String> networks) {
		List<Tool> tools = load.isEmpty() ? WRK : List.of(Tool.JMETER);
		return Topology.of(server, address, load, database, networks, tools, database != null, "off");
	}

	private static List<HostFacts> probe() throws IOException {
		try (InputStream in = HostsPlanTests.class.getResourceAsStream("/hosts/lab-probe.json")) {
			return Json.MAPPER.readValue(in, new TypeReference<List<HostFacts>>() {
			});
		}
	}

	private static void refused(Runnable planning, String message) {
		assertThatExceptionOfType(PlanException.class).isThrownBy(planning::run).withMessage(message);
	}

	/**
	 * run.json keeps every key of the plan's hosts but the topology as asked and what
	 * each host was judged from: a key added to the plan's hosts and not to
	 * {@link RunHosts} would be left out of every record without a word, as reading the
	 * plan's hosts as that type ignores what it does not know.
	 */
	@Test
	void aRunRecordsEveryKeyOfItsHostsButWhatTheyWereJudgedFrom() {
		assertThat(keys(RunHosts.class)).containsExactlyInAnyOrderElementsOf(
				keys(HostsPlan.class).stream().filter((key) -> !"topology".equals(key)).toList());
		List<String> judgedFrom = List.of("addresses", "links", "routes", "clockReadings");
		assertThat(keys(RunHosts.Host.class)).containsExactlyInAnyOrderElementsOf(
				keys(HostFacts.class).stream().filter((key) -> !judgedFrom.contains(key)).toList());
	}

	/** The keys Jackson writes of {@code type}. */
	private static List<String> keys(Class<?> type) {
		return Json.MAPPER.getSerializationConfig()
			.introspect(Json.MAPPER.constructType(type))
			.findProperties()
			.stream()
			.map(BeanPropertyDefinition::getName)
			.toList();
	}

}
