package io.github.bootbench.latency;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.session.PhaseInstance;
import io.hyperfoil.core.impl.LocalSimulationRunner;

/**
 * Hyperfoil's in-process runner, keeping what its local mode only logs: the phases whose
 * session pool ran dry (a new request had to wait for an earlier one to finish, which is
 * coordinated omission creeping back in), and a phase's error.
 */
final class WindowRunner extends LocalSimulationRunner {

	private final Set<String> limitExceeded = ConcurrentHashMap.newKeySet();

	private final Map<String, WindowRecord.PhaseTimes> times = new ConcurrentHashMap<>();

	WindowRunner(Benchmark benchmark, Recorder recorder) {
		super(benchmark, recorder, null, null);
	}

	@Override
	protected CompletableFuture<Void> phaseChanged(Phase phase, PhaseInstance.Status status,
			boolean sessionLimitExceeded, Throwable error) {
		if (sessionLimitExceeded) {
			this.limitExceeded.add(phase.name());
		}
		long now = System.currentTimeMillis();
		this.times.merge(phase.name(), WindowRecord.PhaseTimes.at(status, now), WindowRecord.PhaseTimes::and);
		return super.phaseChanged(phase, status, sessionLimitExceeded, error);
	}

	/** Runs every phase; the reason the run failed, or null. */
	String runToEnd() {
		try {
			run();
			return null;
		}
		catch (RuntimeException ex) {
			Throwable cause = (ex.getCause() != null) ? ex.getCause() : ex;
			return cause.getClass().getSimpleName() + ": " + cause.getMessage();
		}
	}

	/**
	 * When each phase started sending, stopped sending, and received its last response
	 * (epoch ms).
	 */
	Map<String, WindowRecord.PhaseTimes> times() {
		return Map.copyOf(this.times);
	}

	/** The phases whose session pool ran dry. */
	Set<String> limitExceeded() {
		return Set.copyOf(this.limitExceeded);
	}

}
