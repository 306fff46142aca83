package io.github.bootbench.report.model;

import java.util.List;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.stats.Schedule;

/** The cells a run measured, as its record says. */
public final class RunCells {

	private RunCells() {
	}

	/**
	 * Every cell of a run, endpoints outermost, in the order given: the fixed-rate tool
	 * at the rates it drove each endpoint at.
	 */
	public static List<Cell> of(RunRecord.Options options) {
		return Schedule.cells(options.endpoints(), options.tools(), options.concurrency(),
				(endpoint) -> (options.rates() == null) ? List.of() : options.rates().ratesOf(endpoint));
	}

}
