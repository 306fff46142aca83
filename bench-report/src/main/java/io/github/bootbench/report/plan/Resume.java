package io.github.bootbench.report.plan;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Session;

/**
 * Where an interrupted run carries on ({@code run-all.sh --resume}): at the first round
 * without a session for every variant of its part, in fresh JVMs; a round cut short is
 * measured again from its start.
 *
 * @param fromRound the first round to measure, numbered across parts (one past the last
 * round when every round is complete)
 * @param windowsBefore the plan's windows before it, where the progress count goes on
 */
public record Resume(int fromRound, int windowsBefore) {

	/** Where the run recorded in {@code record}, planned as {@code plan}, carries on. */
	public static Resume of(RunRecord record, RunPlan plan) {
		int rounds = plan.request().rounds();
		int round = 1;
		for (List<String> part : plan.parts()) {
			for (int inPart = 0; inPart < rounds; inPart++, round++) {
				int current = round;
				long sessions = record.sessions()
					.stream()
					.filter((session) -> session.round() == current)
					.map(Session::variant)
					.distinct()
					.count();
				if (sessions != part.size()) {
					return at(round, plan);
				}
			}
		}
		return at(round, plan);
	}

	private static Resume at(int round, RunPlan plan) {
		int windows = plan.blocks()
			.stream()
			.filter((block) -> block.round() < round)
			.mapToInt((block) -> block.variants().size())
			.sum();
		return new Resume(round, windows);
	}

	/** Whether the cold starts, made before the first round, are made again. */
	@JsonProperty("fromStart")
	public boolean fromStart() {
		return this.fromRound == 1;
	}

}
