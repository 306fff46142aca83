package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Function;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;

/**
 * The order a run measures in, drawn from a seed so that {@code --seed} replays it. In
 * each round, every cell gets {@code blocksPerRound} blocks: the round is that many
 * passes, each over every cell in a fresh random order, so a cell's blocks are spread
 * over the round rather than bunched. Inside a block, every variant is measured once, in
 * a fresh random order ({@link Order#SHUFFLED}), or twice: a fresh random order and then
 * the same order reversed ({@link Order#MIRRORED}, A B B A for two variants), so that a
 * drift that is linear over the block weighs alike on every variant.
 * <p>
 * {@link Random} is used because its sequence is specified by the Java SE API: the same
 * seed gives the same order on every JDK.
 */
public final class Schedule {

	private Schedule() {
	}

	/** How the variants follow each other inside a block. */
	public enum Order {

		/** Each variant once, in a fresh random order. */
		SHUFFLED,

		/**
		 * A fresh random order, then the same reversed: each variant twice, its two
		 * windows as far from the block's middle as each other.
		 */
		MIRRORED;

		/** {@code shuffled} or {@code mirrored}, as the option takes it. */
		public String word() {
			return name().toLowerCase(Locale.ROOT);
		}

		/** How many windows each variant gets in a block. */
		public int visits() {
			return (this == MIRRORED) ? 2 : 1;
		}

		/**
		 * The order an option or a run record names; null (a run made before) is
		 * shuffled.
		 */
		public static Order of(String word) {
			if (word == null) {
				return SHUFFLED;
			}
			for (Order order : values()) {
				if (order.word().equals(word)) {
					return order;
				}
			}
			throw new IllegalArgumentException("an order is shuffled or mirrored, not '" + word + "'");
		}

	}

	/**
	 * One block: a cell measured once on every variant, back to back.
	 *
	 * @param slot the block's position in its round, from 1
	 * @param block how many times this cell has been measured in this round, from 1
	 * @param variants the order the variants are measured in (each twice in a mirrored
	 * block)
	 */
	public record Block(int round, int slot, Cell cell, int block, List<String> variants) {

		/**
		 * One tab-separated line: round, slot, endpoint, tool, concurrency, block,
		 * variants.
		 */
		public String line() {
			return String.join("\t", String.valueOf(this.round), String.valueOf(this.slot), this.cell.endpoint(),
					this.cell.tool().id(), String.valueOf(this.cell.concurrency()), String.valueOf(this.block),
					String.join(",", this.variants));
		}

	}

	/** Every cell of closed-loop tools, endpoints outermost, in the order given. */
	public static List<Cell> cells(List<String> endpoints, List<Tool> tools, List<Integer> concurrency) {
		return cells(endpoints, tools, concurrency, (endpoint) -> List.of());
	}

	/**
	 * Every cell, endpoints outermost, in the order given: each closed-loop tool at each
	 * concurrency, the fixed-rate tool at the endpoint's rates.
	 */
	public static List<Cell> cells(List<String> endpoints, List<Tool> tools, List<Integer> concurrency,
			Function<String, List<Integer>> rates) {
		List<Cell> cells = new ArrayList<>();
		for (String endpoint : endpoints) {
			for (Tool tool : tools) {
				for (int level : Tool.atFixedRate(tool) ? rates.apply(endpoint) : concurrency) {
					cells.add(new Cell(endpoint, tool, level));
				}
			}
		}
		return List.copyOf(cells);
	}

	/**
	 * A run split into parts (a sweep of more JVMs than a round holds): each part's
	 * rounds in turn, numbered on from the part before, each part drawn from the seed
	 * plus its index, so that a part's order does not depend on how many parts came
	 * before it.
	 */
	public static List<Block> ofParts(List<List<String>> parts, List<Cell> cells, int rounds, int blocksPerRound,
			long seed, Order order) {
		List<Block> blocks = new ArrayList<>();
		for (int index = 0; index < parts.size(); index++) {
			int offset = index * rounds;
			for (Block block : of(parts.get(index), cells, rounds, blocksPerRound, seed + index, order)) {
				blocks.add(
						new Block(block.round() + offset, block.slot(), block.cell(), block.block(), block.variants()));
			}
		}
		return List.copyOf(blocks);
	}

	/** The whole run's blocks, round by round, each variant once in a block. */
	public static List<Block> of(List<String> variants, List<Cell> cells, int rounds, int blocksPerRound, long seed) {
		return of(variants, cells, rounds, blocksPerRound, seed, Order.SHUFFLED);
	}

	/**
	 * The whole run's blocks, round by round, in the order they are measured. A mirrored
	 * block draws the same random numbers as a shuffled one, so the two orders of one
	 * seed differ only in the mirrored half.
	 */
	public static List<Block> of(List<String> variants, List<Cell> cells, int rounds, int blocksPerRound, long seed,
			Order inBlock) {
		if (variants.isEmpty() || cells.isEmpty() || rounds < 1 || blocksPerRound < 1) {
			throw new IllegalArgumentException("a schedule needs variants, cells, rounds and blocks");
		}
		Random random = new Random(seed);
		List<Block> blocks = new ArrayList<>();
		for (int round = 1; round <= rounds; round++) {
			int slot = 0;
			for (int pass = 1; pass <= blocksPerRound; pass++) {
				List<Cell> order = new ArrayList<>(cells);
				Collections.shuffle(order, random);
				for (Cell cell : order) {
					List<String> variantOrder = new ArrayList<>(variants);
					Collections.shuffle(variantOrder, random);
					if (inBlock == Order.MIRRORED) {
						List<String> reversed = new ArrayList<>(variantOrder);
						Collections.reverse(reversed);
						variantOrder.addAll(reversed);
					}
					blocks.add(new Block(round, ++slot, cell, pass, List.copyOf(variantOrder)));
				}
			}
		}
		return List.copyOf(blocks);
	}

}
