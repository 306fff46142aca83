package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.bootbench.report.stats.MeanInterval;

/**
 * One variant's profiles of one cell over its JVMs: each part's CPU per request as a mean
 * with its interval over JVMs, and its difference from the first variant's, taken JVM by
 * JVM (the phase runs the variants' JVMs of one index next to each other) with its
 * interval over those pairs. A part whose difference's interval holds 0 is not told apart
 * by the JVMs profiled; the A/A control's differences should all hold it.
 *
 * @param variant the variant's id
 * @param jvms its JVMs whose profile of the cell was taken
 * @param microsPerRequest each part's µs of server CPU per request over those JVMs; null
 * without one
 * @param passMicrosPerRequest each pass's µs per request over those JVMs
 * ({@link RequestPass}); null without one
 * @param profiledMicrosPerRequest the parts' sum; null without a JVM
 * @param measuredMicrosPerRequest the server's CPU over the same loads, per request; null
 * where no JVM's samples could be read
 * @param threadStartMicrosPerRequest of the profiled CPU, what starting threads took
 * @param reference the variant the differences are from (the first); null for the first
 * @param pairs the JVM indices both variants' profiles of the cell were taken at
 * @param differences each part's difference from the reference's, pair by pair; null for
 * the first variant or without a pair
 * @param passDifferences each pass's difference from the reference's, pair by pair
 * @param profiledDifference the parts' sum's difference
 * @param measuredDifference the measured CPU's difference; null where a pair lacks it
 * @param allocatedBytesPerRequest bytes allocated per request by part over the JVMs; null
 * unless every JVM recorded its allocations
 * @param allocatedBytesTotal their sum
 * @param allocatedDifference the sum's difference from the reference's, pair by pair;
 * null without allocations on both sides
 * @param allocationSites the {@value #SITES} sites that allocated the most bytes per
 * request, by their mean over the JVMs (0 in a JVM that had none), largest first
 * @param frameDifferences the {@value #FRAMES} frames whose own CPU per request differs
 * most from the reference's, pair by pair (0 in a JVM where a frame took no sample), by
 * the size of the mean difference; empty for the first variant
 */
@JsonPropertyOrder({ "variant", "endpoint", "tool", "concurrency", "jvms", "microsPerRequest", "passMicrosPerRequest",
		"profiledMicrosPerRequest", "measuredMicrosPerRequest", "threadStartMicrosPerRequest", "reference", "pairs",
		"differences", "passDifferences", "profiledDifference", "measuredDifference", "allocatedBytesPerRequest",
		"allocatedBytesTotal", "allocatedDifference", "allocationSites", "frameDifferences", "toldApart",
		"partsHoldingZero", "partBound" })
public record ProfiledCell(String variant, String endpoint, String tool, int concurrency, int jvms,
		Map<StackPart, MeanInterval> microsPerRequest, Map<RequestPass, MeanInterval> passMicrosPerRequest,
		MeanInterval profiledMicrosPerRequest, MeanInterval measuredMicrosPerRequest,
		MeanInterval threadStartMicrosPerRequest, String reference, List<Integer> pairs,
		Map<StackPart, MeanInterval> differences, Map<RequestPass, MeanInterval> passDifferences,
		MeanInterval profiledDifference, MeanInterval measuredDifference,
		Map<StackPart, MeanInterval> allocatedBytesPerRequest, MeanInterval allocatedBytesTotal,
		MeanInterval allocatedDifference, List<AllocationSite> allocationSites,
		List<FrameDifference> frameDifferences) {

	/** The frames a cell lists by their difference. */
	static final int FRAMES = 10;

	/**
	 * A frame's own CPU per request (its samples as the leaf) on the reference and on the
	 * variant, over the pairs of JVMs, and their difference pair by pair.
	 *
	 * @param frame as async-profiler names it, without its mark of how it ran
	 */
	public record FrameDifference(String frame, MeanInterval reference, MeanInterval variant, MeanInterval difference) {

	}

	/** The allocation sites a cell lists. */
	static final int SITES = 8;

	/**
	 * A class and the method that allocated it, and the bytes per request they took.
	 *
	 * @param site {@code byte[] in java.net.URLEncoder.encode}
	 * @param bytesPerRequest over the JVMs
	 */
	public record AllocationSite(String site, MeanInterval bytesPerRequest) {

	}

	/** A variant's JVMs of a cell, against the first variant's (the same list for it). */
	static ProfiledCell of(List<Profiles.Profiled> jvms, List<Profiles.Profiled> first) {
		Profiles.Profiled any = jvms.get(0);
		List<Profiles.Profiled> taken = jvms.stream().filter(Profiles.Profiled::taken).toList();
		boolean reference = any.variant().equals(first.get(0).variant());
		Map<StackPart, MeanInterval> allocated = taken.stream().anyMatch((p) -> p.allocatedBytesPerRequest() == null)
				? null
				: byPart(StackPart.class, taken.stream().map(Profiles.Profiled::allocatedBytesPerRequest).toList());
		List<Profiles.Profiled[]> pairs = new ArrayList<>();
		if (!reference) {
			for (Profiles.Profiled jvm : taken) {
				first.stream()
					.filter((f) -> f.taken() && f.jvm() == jvm.jvm())
					.findFirst()
					.ifPresent((f) -> pairs.add(new Profiles.Profiled[] { f, jvm }));
			}
		}
		return new ProfiledCell(any.variant(), any.endpoint(), any.tool(), any.concurrency(), taken.size(),
				byPart(StackPart.class, taken.stream().map(Profiles.Profiled::microsPerRequest).toList()),
				byPart(RequestPass.class, taken.stream().map(Profiles.Profiled::passMicrosPerRequest).toList()),
				mean(taken, Profiles.Profiled::profiledMicrosPerRequest),
				mean(taken, Profiles.Profiled::measuredMicrosPerRequest),
				mean(taken, Profiles.Profiled::threadStartMicrosPerRequest), reference ? null : first.get(0).variant(),
				pairs.stream().map((pair) -> pair[1].jvm()).toList(),
				reference ? null
						: byPart(StackPart.class,
								pairs.stream()
									.map((pair) -> difference(pair[1].microsPerRequest(), pair[0].microsPerRequest()))
									.toList()),
				reference ? null
						: byPart(RequestPass.class, pairs.stream()
							.map((pair) -> difference(pair[1].passMicrosPerRequest(), pair[0].passMicrosPerRequest()))
							.toList()),
				reference ? null : difference(pairs, Profiles.Profiled::profiledMicrosPerRequest),
				reference ? null : difference(pairs, Profiles.Profiled::measuredMicrosPerRequest), allocated,
				(allocated != null) ? mean(taken, ProfiledCell::allocatedTotal) : null,
				(reference || allocated == null) ? null : difference(pairs, ProfiledCell::allocatedTotal),
				(allocated != null) ? sites(taken) : List.of(), reference ? List.of() : frames(pairs));
	}

	/** The frames whose own CPU differs most between the pairs' two JVMs. */
	private static List<FrameDifference> frames(List<Profiles.Profiled[]> pairs) {
		if (pairs.isEmpty()) {
			return List.of();
		}
		Set<String> frames = new TreeSet<>();
		pairs.forEach((pair) -> {
			frames.addAll(pair[0].selfMicrosPerRequest().keySet());
			frames.addAll(pair[1].selfMicrosPerRequest().keySet());
		});
		return frames.stream()
			.map((frame) -> new FrameDifference(frame, self(pairs, 0, frame), self(pairs, 1, frame),
					MeanInterval.of(pairs.stream()
						.map((pair) -> pair[1].selfMicrosPerRequest().getOrDefault(frame, 0.0)
								- pair[0].selfMicrosPerRequest().getOrDefault(frame, 0.0))
						.toList())))
			.sorted(Comparator.comparingDouble((FrameDifference f) -> -Math.abs(f.difference().mean()))
				.thenComparing(FrameDifference::frame))
			.limit(FRAMES)
			.toList();
	}

	private static MeanInterval self(List<Profiles.Profiled[]> pairs, int side, String frame) {
		return MeanInterval
			.of(pairs.stream().map((pair) -> pair[side].selfMicrosPerRequest().getOrDefault(frame, 0.0)).toList());
	}

	/** A JVM's bytes allocated per request, or null where it recorded none. */
	private static Double allocatedTotal(Profiles.Profiled jvm) {
		return (jvm.allocatedBytesPerRequest() == null) ? null
				: jvm.allocatedBytesPerRequest().values().stream().mapToDouble(Double::doubleValue).sum();
	}

	/** The sites that allocated the most over the JVMs, a JVM without one counting 0. */
	private static List<AllocationSite> sites(List<Profiles.Profiled> jvms) {
		Map<String, List<Double>> sites = new HashMap<>();
		for (int i = 0; i < jvms.size(); i++) {
			for (Map.Entry<String, Double> site : jvms.get(i).allocationSites().entrySet()) {
				sites.computeIfAbsent(site.getKey(), (k) -> new ArrayList<>(Collections.nCopies(jvms.size(), 0.0)))
					.set(i, site.getValue());
			}
		}
		return sites.entrySet()
			.stream()
			.map((e) -> new AllocationSite(e.getKey(), MeanInterval.of(e.getValue())))
			.sorted(Comparator.comparingDouble((AllocationSite a) -> -a.bytesPerRequest().mean())
				.thenComparing(AllocationSite::site))
			.limit(SITES)
			.toList();
	}

	/** The parts whose difference's interval excludes 0; none for the first variant. */
	@JsonProperty
	public List<StackPart> toldApart() {
		return (this.differences == null) ? List.of()
				: this.differences.entrySet()
					.stream()
					.filter((e) -> e.getValue().excludesZero())
					.map(Map.Entry::getKey)
					.toList();
	}

	/**
	 * How many parts' differences hold 0 (all of them, for the A/A control, bar a false
	 * alarm in about one part of twenty); null for the first variant.
	 */
	@JsonProperty
	public Integer partsHoldingZero() {
		return (this.differences == null) ? null : StackPart.values().length - toldApart().size();
	}

	/** How large a part's difference the JVMs profiled leave open; null for the first. */
	@JsonProperty
	public PartBound partBound() {
		return PartBound.of(this.differences);
	}

	/**
	 * Each key's mean over the JVMs; null without a JVM, or where one lacks the figures
	 * (a run recorded before they were taken).
	 */
	private static <K extends Enum<K>> Map<K, MeanInterval> byPart(Class<K> keys, List<Map<K, Double>> jvms) {
		if (jvms.isEmpty() || jvms.contains(null)) {
			return null;
		}
		Map<K, MeanInterval> parts = new EnumMap<>(keys);
		for (K part : keys.getEnumConstants()) {
			parts.put(part, MeanInterval.of(jvms.stream().map((jvm) -> jvm.get(part)).toList()));
		}
		return parts;
	}

	private static <K extends Enum<K>> Map<K, Double> difference(Map<K, Double> variant, Map<K, Double> first) {
		if (variant == null || first == null) {
			return null;
		}
		Map<K, Double> difference = new HashMap<>();
		variant.forEach((part, micros) -> difference.put(part, micros - first.get(part)));
		return difference;
	}

	private static MeanInterval mean(List<Profiles.Profiled> jvms, Function<Profiles.Profiled, Double> figure) {
		List<Double> values = jvms.stream().map(figure).toList();
		return (values.isEmpty() || values.contains(null)) ? null : MeanInterval.of(values);
	}

	private static MeanInterval difference(List<Profiles.Profiled[]> pairs,
			Function<Profiles.Profiled, Double> figure) {
		List<Double> values = pairs.stream()
			.map((pair) -> (figure.apply(pair[0]) == null || figure.apply(pair[1]) == null) ? null
					: figure.apply(pair[1]) - figure.apply(pair[0]))
			.toList();
		return (values.isEmpty() || values.stream().anyMatch(Objects::isNull)) ? null : MeanInterval.of(values);
	}

}
