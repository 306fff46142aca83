package io.github.bootbench.report.input;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * When the memory phase started and ended, its wall time in seconds, and each variant
 * whose reference trial failed in it (its keys in the order the phase's events add them).
 *
 * @param failures the variants the phase tried no smaller heap for, each with its round
 * and why (none: left out)
 */
@JsonPropertyOrder({ "startedAt", "failures", "endedAt", "seconds" })
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PhaseTime(String startedAt, String endedAt, Long seconds,
		@JsonInclude(JsonInclude.Include.NON_EMPTY) List<Failure> failures) {

	/** A phase not started yet. */
	static final PhaseTime NONE = new PhaseTime(null, null, null, List.of());

	PhaseTime started(String at) {
		return new PhaseTime(at, this.endedAt, this.seconds, this.failures);
	}

	PhaseTime ended(String at, long seconds) {
		return new PhaseTime(this.startedAt, at, seconds, this.failures);
	}

	PhaseTime failing(Failure failure) {
		List<Failure> all = new ArrayList<>((this.failures != null) ? this.failures : List.of());
		all.add(failure);
		return new PhaseTime(this.startedAt, this.endedAt, this.seconds, List.copyOf(all));
	}

	public record Failure(String variant, int round, String reason) {

	}

}
