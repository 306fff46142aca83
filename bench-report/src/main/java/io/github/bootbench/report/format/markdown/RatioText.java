package io.github.bootbench.report.format.markdown;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import io.github.bootbench.report.core.Reason;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.core.Verdict;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.model.Finding;
import io.github.bootbench.report.model.RatioRow;

/** How ratios read: one cell, and a finding over cells. */
public final class RatioText {

	/** Most decimals a bound near 1 is shown with. */
	private static final int MOST_DECIMALS = 4;

	private RatioText() {
	}

	/** {@code 1.08× [1.03–1.12] faster}, or {@code not judged (reason)}. */
	public static String cell(RatioRow ratio) {
		if (ratio.ratio() == null) {
			return "not-judged (" + ratio.reason() + ")";
		}
		return interval(ratio) + " " + ratio.verdictWord()
				+ ((!ratio.judged() && ratio.reason() != null) ? " (" + ratio.reason() + ")" : "");
	}

	/**
	 * A ratio shown as detail, without a verdict (closed-loop latency): {@code 1.08×
	 * [1.03–1.12]}, with what else kept it from a verdict.
	 */
	static String detail(RatioRow ratio) {
		String reason = Reason
			.words(ratio.reasons().stream().filter((part) -> !(part instanceof Reason.ClosedLoopLatency)).toList());
		if (ratio.ratio() == null) {
			return "– (" + reason + ")";
		}
		return interval(ratio) + ((reason == null || reason.isEmpty()) ? "" : " (" + reason + ")");
	}

	/** {@code 1.08× [1.03–1.12]}. */
	public static String interval(RatioRow ratio) {
		return interval(ratio.ratio(), ratio.ciLow(), ratio.ciHigh());
	}

	/**
	 * {@code 1.08× [1.03–1.12]}; a bound that two decimals would show as 1.00 but is not
	 * 1 gets the digits that tell its side of 1 ({@code 1.09× [1.003–1.18]}), which a
	 * verdict on that side rests on.
	 */
	public static String interval(double ratio, double ciLow, double ciHigh) {
		return times(ratio) + " [" + nearOne(ciLow) + "–" + nearOne(ciHigh) + "]";
	}

	/** A bound within 0.00005 of 1 stays 1.00: no verdict rests on so small a side. */
	private static String nearOne(double value) {
		String text = number(value);
		for (int decimals = 3; decimals <= MOST_DECIMALS && sideOfOneHidden(text); decimals++) {
			String longer = String.format(Locale.ROOT, "%." + decimals + "f", value);
			if (!sideOfOneHidden(longer)) {
				return longer;
			}
		}
		return text;
	}

	private static boolean sideOfOneHidden(String text) {
		return text.matches("1\\.0+");
	}

	public static String times(double ratio) {
		return number(ratio) + "×";
	}

	public static String number(double value) {
		return String.format(Locale.ROOT, "%.2f", value);
	}

	/**
	 * {@code **boot4-jetty against boot4-tomcat, /test/block** (throughput, 3 cells): slower
	 * in 2 (wrk c=100 0.91× [0.87–0.94]; ...), undecided in 1.}
	 */
	static String finding(Finding.RatioVerdicts verdicts) {
		String subject = "async".equals(verdicts.endpoint()) && "block".equals(verdicts.baseline())
				? "**" + verdicts.variant() + " on " + Names.endpoint("async") + " against its "
						+ Names.endpoint("block") + "**"
				: "**" + verdicts.variant() + " against " + verdicts.baseline() + ", "
						+ Names.endpoint(verdicts.endpoint()) + "**";
		return subject + " (" + (verdicts.control() ? "the A/A control; " : "") + "throughput, " + verdicts.cells()
				+ " cells): " + byVerdict(verdicts.byVerdict(), (r) -> Tool.withLevel(r.tool(), r.concurrency())) + ".";
	}

	/**
	 * {@code **boot4-jetty against boot4-tomcat, /test/io** (fixed-rate latency, 16
	 * ratios): slower in 1 (p99.9 hyperfoil 2228/s 1.44× [1.23–2.07]), equivalent in 7,
	 * ...}.
	 */
	static String finding(Finding.LatencyVerdicts verdicts) {
		return "**" + verdicts.variant() + " against " + verdicts.baseline() + ", "
				+ Names.endpoint(verdicts.endpoint()) + "** (" + (verdicts.control() ? "the A/A control; " : "")
				+ "fixed-rate latency, " + verdicts.ratios() + " ratios over its percentiles and rates): "
				+ byVerdict(verdicts.byVerdict(), (r) -> r.metric() + " at " + Tool.level(r.tool(), r.concurrency()))
				+ ".";
	}

	/** Each verdict with its count; the called ones with each ratio. */
	private static String byVerdict(Map<Verdict, List<RatioRow>> byVerdict, Function<RatioRow, String> where) {
		List<String> parts = new ArrayList<>();
		byVerdict.forEach((verdict, ratios) -> {
			String detail = verdict.called() ? " ("
					+ ratios.stream().map((r) -> where.apply(r) + " " + interval(r)).collect(Collectors.joining("; "))
					+ ")" : "";
			parts.add(verdict + " in " + ratios.size() + detail);
		});
		return String.join(", ", parts);
	}

	/** {@code 10}, {@code 12.5}: a percent as the user gave it. */
	static String amount(double percent) {
		return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
	}

}
