package io.github.bootbench.report.feature.answer;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.stats.RandomEffects;

/**
 * One run's estimate of one comparison, from its own rounds: the mean of its rounds' mean
 * log block ratios and that mean's error over the rounds, which is the estimate and the t
 * interval its own report judged it by.
 *
 * @param runId the run
 * @param stratum the machine it ran on
 * @param javaVersion its JDK's version ({@code 17.0.15})
 * @param rounds rounds of fresh JVMs with a block ratio
 * @param blocks block ratios over them
 * @param study its estimate, on the log scale
 * @param verdict its own report's verdict (not judged where it had too few blocks)
 * @param variantCpuUs the variant's server CPU per request, µs, or null where unsampled
 * @param baselineCpuUs the baseline's
 * @param noise how much a block's ratio wandered in the run (the SD of its log around its
 * round's mean: the A/A control's where the run had one, else its pairs'), or null where
 * the run could not tell
 * @param pooledVariance the estimate's variance as the pool weighs it: its rounds'
 * moderated toward the run's other comparisons ({@link Evidence})
 */
public record RunPoint(String runId, Stratum stratum, String javaVersion, int rounds, int blocks,
		RandomEffects.Study study, Verdict verdict, Double variantCpuUs, Double baselineCpuUs, Double noise,
		double pooledVariance) {

	/** The same run's estimate of the comparison the other way round. */
	RunPoint inverse() {
		return new RunPoint(this.runId, this.stratum, this.javaVersion, this.rounds, this.blocks,
				new RandomEffects.Study(-this.study.logRatio(), this.study.variance(), this.study.freedom()),
				(this.verdict == Verdict.FASTER) ? Verdict.SLOWER
						: (this.verdict == Verdict.SLOWER) ? Verdict.FASTER : this.verdict,
				this.baselineCpuUs, this.variantCpuUs, this.noise, this.pooledVariance);
	}

	/** The same estimate weighed with this variance. */
	RunPoint pooledWith(double variance) {
		return new RunPoint(this.runId, this.stratum, this.javaVersion, this.rounds, this.blocks, this.study,
				this.verdict, this.variantCpuUs, this.baselineCpuUs, this.noise, variance);
	}

	/** Its estimate as the pool weighs it. */
	public RandomEffects.Study pooledStudy() {
		return new RandomEffects.Study(this.study.logRatio(), this.pooledVariance, this.study.freedom());
	}

	/** Its estimate alone: the ratio and interval of its own report. */
	public RandomEffects alone() {
		return RandomEffects.of(java.util.List.of(this.study), Method.CONFIDENCE);
	}

	/** The date it started, from its id: {@code 2026-11-27}. */
	public String date() {
		return this.runId.substring(0, 10);
	}

}
