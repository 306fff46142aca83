package io.github.bootbench.report.feature.orders;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.ReadmePlace;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.Section;

/**
 * The study of the orders ({@code --order shuffled,duet,sliced}): {@code orders} at the
 * end of results.json, left out for a run in one order; its tables in the README after
 * the connections.
 *
 * @param study the run's study of the orders, or null for a run in one order
 */
public record OrderSection(OrderStudy study) implements Section {

	@Override
	public String key() {
		return "orders";
	}

	@Override
	public String jsonAfter() {
		return null;
	}

	@Override
	public Object json() {
		return this.study;
	}

	@Override
	public boolean jsonOmittedWhenNull() {
		return true;
	}

	@Override
	public ReadmePlace readmeAfter() {
		return ReadmePlace.CONNECTIONS;
	}

	@Override
	public void markdown(RunResult result, StringBuilder md) {
		OrderTables.write(this.study, md);
	}

	/** The section of every run, found through {@code META-INF/services}. */
	public static final class Feature implements Section.Feature {

		@Override
		public Section of(RunDirectory run) {
			return new OrderSection(OrderStudy.of(run));
		}

	}

}
