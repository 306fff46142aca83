package io.github.bootbench.report.feature.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.RatioText;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/** A comparison's section on whether its two runs, each on its own, say the same. */
final class AgreementText {

	private AgreementText() {
	}

	static void section(RatioAgreement agreement, StringBuilder md) {
		md.append("## Do the two runs say the same?\n\n");
		if (agreement.cells().isEmpty()) {
			md.append("The two runs share no ratio to a baseline (the same variant over the same baseline at the same "
					+ "endpoint, tool and concurrency).\n\n");
			return;
		}
		md.append("Each run's own throughput ratios to its baseline, as each judged them from its own blocks: ")
			.append(agreement.cells().size())
			.append(" cells in both runs, ")
			.append(agreement.judged())
			.append(" judged in both, ");
		if (agreement.judged() > 0) {
			md.append("the same verdict in ")
				.append(agreement.agreeing())
				.append(" of ")
				.append(agreement.judged())
				.append(" (")
				.append(Math.round(100.0 * agreement.agreeing() / agreement.judged()))
				.append(" %)");
		}
		else {
			md.append("so no verdicts to set side by side");
		}
		if (agreement.difference() != null) {
			md.append("; the candidate's ratio differs from the baseline run's by a median of ")
				.append(percent(agreement.difference().median()))
				.append(String.format(Locale.ROOT, " (%.1f–%.1f %%)", 100 * agreement.difference().min(),
						100 * agreement.difference().max()));
		}
		md.append(".\n\n");
		List<List<String>> rows = new ArrayList<>();
		for (RatioAgreement.Cell cell : agreement.cells()) {
			rows.add(List.of(
					cell.variant() + " / " + cell.baseline() + ", "
							+ Names.cell(cell.endpoint(), cell.tool(), cell.concurrency()),
					RatioText.cell(cell.inBaseline()), RatioText.cell(cell.inCandidate()),
					(cell.difference() != null) ? percent(cell.difference()) : "–",
					!cell.judged() ? "–" : cell.agrees() ? "yes" : "**no**"));
		}
		md.append(table(List.of("ratio", "baseline run", "candidate run", "difference", "same verdict"), rows));
	}

	/** {@code 1.2 %}. */
	static String percent(double fraction) {
		return String.format(Locale.ROOT, "%.1f %%", 100 * fraction);
	}

}
