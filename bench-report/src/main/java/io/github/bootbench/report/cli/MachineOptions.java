package io.github.bootbench.report.cli;

import picocli.CommandLine.Option;

/** run-all.sh's options of the machine: the apps' JDK and JVM options, CPUs, output. */
final class MachineOptions {

	@Option(names = "--jdk", paramLabel = "PATH",
			description = "JAVA_HOME for every app, e.g. /usr/lib/jvm/temurin-25-jdk-amd64 (vthreads needs 21+)")
	String jdk;

	@Option(names = "--jvm-opts", paramLabel = "\"OPTS\"",
			description = "JVM options for the apps (default: \"{jvm-opts}\")")
	String jvmOptions;

	@Option(names = "--cpus", paramLabel = "SERVER:LOAD",
			description = "CPU lists for taskset, e.g. 0:1 or 0-1:2-3 (default: nproc split in two)")
	String cpus;

	@Option(names = "--cpu-limit", paramLabel = "CPUS",
			description = "each server JVM in a control group limited to CPUS per 100 ms period, as Kubernetes "
					+ "enforces limits.cpu, e.g. 0.5 (needs root and cgroup v2's or v1's cpu controller)")
	String cpuLimit;

	@Option(names = "--out", paramLabel = "DIR", description = "where run directories go (default: results/)")
	String out;

}
