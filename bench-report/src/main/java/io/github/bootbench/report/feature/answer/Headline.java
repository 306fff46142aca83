package io.github.bootbench.report.feature.answer;

import java.util.List;

import io.github.bootbench.report.core.Tool;

/**
 * The cells a default run measures, which the answer leads with: its apps (the first the
 * baseline), endpoints, concurrency levels, load tool and JVM options, as the plan's
 * defaults set them.
 *
 * @param apps the default apps, the baseline first ({@code boot4/tomcat})
 * @param endpoints the default endpoints
 * @param levels the default concurrency levels
 * @param tool the default load tool
 * @param jvmOptions the default JVM options, space-separated
 * @param minEffectPercent the smallest difference that counts, in percent
 */
public record Headline(List<String> apps, List<String> endpoints, List<Integer> levels, Tool tool, String jvmOptions,
		double minEffectPercent) {

	/** The smallest difference that counts, as a fraction. */
	public double minEffect() {
		return this.minEffectPercent / 100;
	}

	/**
	 * Whether a side is one of the default apps as it comes, with the default JVM
	 * options.
	 */
	boolean plainApp(Side side) {
		return side.plain() && this.apps.contains(side.app()) && side.jvmOptions().equals(this.jvmOptions);
	}

	/** Whether a side is a copy (A/A or planted) of the baseline app. */
	boolean copyOfBaseline(Side side) {
		return (side.control() || side.plantedPercent() != null) && side.app().equals(this.apps.get(0))
				&& side.jvmOptions().equals(this.jvmOptions);
	}

	/** Whether a comparison is in a default run's cells, on one machine. */
	boolean cell(ComparisonKey key) {
		return key.tool() == this.tool && this.endpoints.contains(key.endpoint())
				&& this.levels.contains(key.concurrency()) && key.hosts() == null && key.cpuLimit() == null;
	}

	/**
	 * Whether a comparison is one a default run makes between two of its apps: either
	 * against the baseline, or Undertow against its own generation's Tomcat.
	 */
	boolean pair(ComparisonKey key) {
		return cell(key) && plainApp(key.variant()) && plainApp(key.baseline());
	}

}
