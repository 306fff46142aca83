package io.github.bootbench.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import io.github.bootbench.report.core.Interval;
import io.github.bootbench.report.model.Assurance;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.RunTime;
import io.github.bootbench.report.stats.BlockNoise;

/**
 * Whether giving the rounds left over to the cells still undecided would buy a run more
 * than its fixed design does, on one run's machine: its noise (the A/A control's block
 * noise) and its costs (what a round of fresh JVMs and a block over every cell took in
 * it). Each design is simulated on true ties and on a true difference of
 * {@link #TRUE_DIFFERENCE}, and its run time is worked out from the run's own costs: a
 * round costs its JVM starts, warm-up and stops in full as long as any of the run's ratio
 * cells is still measured, and its blocks in proportion to the windows still measured (a
 * cell's baseline and its undecided variants).
 *
 * @param runId the run whose noise and costs these are
 * @param cpuModel the machine's CPU
 * @param noise the run's block noise
 * @param minEffect the run's minimum effect, as a fraction
 * @param variants variants of the run, baseline included
 * @param ratioCells the run's throughput ratios to the baseline (cells times variants
 * other than the baseline)
 * @param roundSeconds what a round's JVMs cost besides their windows (start, warm-up,
 * stop), the run's mean
 * @param blockSeconds what a block of every cell and variant cost, the run's mean
 * @param otherSeconds the run's time outside its rounds (cold starts and the rest)
 * @param runSeconds the run's own time
 * @param designs each design simulated, the run's own first
 */
public record AllocationStudy(String runId, String cpuModel, BlockNoise noise, double minEffect, int variants,
		int ratioCells, double roundSeconds, double blockSeconds, double otherSeconds, double runSeconds,
		List<Design> designs) {

	/** The true difference the designs are asked to find (a ratio of 1 minus it). */
	public static final double TRUE_DIFFERENCE = 0.10;

	/** The simulation's seed: a study made again gives the same figures. */
	static final long SIMULATION_SEED = 1;

	/**
	 * The designs put beside the run's own: its minimum of rounds with fewer blocks, one
	 * more round instead of more blocks, and the sequential designs that start from that
	 * minimum and give the rounds left over to the cells still undecided, each judged
	 * with the bootstrap; then fixed designs of 3 to 6 rounds and a sequential one judged
	 * with the interval over rounds.
	 */
	static List<Allocation> alternatives() {
		return List.of(Allocation.fixed(3, 3), Allocation.fixed(4, 3), Allocation.fixed(4, 4),
				Allocation.naive(3, 3, 4), Allocation.sequential(3, 3, 4), Allocation.sequential(3, 3, 5),
				Allocation.sequential(4, 3, 4), Allocation.fixed(3, 5, Interval.ROUND_MEANS),
				Allocation.fixed(4, 3, Interval.ROUND_MEANS), Allocation.fixed(5, 2, Interval.ROUND_MEANS),
				Allocation.fixed(6, 2, Interval.ROUND_MEANS),
				Allocation.sequential(3, 3, 4).judgedWith(Interval.ROUND_MEANS));
	}

	/**
	 * Slack on the run's own time within which another design counts as fitting it: the
	 * costs are the run's means, not a promise.
	 */
	public static final double TIME_SLACK = 0.05;

	/** The run's own design. */
	public Design own() {
		return this.designs.get(0);
	}

	/**
	 * Of the designs that fit the run's own time ({@link #TIME_SLACK}) and call true ties
	 * no more often than it, the one that finds the true difference most often; the run's
	 * own when none does better.
	 */
	public Design best() {
		Design best = own();
		for (Design design : this.designs) {
			boolean fits = design.seconds() <= this.runSeconds * (1 + TIME_SLACK)
					&& design.tie().calledShare() <= own().tie().calledShare();
			if (fits && design.planted().slowerShare() > best.planted().slowerShare()) {
				best = design;
			}
		}
		return best;
	}

	/**
	 * One design on this run's machine.
	 *
	 * @param tie how it judges true ties
	 * @param planted how it judges a true difference of {@link #TRUE_DIFFERENCE}
	 * @param tieSeconds the run's time with this design when every ratio is a tie
	 * @param plantedSeconds the same when every ratio is the true difference
	 */
	public record Design(String name, Allocation allocation, AllocationOutcome tie, AllocationOutcome planted,
			double tieSeconds, double plantedSeconds) {

		/** The longer of its two run times. */
		public double seconds() {
			return Math.max(this.tieSeconds, this.plantedSeconds);
		}

	}

	/**
	 * @param simulations cells simulated per design and true ratio
	 * @return the study, or null when the run has no time record or no noise figure
	 */
	public static AllocationStudy of(RunResult result, int simulations) {
		return of(result, simulations, (design) -> {
		});
	}

	/**
	 * The same, telling the progress each design's name as its simulation starts.
	 */
	public static AllocationStudy of(RunResult result, int simulations, Consumer<String> progress) {
		RunTime time = result.time();
		Assurance assurance = result.assurance();
		if (time == null || assurance == null || assurance.noise() == null) {
			return null;
		}
		var options = result.run().record().options();
		int rounds = options.rounds();
		int blocks = options.blocksPerRound();
		double roundSeconds = (time.jvmStartsMs() + time.warmupMs() + time.stopsMs()) / 1000.0 / rounds;
		double blockSeconds = time.measuringMs() / 1000.0 / (rounds * blocks);
		double runSeconds = time.totalMs() / 1000.0;
		double otherSeconds = runSeconds - rounds * (roundSeconds + blocks * blockSeconds);
		double minEffect = options.minEffectPercent() / 100;
		int variants = options.variants().size();
		int ratioCells = assurance.throughputCells();
		List<Allocation> allocations = new ArrayList<>();
		// The run's own design as it was first judged: the interval it recorded, or the
		// bootstrap of every run before runs recorded one (its report is judged again by
		// the current rule; this study sets its first design beside the others).
		allocations.add(Allocation.fixed(rounds, blocks,
				(options.interval() != null) ? options.interval() : Interval.BOOTSTRAP));
		alternatives().stream().filter((a) -> !allocations.contains(a)).forEach(allocations::add);
		List<Design> designs = new ArrayList<>();
		for (Allocation allocation : allocations) {
			progress.accept((designs.size() + 1) + " of " + allocations.size() + ": " + allocation.describe());
			AllocationOutcome tie = AllocationOutcome.simulate(allocation, assurance.noise(), 1, minEffect, simulations,
					SIMULATION_SEED);
			AllocationOutcome planted = AllocationOutcome.simulate(allocation, assurance.noise(), 1 - TRUE_DIFFERENCE,
					minEffect, simulations, SIMULATION_SEED);
			designs.add(new Design(allocation.describe(), allocation, tie, planted,
					seconds(tie, variants, ratioCells, roundSeconds, blockSeconds, otherSeconds),
					seconds(planted, variants, ratioCells, roundSeconds, blockSeconds, otherSeconds)));
		}
		return new AllocationStudy(result.run().record().runId(), result.run().record().environment().cpu().model(),
				assurance.noise(), minEffect, variants, ratioCells, roundSeconds, blockSeconds, otherSeconds,
				runSeconds, List.copyOf(designs));
	}

	/**
	 * The run's time under a design, every ratio cell judged as the outcome says and each
	 * independently of the others.
	 */
	static double seconds(AllocationOutcome outcome, int variants, int ratioCells, double roundSeconds,
			double blockSeconds, double otherSeconds) {
		Allocation allocation = outcome.allocation();
		int ratios = Math.max(1, variants - 1);
		double total = otherSeconds;
		for (int round = 1; round <= allocation.maxRounds(); round++) {
			double measured = outcome.measuredShare(round);
			double anyMeasured = 1 - Math.pow(1 - measured, ratioCells);
			double windowsShare = (ratios * measured + 1 - Math.pow(1 - measured, ratios)) / (ratios + 1);
			total += anyMeasured * roundSeconds + allocation.blocksPerRound() * blockSeconds * windowsShare;
		}
		return total;
	}

}
