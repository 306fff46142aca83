package io.github.bootbench.report.cli;

import io.github.bootbench.report.core.BlockOrder;
import picocli.CommandLine.Option;

/** run-all.sh's options of how long a run measures and how often, and its presets. */
final class TimingOptions {

	@Option(names = "--duration", paramLabel = "D", description = "each window, e.g. 4s (default: 2s)")
	String duration;

	@Option(names = "--rounds", paramLabel = "N", description = "rounds of fresh JVMs (default: 4)")
	String rounds;

	@Option(names = "--blocks", paramLabel = "N", description = "blocks of each cell per round (default: 3)")
	String blocks;

	@Option(names = "--order", paramLabel = "O",
			description = "how a block measures: shuffled (each variant once, in a random order; the default), "
					+ "mirrored (a random order, then its reverse), duet (the baseline and each other variant "
					+ "loaded together in one window, each JVM in a control group of its own, their ratio taken "
					+ "within the window per second of CPU) or sliced (a duet whose CPUs are handed between the "
					+ "two JVMs every " + BlockOrder.DEFAULT_SLICE_MS
					+ " ms, or --slice-ms); several, comma-separated, measure each block in each on the same "
					+ "JVMs, the verdicts of the first")
	String order;

	@Option(names = "--slice-ms", paramLabel = "MS",
			description = "with --order sliced: how long one JVM has the server CPUs before the other gets " + "them, "
					+ BlockOrder.MIN_SLICE_MS + " ms to half a window (default: " + BlockOrder.DEFAULT_SLICE_MS + ")")
	String sliceMs;

	@Option(names = "--seed", paramLabel = "N",
			description = "seed of the measuring order and the bootstrap (default: drawn, and recorded)")
	String seed;

	@Option(names = "--min-effect", paramLabel = "P",
			description = "smallest difference in percent that counts as faster or slower (default: {min-effect})")
	String minEffect;

	@Option(names = "--warmup-cap", paramLabel = "D",
			description = "most load time a JVM's warm-up gets before it is measured anyway (default: 100s)")
	String warmupCap;

	/** {@code default}, {@code quick} or {@code smoke}. */
	String mode = "default";

	/** Set when --quick and --smoke were both given. */
	boolean modesCombined;

	@Option(names = "--quick",
			description = "block and async with wrk at c=100, 1 round of 3 blocks, 3 s windows, no control: about "
					+ "8 minutes. A first look that judges nothing: one JVM per variant cannot show the JVM-to-JVM "
					+ "variance a verdict must carry")
	void quick(boolean given) {
		if (given) {
			mode("quick");
		}
	}

	@Option(names = "--smoke",
			description = "1 round, 1 block, c=10, 2 s windows, every tool (jmeter ramped up over the 2 s), no "
					+ "control: about 5 minutes")
	void smoke(boolean given) {
		if (given) {
			mode("smoke");
		}
	}

	private void mode(String preset) {
		this.modesCombined |= !this.mode.equals("default") && !this.mode.equals(preset);
		this.mode = preset;
	}

}
