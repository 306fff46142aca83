package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.stats.NestedRandomEffects;

/**
 * What moves a comparison's ratio from run to run, each a meta-regression of the runs'
 * log ratios, runs within guests ({@link NestedRandomEffects}): on the run's own noise
 * (how much its block ratios wandered, which is how contended its guest was), and on its
 * CPU model where the runs have two. A factor is the ratio's change per
 * {@link #NOISE_STEP} of noise, or the second CPU model's ratio over the first's, with
 * its interval on the guests' degrees of freedom.
 *
 * @param name {@code noise} or {@code CPU model}
 * @param words what the factor is, in words
 * @param runs runs the regression used
 * @param factor the ratio's change
 * @param low its interval's lower end
 * @param high its upper end
 * @param centre the moderator's value the regression is centred on (the runs' mean noise;
 * 0 for the first CPU model)
 * @param ratioAtCentre the ratio the regression gives there
 */
public record Moderator(String name, String words, int runs, double factor, double low, double high, double centre,
		double ratioAtCentre) {

	/**
	 * The noise step a slope is given per: a tenth of the log ratio's SD over a block.
	 */
	public static final double NOISE_STEP = 0.1;

	static final String NOISE = "noise";

	static final String CPU_MODEL = "CPU model";

	/** The ratio the regression gives at this value of the moderator. */
	public double ratioAt(double value) {
		double step = NOISE.equals(this.name) ? NOISE_STEP : 1;
		return this.ratioAtCentre * Math.pow(this.factor, (value - this.centre) / step);
	}

	/** Whether the interval excludes no change. */
	public boolean differs() {
		return this.low > 1 || this.high < 1;
	}

	/**
	 * The moderators these runs allow: each needs three guests and a spread to regress
	 * on.
	 */
	static List<Moderator> of(List<RunPoint> runs) {
		List<Moderator> moderators = new ArrayList<>();
		List<RunPoint> withNoise = runs.stream().filter((r) -> r.noise() != null).toList();
		if (guests(withNoise) >= 3 && withNoise.stream().map(RunPoint::noise).distinct().count() > 1) {
			double mean = withNoise.stream().mapToDouble(RunPoint::noise).average().orElseThrow();
			fit(withNoise, withNoise.stream().map((r) -> new double[] { r.noise() - mean }).toList(), NOISE_STEP)
				.map((f) -> new Moderator(NOISE,
						String.format(Locale.ROOT, "the ratio's change per %.1f more of a block's SD in the run",
								NOISE_STEP),
						withNoise.size(), f[0], f[1], f[2], mean, f[3]))
				.ifPresent(moderators::add);
		}
		TreeSet<String> cpus = new TreeSet<>(runs.stream().map((r) -> r.stratum().cpu()).toList());
		if (cpus.size() == 2 && guests(runs) >= 3) {
			String second = cpus.last();
			fit(runs, runs.stream().map((r) -> new double[] { r.stratum().cpu().equals(second) ? 1 : 0 }).toList(), 1)
				.map((f) -> new Moderator(CPU_MODEL, "the ratio on " + second + " over the ratio on " + cpus.first(),
						runs.size(), f[0], f[1], f[2], 0, f[3]))
				.ifPresent(moderators::add);
		}
		return List.copyOf(moderators);
	}

	private static long guests(List<RunPoint> runs) {
		return runs.stream().map((r) -> r.stratum().guest()).distinct().count();
	}

	/**
	 * The factor, its low and high end, and the ratio at the centre, or nothing where the
	 * guests leave no freedom.
	 */
	private static java.util.Optional<double[]> fit(List<RunPoint> runs, List<double[]> rows, double step) {
		NestedRandomEffects fit = NestedRandomEffects.fit(runs.stream().map(RunPoint::pooledStudy).toList(),
				runs.stream().map((r) -> r.stratum().guest()).toList(), rows);
		double[] interval = fit.interval(1, Method.CONFIDENCE);
		if (interval == null) {
			return java.util.Optional.empty();
		}
		return java.util.Optional.of(new double[] { Math.exp(step * fit.coefficient(1)), Math.exp(step * interval[0]),
				Math.exp(step * interval[1]), Math.exp(fit.coefficient(0)) });
	}

}
