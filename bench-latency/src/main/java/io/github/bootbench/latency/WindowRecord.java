package io.github.bootbench.latency;

import java.util.List;
import java.util.Map;

import io.hyperfoil.api.session.PhaseInstance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * One window as the tool's last output line: the settings it ran with, whether a phase's
 * session pool ran dry or the run failed, and every second of every phase with its
 * counters and its HdrHistogram (nanoseconds, compressed, base64).
 *
 * @param phases when each phase started sending, stopped, and had its last response
 * @param limitExceeded the phases whose session pool ran dry (requests were held back)
 * @param serverCloses responses that closed their connection ({@code Connection: close}),
 * calibration included; each was taken out of the pool before another request could use
 * it
 * @param failure why the run failed, or null
 */
record WindowRecord(String tool, Settings settings, Map<String, PhaseTimes> phases, List<String> limitExceeded,
		long serverCloses, String failure, List<Second> seconds) {

	static final String TOOL = "bench-latency";

	/**
	 * @param maxSessions requests the phase may hold in flight before it must hold new
	 * ones back
	 */
	record Settings(String url, int rate, int seconds, int calibrationSeconds, int connections, int maxSessions,
			int timeoutSeconds, String hyperfoil) {

	}

	/**
	 * One second of one phase, as Hyperfoil reports it.
	 *
	 * @param startMs when the second's histogram started (epoch ms)
	 * @param blockedNs time requests waited for a free connection, summed
	 */
	record Second(String phase, long startMs, long endMs, long requests, long responses, long status2xx, long status3xx,
			long status4xx, long status5xx, long statusOther, long blockedNs, long timeouts, long connectionErrors,
			long internalErrors, long invalid, String histogram) {

	}

	/**
	 * A phase's times (epoch ms, null until reached): it starts sending, it stops sending
	 * new requests once its length is over, and it terminates when its last request has
	 * its response (or timed out). A server that cannot keep up answers the last requests
	 * late, so the phase terminates late.
	 */
	record PhaseTimes(Long startedMs, Long finishedMs, Long terminatedMs) {

		static PhaseTimes at(PhaseInstance.Status status, long now) {
			return switch (status) {
				case RUNNING -> new PhaseTimes(now, null, null);
				case FINISHED -> new PhaseTimes(null, now, null);
				case TERMINATED -> new PhaseTimes(null, null, now);
				default -> new PhaseTimes(null, null, null);
			};
		}

		PhaseTimes and(PhaseTimes later) {
			return new PhaseTimes(first(this.startedMs, later.startedMs), first(this.finishedMs, later.finishedMs),
					first(this.terminatedMs, later.terminatedMs));
		}

		private static Long first(Long a, Long b) {
			return (a != null) ? a : b;
		}

	}

	String toJson() throws JsonProcessingException {
		return new ObjectMapper().writeValueAsString(this);
	}

}
