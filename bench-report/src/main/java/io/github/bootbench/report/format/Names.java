package io.github.bootbench.report.format;

import java.util.Collection;

import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.FixedRates;
import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.StartupSummary;

/**
 * How every report, chart and document spells what a run measured, so that one word has
 * one meaning: an endpoint is written as the path the load tools call
 * ({@code /test/block}), never as its bare id, because "block" alone is the measurement
 * unit (one window per variant, back to back); a variant is written as its id
 * ({@code boot4-jetty}, {@code boot4-tomcat-control}), the spelling of its files and
 * charts.
 */
public final class Names {

	/** What joins the words of an outside app's request's name, and only of those. */
	public static final String OUTSIDE_JOINER = "_";

	private Names() {
	}

	/**
	 * The endpoint's path as the load tools call it, without its query: {@code /test/io};
	 * a request of an outside app (run-all.sh {@code --app}) by its name, the method and
	 * path's words joined by underscores ({@code post_api_orders}), which no endpoint of
	 * the contract has.
	 */
	public static String endpoint(String id) {
		return id.contains(OUTSIDE_JOINER) ? id : "/test/" + id;
	}

	/**
	 * Where the JVM's meters come from: Actuator, and on an outside app's variants
	 * (run-all.sh {@code --app}), which need not have it, the harness's probe, which
	 * reads the JVM's MXBeans and answers in Actuator's format.
	 */
	public static String meters(RunResult result) {
		return outsideApp(result) ? "Actuator, or on your app's variants the probe's readings of the JVM's MXBeans"
				: "Actuator";
	}

	/** Whether the run measured an outside app's variants (run-all.sh {@code --app}). */
	public static boolean outsideApp(RunResult result) {
		return result.run()
			.record()
			.options()
			.variants()
			.stream()
			.anyMatch((variant) -> Generation.of(variant.app()) == Generation.APP);
	}

	/**
	 * What a startup figure is over, from how many cold starts answered:
	 * {@code one cold start each}, {@code the median over 3 cold starts each}, or
	 * {@code the median over each variant's cold starts} when they differ.
	 */
	public static String coldStarts(Collection<StartupSummary> variants) {
		long counts = variants.stream()
			.mapToInt(StartupSummary::answered)
			.filter((answered) -> answered > 0)
			.distinct()
			.count();
		int answered = variants.stream().mapToInt(StartupSummary::answered).max().orElse(0);
		if (counts == 1 && answered == 1) {
			return "one cold start each";
		}
		return (counts == 1) ? "the median over " + answered + " cold starts each"
				: "the median over each variant's cold starts";
	}

	/**
	 * A fixed rate as a reader sees it, with the share of saturation it was resolved
	 * from: {@code 6827/s (25 %)}; a rate given as such, {@code 6827/s}.
	 */
	public static String rate(RunResult result, String endpoint, int rate) {
		FixedRates rates = result.run().record().options().rates();
		Integer share = (rates != null) ? rates.shareOf(endpoint, rate) : null;
		return Tool.level(Tool.HYPERFOIL, rate) + ((share != null) ? " (" + share + " %)" : "");
	}

	/** A cell as a reader sees it: {@code /test/block wrk c=100}. */
	public static String cell(String endpoint, Tool tool, int level) {
		return endpoint(endpoint) + " " + Tool.withLevel(tool, level);
	}

}
