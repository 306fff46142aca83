package io.github.bootbench.report.feature.jmeter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.model.Caveat;

/**
 * JMeter cells ("block jmeter c=1000") where every variant's throughput reached
 * {@link #PACED_PERCENT} of the protocol's paced ceiling or more: the ramp-up set it.
 * Follows the caveat of the closed-loop tools.
 */
public record PacedByProtocol(List<String> cells, double pacedPercent,
		@JsonIgnore List<Cell> pacedCells) implements Caveat.Worded {

	/**
	 * Share of a JMeter protocol's paced ceiling (threads x loops / ramp-up) at which its
	 * throughput counts as set by the ramp-up, not by the container.
	 */
	public static final double PACED_PERCENT = 90;

	/** The caveat of the run's summaries, if a cell was paced. */
	static List<PacedByProtocol> of(List<JmeterSummary> jmeter) {
		List<Cell> paced = jmeter.stream()
			.collect(Collectors.groupingBy(JmeterSummary::cell, LinkedHashMap::new, Collectors.toList()))
			.entrySet()
			.stream()
			.filter((cell) -> cell.getValue().stream().allMatch((s) -> s.ofCeilingPercent() >= PACED_PERCENT))
			.map(Map.Entry::getKey)
			.toList();
		return paced.isEmpty() ? List.of()
				: List.of(new PacedByProtocol(paced.stream().map(Cell::label).toList(), PACED_PERCENT, paced));
	}

	@Override
	public Caveat.Place after() {
		return Caveat.Place.CLOSED_LOOP;
	}

	@Override
	public String sentence() {
		return "In "
				+ this.pacedCells.stream()
					.map((cell) -> Names.cell(cell.endpoint(), cell.tool(), cell.concurrency()))
					.collect(Collectors.joining(", "))
				+ " every variant's throughput was " + Markdown.percent(this.pacedPercent)
				+ " or more of the JMeter protocol's paced ceiling (threads × "
				+ "loops ÷ ramp-up, see JMeter's Summary Report): the ramp-up set it, so a verdict there says "
				+ "that each container kept up with the protocol, not how fast it is.";
	}

}
