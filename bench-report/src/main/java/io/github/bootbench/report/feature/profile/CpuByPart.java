package io.github.bootbench.report.feature.profile;

import java.util.EnumMap;
import java.util.Map;

/**
 * Where a profile's CPU went, part by part of the stack ({@link StackPart}), as CPU time
 * per request: each sample stands for one interval of CPU (async-profiler's {@code cpu}
 * event samples every so much CPU time, not wall time), over the requests the load
 * completed while the profile was taken.
 *
 * @param samples per part, every part present (0 for none)
 * @param passSamples per pass of a request ({@link RequestPass}), every pass present
 * @param intervalMicros the CPU time a sample stands for, µs
 * @param requests the requests completed while the profile was taken
 * @param threadStartSamples the samples under {@value #THREAD_START_FRAME}, whatever part
 * they count for: what starting threads cost
 */
public record CpuByPart(Map<StackPart, Long> samples, Map<RequestPass, Long> passSamples, double intervalMicros,
		long requests, long threadStartSamples) {

	/**
	 * The frame every thread start passes through (its native half, {@code start0}, and
	 * the kernel's clone under it).
	 */
	public static final String THREAD_START_FRAME = "java.lang.Thread.start";

	/** A profile's samples by part, over the requests completed while it ran. */
	public static CpuByPart of(CollapsedStacks profile, double intervalMicros, long requests) {
		if (requests <= 0 || intervalMicros <= 0) {
			throw new IllegalArgumentException(
					"a profile needs requests and an interval above 0 (" + requests + ", " + intervalMicros + " µs)");
		}
		Map<StackPart, Long> samples = new EnumMap<>(StackPart.class);
		for (StackPart part : StackPart.values()) {
			samples.put(part, 0L);
		}
		Map<RequestPass, Long> passes = new EnumMap<>(RequestPass.class);
		for (RequestPass pass : RequestPass.values()) {
			passes.put(pass, 0L);
		}
		profile.stacks().forEach((stack) -> {
			samples.merge(StackPart.of(stack.frames()), stack.samples(), Long::sum);
			passes.merge(RequestPass.of(stack.frames()), stack.samples(), Long::sum);
		});
		long threadStarts = profile.stacks()
			.stream()
			.filter((stack) -> stack.frames()
				.stream()
				.anyMatch((frame) -> frame.replace('/', '.').startsWith(THREAD_START_FRAME)))
			.mapToLong(CollapsedStacks.Stack::samples)
			.sum();
		return new CpuByPart(Map.copyOf(samples), Map.copyOf(passes), intervalMicros, requests, threadStarts);
	}

	/** The CPU time starting threads took per request, µs. */
	public double threadStartMicrosPerRequest() {
		return this.threadStartSamples * this.intervalMicros / this.requests;
	}

	/** A part's CPU time per request, µs. */
	public double microsPerRequest(StackPart part) {
		return this.samples.get(part) * this.intervalMicros / this.requests;
	}

	/** A pass's CPU time per request, µs. */
	public double microsPerRequest(RequestPass pass) {
		return this.passSamples.get(pass) * this.intervalMicros / this.requests;
	}

	/** All the profile's CPU time per request, µs. */
	public double microsPerRequest() {
		return all() * this.intervalMicros / this.requests;
	}

	/** A part's share of the profile's samples. */
	public double share(StackPart part) {
		return (all() == 0) ? 0 : (double) this.samples.get(part) / all();
	}

	private long all() {
		return this.samples.values().stream().mapToLong(Long::longValue).sum();
	}

}
