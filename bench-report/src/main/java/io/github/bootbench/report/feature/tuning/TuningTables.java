package io.github.bootbench.report.feature.tuning;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.format.markdown.RatioText;
import io.github.bootbench.report.model.RatioRow;

import static io.github.bootbench.report.format.markdown.Markdown.table;

/**
 * The "Tuning" section of a swept run: per app and endpoint, every setting against the
 * default in each cell, then the recommended setting per app and cell.
 */
final class TuningTables {

	private TuningTables() {
	}

	static void write(List<Tuning> tunings, List<TuningChoice> tuningChoices, StringBuilder md) {
		if (tunings.isEmpty()) {
			return;
		}
		md.append("## Tuning\n\nEach setting's throughput over its app's default in the same block (median, "
				+ Method.confidence()
				+ " interval, verdict), then what to choose. **Recommended:** the default unless some setting is "
				+ "`faster` than it; otherwise the smallest setting whose throughput is `equivalent` to the best "
				+ "setting's (fewer threads cost memory), or the best itself where none smaller is. Live threads and "
				+ "RSS: the highest readings after and during that setting's windows of the cell.\n\n");
		Map<List<String>, List<Tuning>> byAppAndEndpoint = new LinkedHashMap<>();
		tunings.forEach((tuning) -> byAppAndEndpoint
			.computeIfAbsent(List.of(tuning.app(), tuning.endpoint()), (k) -> new ArrayList<>())
			.add(tuning));
		byAppAndEndpoint.forEach((key, cells) -> settings(md, key.get(0), key.get(1), cells));
		md.append("### Recommended settings\n\n");
		List<List<String>> lines = new ArrayList<>();
		for (Tuning tuning : tunings) {
			Tuning.Setting chosen = tuning.settings()
				.stream()
				.filter((s) -> s.label().equals(tuning.recommended()))
				.findFirst()
				.orElseThrow();
			lines.add(List.of(tuning.app(), Names.cell(tuning.endpoint(), tuning.tool(), tuning.concurrency()),
					tuning.keepDefault() ? "keep the default" : "`" + chosen.label() + "`",
					(chosen.throughput() != null) ? RatioText.cell(chosen.throughput()) : "1×", p99(tuning, chosen),
					(chosen.toBest() != null) ? RatioText.cell(chosen.toBest()) + " (best: `" + tuning.best() + "`)"
							: "the best",
					Markdown.integer(chosen.threadsLive()), Markdown.megabytes(chosen.rssPeakKb()), tuning.reason()));
		}
		md.append(table(List.of("app", "cell", "recommended", "throughput to default", "p99 to default",
				"throughput to the best", "live threads", "RSS", "why"), lines));
		md.append("### One setting for every cell\n\nA profile sets one pool for every endpoint: per app, among the "
				+ "settings `slower` than the default in no cell and `faster` in at least one, the one that is the "
				+ "cell's best or `equivalent` to it in the most cells (then faster in the most, then the smallest); "
				+ "the default where no setting qualifies. Throughput only; see the cells above for p99.\n\n");
		List<List<String>> choices = new ArrayList<>();
		for (TuningChoice choice : tuningChoices) {
			choices.add(List.of(choice.app(), choice.keepDefault() ? "keep the default" : "`" + choice.setting() + "`",
					choice.fasterIn().isEmpty() ? "–" : tunings.stream()
						.filter((t) -> t.app().equals(choice.app()) && choice.fasterIn().contains(TuningChoice.cell(t)))
						.map((t) -> Names.cell(t.endpoint(), t.tool(), t.concurrency()))
						.collect(java.util.stream.Collectors.joining(", ")),
					choice.reason()));
		}
		md.append(table(List.of("app", "setting", "faster than the default in", "why"), choices));
	}

	/**
	 * The chosen setting's p99 against the default's: 1× for the default itself where the
	 * tool gives percentiles, – where it does not.
	 */
	private static String p99(Tuning tuning, Tuning.Setting chosen) {
		if (chosen.p99() != null) {
			return RatioText.cell(chosen.p99());
		}
		boolean percentiles = tuning.settings().stream().anyMatch((setting) -> setting.p99() != null);
		return (chosen.throughput() == null && percentiles) ? "1×" : "–";
	}

	/** One app and endpoint: a row per setting, a column per cell. */
	private static void settings(StringBuilder md, String app, String endpoint, List<Tuning> tunings) {
		md.append("### ").append(app).append(" on ").append(Names.endpoint(endpoint)).append("\n\n");
		List<String> columns = new ArrayList<>(List.of("setting"));
		tunings.forEach((tuning) -> columns.add(Tool.withLevel(tuning.tool(), tuning.concurrency())));
		List<List<String>> lines = new ArrayList<>();
		for (int index = 0; index < tunings.get(0).settings().size(); index++) {
			List<String> line = new ArrayList<>();
			line.add("`" + tunings.get(0).settings().get(index).label() + "`");
			for (Tuning tuning : tunings) {
				Tuning.Setting setting = tuning.settings().get(index);
				RatioRow throughput = setting.throughput();
				String text = (throughput != null) ? RatioText.cell(throughput) : "1× (baseline)";
				if (setting.label().equals(tuning.recommended())) {
					text = "**" + text + "** ← recommended";
				}
				line.add(text);
			}
			lines.add(line);
		}
		md.append(table(columns, lines));
	}

}
