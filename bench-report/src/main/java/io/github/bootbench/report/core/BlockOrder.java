package io.github.bootbench.report.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.util.StdConverter;

/**
 * How a block measures its variants: one at a time (solo: {@link #SHUFFLED},
 * {@link #MIRRORED}), or the baseline and one other variant at the same moment, in one
 * window, each JVM in a control group of its own with equal CPU weight and loaded by a
 * load tool of its own (a duet: {@link #DUET}, {@link #SLICED}), so that the machine's
 * interference of that moment hits both and cancels in their ratio.
 */
public enum BlockOrder {

	/** Each variant once, in a fresh random order. */
	SHUFFLED,

	/**
	 * A fresh random order, then the same reversed: each variant twice, its two windows
	 * as far from the block's middle as each other.
	 */
	MIRRORED,

	/**
	 * A duet: the baseline with each other variant in turn, in a fresh random order, both
	 * loaded through the whole window while the scheduler shares the server CPUs between
	 * their control groups.
	 */
	DUET,

	/**
	 * A duet whose two JVMs do not run at the same instant: the server CPUs are handed
	 * from one control group to the other every slice by freezing one and thawing the
	 * other, so that each runs alone, with its own working set in the caches, yet both
	 * meet the same slow interference.
	 */
	SLICED;

	/**
	 * {@code shuffled}, {@code mirrored}, {@code duet}, {@code sliced}, as the option
	 * takes it.
	 */
	public String word() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * How long one JVM of a sliced duet runs before the server CPUs are handed to the
	 * other, unless {@code --slice-ms} says otherwise: short against the machine's slow
	 * interference, which both then meet, and long against the time a JVM needs to fill
	 * the caches again after a hand-over. Every sliced run before the option was recorded
	 * used it.
	 */
	public static final int DEFAULT_SLICE_MS = 100;

	/**
	 * The shortest slice a sliced duet takes: the slicer is a shell loop, and a freeze
	 * takes up to a few milliseconds when the group must first run to stop.
	 */
	public static final int MIN_SLICE_MS = 10;

	/**
	 * A run's slice length: the one it recorded, or the default every run used before.
	 */
	public static int sliceMs(Integer recorded) {
		return (recorded != null) ? recorded : DEFAULT_SLICE_MS;
	}

	/**
	 * What a block of this order measures, for a plan and a report: "one 2 s window per
	 * variant back to back in a shuffled order".
	 * @param sliceMs a sliced duet's slice length
	 */
	public String inBlock(int seconds, int sliceMs) {
		return switch (this) {
			case SHUFFLED -> "one " + seconds + " s window per variant back to back in a shuffled order";
			case MIRRORED ->
				"two " + seconds + " s windows per variant, back to back in a shuffled order and then its reverse";
			case DUET ->
				duetWindow(seconds, " with equal CPU weight on the server CPUs and loaded by a load tool of its own");
			case SLICED -> duetWindow(seconds, ", the server CPUs handed from one group to the other every " + sliceMs
					+ " ms by freezing one and thawing the other");
		};
	}

	private static String duetWindow(int seconds, String how) {
		return "the baseline and each other variant in turn loaded together in one " + seconds + " s window, each "
				+ "JVM in a control group of its own" + how + ", their ratio taken within the window from each "
				+ "one's requests per second of its group's CPU time";
	}

	/**
	 * What each block of a run measures, in every order it names: the first is the one
	 * its verdicts are of.
	 */
	public static String inBlocks(List<BlockOrder> orders, int seconds, int sliceMs) {
		if (orders.size() == 1) {
			return orders.get(0).inBlock(seconds, sliceMs);
		}
		return "in each of " + orders.size() + " orders on the same JVMs, in a random sequence each block: "
				+ String.join("; ", orders.stream().map((o) -> o.inBlock(seconds, sliceMs)).toList())
				+ "; the verdicts are of the first (" + orders.get(0).word() + "), the others compared with it";
	}

	/** Whether two JVMs share each window. */
	public boolean duet() {
		return this == DUET || this == SLICED;
	}

	/** How many windows a block of this order has with this many variants. */
	public int windows(int variants) {
		return switch (this) {
			case SHUFFLED -> variants;
			case MIRRORED -> 2 * variants;
			case DUET, SLICED -> variants - 1;
		};
	}

	/**
	 * The order an option or a run record names; null (a run made before) is shuffled.
	 */
	public static BlockOrder of(String word) {
		if (word == null) {
			return SHUFFLED;
		}
		for (BlockOrder order : values()) {
			if (order.word().equals(word)) {
				return order;
			}
		}
		throw new IllegalArgumentException("an order is one of " + words() + ", not '" + word + "'");
	}

	/** Every order's word, comma-separated, as a message lists them. */
	public static String words() {
		return String.join(", ", Arrays.stream(values()).map(BlockOrder::word).toList());
	}

	/**
	 * The orders an option or a run record names, comma-separated ({@code shuffled,duet}
	 * measures every block in both, on the same JVMs); null is shuffled alone.
	 */
	public static List<BlockOrder> listOf(String words) {
		if (words == null) {
			return List.of(SHUFFLED);
		}
		List<BlockOrder> orders = new ArrayList<>();
		for (String word : words.split(",", -1)) {
			BlockOrder order = of(word.strip());
			if (orders.contains(order)) {
				throw new IllegalArgumentException("an order is named twice: '" + words + "'");
			}
			orders.add(order);
		}
		if (orders.contains(SHUFFLED) && orders.contains(MIRRORED)) {
			throw new IllegalArgumentException(
					"shuffled and mirrored both measure one variant at a time: name one of them");
		}
		return List.copyOf(orders);
	}

	/** The orders as an option spells them: {@code shuffled,duet}. */
	public static String wordsOf(List<BlockOrder> orders) {
		return String.join(",", orders.stream().map(BlockOrder::word).toList());
	}

	/** The orders as run.json and plan.json hold them, read: their words. */
	public static final class FromWords extends StdConverter<String, List<BlockOrder>> {

		@Override
		public List<BlockOrder> convert(String words) {
			return listOf(words);
		}

	}

	/** The orders as run.json and plan.json hold them, written: their words. */
	public static final class ToWords extends StdConverter<List<BlockOrder>, String> {

		@Override
		public String convert(List<BlockOrder> orders) {
			return wordsOf(orders);
		}

	}

}
