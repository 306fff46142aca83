package io.github.bootbench.report.cli;

import picocli.CommandLine.Option;

/** run-all.sh's options of what a run loads the variants with. */
final class LoadOptions {

	@Option(names = "--endpoints", paramLabel = "LIST",
			description = "any of {endpoints} (default: block,async); {database-endpoints} need PostgreSQL, which the "
					+ "run starts itself, pinned beside the load tools")
	String endpoints;

	@Option(names = "--tools", paramLabel = "LIST",
			description = "any of {tools} (default: wrk; --smoke: all five, hyperfoil at {smoke-rates}); see \"Load tools\" "
					+ "below")
	String tools;

	@Option(names = "--concurrency", paramLabel = "LIST",
			description = "positive integers (default: 50,100,200); hyperfoil's warm-up and probe use the highest")
	String concurrency;

	@Option(names = "--rates", paramLabel = "LIST",
			description = "hyperfoil's rates: percentages of the slowest variant's saturated throughput, probed "
					+ "per endpoint with wrk after round 1's warm-up (default: {rates}), or req/s the same on "
					+ "every endpoint, e.g. 2000,5000")
	String rates;

}
