package io.github.bootbench.report.cli;

import java.util.List;
import java.util.concurrent.Callable;

import io.github.bootbench.report.stats.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code plan}: the order a run measures its blocks in, drawn from the seed, one block a
 * line; run-all.sh measures in exactly this order and records the seed.
 */
@Command(name = "plan", description = "Prints the run's blocks in measuring order, one tab-separated line each: "
		+ "round (numbered across parts), slot, endpoint, tool, concurrency, block, variants in measuring order.")
final class PlanCommand implements Callable<Integer> {

	@Option(names = "--part", required = true, paramLabel = "IDS",
			description = "the variant ids of one part, comma-separated, baseline first; once per part, in order "
					+ "(a run without a sweep is one part)")
	private List<String> parts;

	@Option(names = "--endpoints", required = true, split = ",")
	private List<String> endpoints;

	@Option(names = "--tools", required = true, split = ",")
	private List<String> tools;

	@Option(names = "--concurrency", required = true, split = ",")
	private List<Integer> concurrency;

	@Option(names = "--rounds", required = true)
	private int rounds;

	@Option(names = "--blocks", required = true, description = "blocks of each cell per round")
	private int blocks;

	@Option(names = "--seed", required = true)
	private long seed;

	@Override
	public Integer call() {
		if (this.rounds < 1 || this.blocks < 1) {
			System.err.println("bench-report plan: --rounds and --blocks must be at least 1");
			return 2;
		}
		Schedule
			.ofParts(this.parts.stream().map((part) -> List.of(part.split(","))).toList(),
					Schedule.cells(this.endpoints, this.tools, this.concurrency), this.rounds, this.blocks, this.seed)
			.forEach((block) -> System.out.println(block.line()));
		return 0;
	}

}
