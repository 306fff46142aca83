package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.github.bootbench.report.stats.Method;
import io.github.bootbench.report.stats.Schedule;
import io.github.bootbench.report.stats.Spread;

/**
 * What limits a run's figures, as data: the formats write the sentences. In results.json
 * each carries its {@code kind}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, property = "kind")
public sealed interface Caveat {

	/**
	 * ab speaks HTTP/1.0; these variant-endpoints ({@code boot27-tomcat json}) did not
	 * keep its connection alive, as ab's own count of kept-alive requests shows: their
	 * windows' median share differs from every request's by more than
	 * {@link Method#KEPT_ALIVE_DIFFERENCE_POINTS}. The response headers cannot tell it: a
	 * server may keep an HTTP/1.0 connection without a Content-Length (smart-servlet 1.1
	 * does).
	 */
	record AbHttp10(List<String> notKeptAlive) implements Caveat {

	}

	/** siege's resolution and how it counts failures. */
	record SiegeCounting() implements Caveat {

	}

	/** siege measurements stopped by the harness's timeout after their time. */
	record SiegeHung(long measurements) implements Caveat {

	}

	/** The run's closed-loop tools wait for each response: coordinated omission. */
	record ClosedLoop(List<String> tools) implements Caveat {

	}

	/**
	 * JMeter cells ("block jmeter c=1000") where every variant's throughput reached
	 * {@link Method#PACED_PERCENT} of the protocol's paced ceiling or more: the ramp-up
	 * set it.
	 */
	record PacedByProtocol(List<String> cells, double pacedPercent) implements Caveat {

	}

	/**
	 * Sessions measured after the warm-up cap without reaching steady state ("tomcat
	 * round 2").
	 */
	record NotSteady(List<String> sessions) implements Caveat {

	}

	/** Cells with the load tool at its ceiling. */
	record ToolBoundCells(long cells) implements Caveat {

	}

	/** Cells with transport errors or non-2xx responses ("tomcat block siege c=100"). */
	record CellsWithErrors(List<String> cells) implements Caveat {

	}

	/**
	 * The coefficient of variation over rounds, over every cell that has one; null when
	 * none has (one round).
	 */
	record MachineSpread(Spread cvPercent) implements Caveat {

	}

	/**
	 * The CPUs each JVM saw, which size its GC choice and the containers' default pools.
	 */
	record CpusSeen(int cpus) implements Caveat {

	}

	static List<Caveat> of(RunResult result) {
		List<Caveat> caveats = new ArrayList<>();
		List<String> tools = result.run().tools();
		if (tools.contains("ab")) {
			List<String> notKeptAlive = new ArrayList<>();
			for (String variant : result.variantIds()) {
				for (String endpoint : result.run().endpoints()) {
					Double share = KeptAlive.share(result.windows()
						.stream()
						.filter((w) -> "ab".equals(w.tool()) && w.variant().equals(variant)
								&& w.endpoint().equals(endpoint))
						.toList());
					if (share != null && KeptAlive.differ(share, 100)) {
						notKeptAlive.add(variant + " " + endpoint);
					}
				}
			}
			caveats.add(new AbHttp10(notKeptAlive));
		}
		if (tools.contains("siege")) {
			caveats.add(new SiegeCounting());
			long hung = result.run()
				.measurements()
				.stream()
				.filter((m) -> "siege".equals(m.tool()) && m.command().exitCode() != null
						&& (m.command().exitCode() == 124 || m.command().exitCode() == 137))
				.count();
			if (hung > 0) {
				caveats.add(new SiegeHung(hung));
			}
		}
		List<String> closedLoop = tools.stream().filter((tool) -> !Schedule.fixedRate(tool)).toList();
		if (!closedLoop.isEmpty()) {
			caveats.add(new ClosedLoop(closedLoop));
		}
		List<String> paced = result.jmeter()
			.stream()
			.collect(Collectors.groupingBy((s) -> s.cell().label(), LinkedHashMap::new, Collectors.toList()))
			.entrySet()
			.stream()
			.filter((cell) -> cell.getValue().stream().allMatch((s) -> s.ofCeilingPercent() >= Method.PACED_PERCENT))
			.map(Map.Entry::getKey)
			.toList();
		if (!paced.isEmpty()) {
			caveats.add(new PacedByProtocol(paced, Method.PACED_PERCENT));
		}
		List<String> notSteady = result.run()
			.record()
			.sessions()
			.stream()
			.filter((s) -> s.ok() && !s.steady())
			.map((s) -> s.container() + " round " + s.round())
			.toList();
		if (!notSteady.isEmpty()) {
			caveats.add(new NotSteady(notSteady));
		}
		long toolBound = result.cells().filter(CellFigures::toolBound).count();
		if (toolBound > 0) {
			caveats.add(new ToolBoundCells(toolBound));
		}
		List<String> withErrors = result.rows()
			.stream()
			.flatMap((row) -> row.cells()
				.values()
				.stream()
				.filter((cell) -> cell.errors() > 0 || cell.non2xx() > 0)
				.map((cell) -> cell.variant() + " " + row.endpoint() + " "
						+ Schedule.toolLevel(row.tool(), row.concurrency())))
			.toList();
		if (!withErrors.isEmpty()) {
			caveats.add(new CellsWithErrors(withErrors));
		}
		List<Double> cvs = result.cells()
			.map(CellFigures::throughput)
			.filter(Objects::nonNull)
			.map(Spread::cvPercent)
			.filter(Objects::nonNull)
			.toList();
		if (result.cells().anyMatch((cell) -> cell.throughput() != null)) {
			// A memory-only run measured no throughput cell: no spread to speak of.
			caveats.add(new MachineSpread(cvs.isEmpty() ? null : Spread.of(cvs)));
		}
		caveats.add(new CpusSeen(result.run().serverCpus()));
		return List.copyOf(caveats);
	}

}
