package io.github.bootbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.core.Tool;
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
	record AbHttp10(List<VariantEndpoint> notKeptAlive) implements Caveat {

	}

	/** A variant on one endpoint, by their ids. */
	record VariantEndpoint(String variant, String endpoint) {

	}

	/** siege's resolution and how it counts failures. */
	record SiegeCounting() implements Caveat {

	}

	/** siege measurements stopped by the harness's timeout after their time. */
	record SiegeHung(long measurements) implements Caveat {

	}

	/** The run's closed-loop tools wait for each response: coordinated omission. */
	record ClosedLoop(List<Tool> tools) implements Caveat {

	}

	/**
	 * A caveat a feature adds, which words itself: the core writes its sentence where the
	 * feature places it among the core's caveats. Its {@code kind} in results.json is its
	 * simple name, as the core's are.
	 */
	non-sealed interface Worded extends Caveat {

		/** The caveat of the core it follows. */
		@JsonIgnore
		Place after();

		/** Its sentence, the same in README.md and the JSON files. */
		@JsonIgnore
		String sentence();

	}

	/** The core's caveats a feature's can follow, in the order they are written. */
	enum Place {

		CLOSED_LOOP

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

	/**
	 * Cells with transport errors or non-2xx responses ("tomcat block siege c=100"), and
	 * each as its variant and cell for the report to spell.
	 */
	record CellsWithErrors(List<String> cells, @JsonIgnore List<VariantCell> where) implements Caveat {

	}

	/** One variant's side of a cell. */
	record VariantCell(String variant, Cell cell) {

	}

	/**
	 * The coefficient of variation of throughput over rounds, over every closed-loop cell
	 * that has one (a fixed-rate driver sets its throughput); null when none has (one
	 * round).
	 */
	record MachineSpread(Spread cvPercent) implements Caveat {

	}

	/**
	 * The CPUs each JVM saw, which size its GC choice and the containers' default pools.
	 */
	record CpusSeen(int cpus) implements Caveat {

	}

	/**
	 * The verdicts are of a duet: two JVMs shared the server CPUs in each window, and a
	 * study of the orders found a duet's ratios apart from the same JVMs' solo ratios by
	 * more than {@code agreementPercent} on real pairs.
	 */
	record DuetVerdicts(String order, double agreementPercent) implements Caveat {

	}

	static List<Caveat> of(RunResult result) {
		List<Caveat> caveats = new ArrayList<>();
		BlockOrder first = result.run().record().options().order().get(0);
		if (first.duet()) {
			caveats.add(new DuetVerdicts(first.word(), Method.ORDER_AGREEMENT_PERCENT));
		}
		List<Tool> tools = result.run().tools();
		if (tools.contains(Tool.AB)) {
			List<VariantEndpoint> notKeptAlive = new ArrayList<>();
			for (String variant : result.variantIds()) {
				for (String endpoint : result.run().endpoints()) {
					Double share = KeptAlive.share(result.judged()
						.stream()
						.filter((w) -> Tool.AB == w.key().tool() && w.variant().equals(variant)
								&& w.endpoint().equals(endpoint))
						.toList());
					if (share != null && KeptAlive.differ(share, 100)) {
						notKeptAlive.add(new VariantEndpoint(variant, endpoint));
					}
				}
			}
			caveats.add(new AbHttp10(notKeptAlive));
		}
		if (tools.contains(Tool.SIEGE)) {
			caveats.add(new SiegeCounting());
			long hung = result.run()
				.measurements()
				.stream()
				.filter((m) -> Tool.SIEGE == m.key().tool() && m.command().exitCode() != null
						&& (m.command().exitCode() == 124 || m.command().exitCode() == 137))
				.count();
			if (hung > 0) {
				caveats.add(new SiegeHung(hung));
			}
		}
		List<Tool> closedLoop = tools.stream().filter((tool) -> !tool.fixedRate()).toList();
		if (!closedLoop.isEmpty()) {
			caveats.add(new ClosedLoop(closedLoop));
		}
		placed(result, Place.CLOSED_LOOP, caveats);
		List<String> notSteady = result.run()
			.record()
			.sessions()
			.stream()
			.filter((s) -> s.ok() && !s.steady())
			.map((s) -> s.variant() + " round " + s.round())
			.toList();
		if (!notSteady.isEmpty()) {
			caveats.add(new NotSteady(notSteady));
		}
		long toolBound = result.cells().filter(CellFigures::toolBound).count();
		if (toolBound > 0) {
			caveats.add(new ToolBoundCells(toolBound));
		}
		List<VariantCell> withErrors = result.rows()
			.stream()
			.flatMap((row) -> row.cells()
				.values()
				.stream()
				.filter((cell) -> cell.errors() > 0 || cell.non2xx() > 0)
				.map((cell) -> new VariantCell(cell.variant(),
						new Cell(row.endpoint(), row.tool(), row.concurrency()))))
			.toList();
		if (!withErrors.isEmpty()) {
			caveats.add(new CellsWithErrors(
					withErrors.stream().map((w) -> w.variant() + " " + w.cell().label()).toList(), withErrors));
		}
		// A fixed-rate driver sets the throughput: its spread says nothing of the
		// machine.
		List<CellFigures> closedLoopCells = result.rows()
			.stream()
			.filter((row) -> !Tool.atFixedRate(row.tool()))
			.flatMap((row) -> row.cells().values().stream())
			.toList();
		List<Double> cvs = closedLoopCells.stream()
			.map(CellFigures::throughput)
			.filter(Objects::nonNull)
			.map(Spread::cvPercent)
			.filter(Objects::nonNull)
			.toList();
		if (closedLoopCells.stream().anyMatch((cell) -> cell.throughput() != null)) {
			// A memory-only run measured no throughput cell: no spread to speak of.
			caveats.add(new MachineSpread(cvs.isEmpty() ? null : Spread.of(cvs)));
		}
		caveats.add(new CpusSeen(result.run().serverCpus()));
		return List.copyOf(caveats);
	}

	/** Adds the features' caveats that follow the place. */
	private static void placed(RunResult result, Place place, List<Caveat> caveats) {
		result.sections()
			.stream()
			.flatMap((section) -> section.caveats().stream())
			.filter((caveat) -> caveat.after() == place)
			.forEach(caveats::add);
	}

}
