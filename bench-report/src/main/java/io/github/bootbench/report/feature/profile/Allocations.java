package io.github.bootbench.report.feature.profile;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Where a profile's allocations were made, in bytes per request: async-profiler's
 * {@code alloc} stacks end in the class allocated ({@code byte[]_[i]} in a new TLAB,
 * {@code _[k]} outside one), each count the bytes its samples stand for. A part is the
 * CPU's ({@link StackPart}) of the frames above the class; a site is the class and the
 * method that allocated it.
 *
 * @param bytesPerRequest by part, every part present (0 for none)
 * @param sites by site ({@code byte[] in java.net.URLEncoder.encode}), every site
 */
record Allocations(Map<StackPart, Double> bytesPerRequest, Map<String, Double> sites) {

	/**
	 * How async-profiler marks where an object was allocated: in a new TLAB, or outside
	 * one.
	 */
	private static final Pattern WHERE_ALLOCATED = Pattern.compile("_\\[[ik]\\]$");

	/** A profile's allocation stacks over the requests completed while it ran. */
	static Allocations of(CollapsedStacks stacks, long requests) {
		if (requests <= 0) {
			throw new IllegalArgumentException("allocations per request need requests above 0 (" + requests + ")");
		}
		Map<StackPart, Double> parts = new EnumMap<>(StackPart.class);
		for (StackPart part : StackPart.values()) {
			parts.put(part, 0.0);
		}
		Map<String, Double> sites = new LinkedHashMap<>();
		for (CollapsedStacks.Stack stack : stacks.stacks()) {
			List<String> frames = stack.frames();
			double bytes = (double) stack.samples() / requests;
			List<String> callers = frames.subList(0, frames.size() - 1);
			parts.merge(callers.isEmpty() ? StackPart.OTHER : StackPart.of(callers), bytes, Double::sum);
			sites.merge(site(frames), bytes, Double::sum);
		}
		// An EnumMap keeps the parts' order in results.json; Map.copyOf's is the JVM's.
		return new Allocations(Collections.unmodifiableMap(parts), sites);
	}

	/** {@code byte[] in java.net.URLEncoder.encode}: the class, and who allocated it. */
	static String site(List<String> frames) {
		String allocated = WHERE_ALLOCATED.matcher(frames.get(frames.size() - 1)).replaceFirst("");
		return (frames.size() < 2) ? allocated
				: allocated + " in " + CollapsedStacks.method(frames.get(frames.size() - 2)).replace('/', '.');
	}

}
