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
 */
public record RunPoint(String runId, Stratum stratum, String javaVersion, int rounds, int blocks,
		RandomEffects.Study study, Verdict verdict, Double variantCpuUs, Double baselineCpuUs) {

	/** The same run's estimate of the comparison the other way round. */
	RunPoint inverse() {
		return new RunPoint(this.runId, this.stratum, this.javaVersion, this.rounds, this.blocks,
				new RandomEffects.Study(-this.study.logRatio(), this.study.variance(), this.study.freedom()),
				(this.verdict == Verdict.FASTER) ? Verdict.SLOWER
						: (this.verdict == Verdict.SLOWER) ? Verdict.FASTER : this.verdict,
				this.baselineCpuUs, this.variantCpuUs);
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
