package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;

/**
 * The order a run measures in, drawn from a seed so that {@code --seed} replays it. In
 * each round, every cell gets {@code blocksPerRound} blocks: the round is that many
 * passes, each over every cell in a fresh random order, so a cell's blocks are spread
 * over the round rather than bunched. Inside a block, every variant is measured once, in
 * a fresh random order ({@link BlockOrder#SHUFFLED}), or twice: a fresh random order and
 * then the same order reversed ({@link BlockOrder#MIRRORED}, A B B A for two variants),
 * so that a drift that is linear over the block weighs alike on every variant.
 * <p>
 * {@link Random} is used because its sequence is specified by the Java SE API: the same
 * seed gives the same order on every JDK.
 */
public final class Schedule {

	private Schedule() {
	}

	/**
	 * One block: a cell measured once on every variant, back to back, in one order.
	 *
	 * @param slot the block's position in its round, from 1
	 * @param block how many times this cell has been measured in this round, from 1
	 * @param variants the windows in measuring order: a solo block's are its variants
	 * (each twice in a mirrored block), a duet block's are its pairs, each {@code A+B}
	 * @param order how the block measures; a duet's is written as the line's last column
	 */
	public record Block(int round, int slot, Cell cell, int block, List<String> variants,
			@JsonInclude(JsonInclude.Include.NON_NULL) BlockOrder order) {

		/** Separates the two variants of a duet window in {@link #variants()}. */
		public static final String DUET_JOIN = "+";

		/** A solo block of the run's first order. */
		public Block(int round, int slot, Cell cell, int block, List<String> variants) {
			this(round, slot, cell, block, variants, null);
		}

		/**
		 * How many windows of a variant the block measures: two for each pair of a duet
		 * (each side's window is measured and kept apart).
		 */
		public int measurements() {
			return this.variants.size() * ((this.order != null && this.order.duet()) ? 2 : 1);
		}

		/**
		 * One tab-separated line: round, slot, endpoint, tool, concurrency, block,
		 * variants, and the order where it is a duet's (so that a solo plan reads as it
		 * always did).
		 */
		public String line() {
			String line = String.join("\t", String.valueOf(this.round), String.valueOf(this.slot), this.cell.endpoint(),
					this.cell.tool().id(), String.valueOf(this.cell.concurrency()), String.valueOf(this.block),
					String.join(",", this.variants));
			return (this.order != null && this.order.duet()) ? line + "\t" + this.order.word() : line;
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
			long seed, List<BlockOrder> orders) {
		List<Block> blocks = new ArrayList<>();
		for (int index = 0; index < parts.size(); index++) {
			int offset = index * rounds;
			for (Block block : of(parts.get(index), cells, rounds, blocksPerRound, seed + index, orders)) {
				blocks.add(new Block(block.round() + offset, block.slot(), block.cell(), block.block(),
						block.variants(), block.order()));
			}
		}
		return List.copyOf(blocks);
	}

	/** The whole run's blocks, round by round, each variant once in a block. */
	public static List<Block> of(List<String> variants, List<Cell> cells, int rounds, int blocksPerRound, long seed) {
		return of(variants, cells, rounds, blocksPerRound, seed, List.of(BlockOrder.SHUFFLED));
	}

	/** The whole run's blocks in one order. */
	public static List<Block> of(List<String> variants, List<Cell> cells, int rounds, int blocksPerRound, long seed,
			BlockOrder inBlock) {
		return of(variants, cells, rounds, blocksPerRound, seed, List.of(inBlock));
	}

	/**
	 * The whole run's blocks, round by round, in the order they are measured. A mirrored
	 * block draws the same random numbers as a shuffled one, so the two orders of one
	 * seed differ only in the mirrored half. With several orders, each block of a cell is
	 * measured in every one of them, back to back, in a fresh random sequence of orders,
	 * on the same JVMs: what a study of the orders compares. A duet block pairs the
	 * baseline (the first variant) with each other one, in a fresh random order, and
	 * draws which of the two is named (and its load started) first.
	 */
	public static List<Block> of(List<String> variants, List<Cell> cells, int rounds, int blocksPerRound, long seed,
			List<BlockOrder> orders) {
		if (variants.isEmpty() || cells.isEmpty() || rounds < 1 || blocksPerRound < 1 || orders.isEmpty()) {
			throw new IllegalArgumentException("a schedule needs variants, cells, rounds, blocks and an order");
		}
		if (orders.stream().anyMatch(BlockOrder::duet) && variants.size() < 2) {
			throw new IllegalArgumentException("a duet needs a baseline and at least one other variant");
		}
		Random random = new Random(seed);
		List<Block> blocks = new ArrayList<>();
		for (int round = 1; round <= rounds; round++) {
			int slot = 0;
			for (int pass = 1; pass <= blocksPerRound; pass++) {
				List<Cell> order = new ArrayList<>(cells);
				Collections.shuffle(order, random);
				for (Cell cell : order) {
					List<BlockOrder> sequence = new ArrayList<>(orders);
					if (sequence.size() > 1) {
						Collections.shuffle(sequence, random);
					}
					for (BlockOrder inBlock : sequence) {
						List<String> windows = inBlock.duet() ? duetWindows(variants, random)
								: soloWindows(variants, random, inBlock);
						blocks.add(new Block(round, ++slot, cell, pass, windows,
								(orders.size() == 1 && !inBlock.duet()) ? null : inBlock));
					}
				}
			}
		}
		return List.copyOf(blocks);
	}

	private static List<String> soloWindows(List<String> variants, Random random, BlockOrder inBlock) {
		List<String> variantOrder = new ArrayList<>(variants);
		Collections.shuffle(variantOrder, random);
		if (inBlock == BlockOrder.MIRRORED) {
			List<String> reversed = new ArrayList<>(variantOrder);
			Collections.reverse(reversed);
			variantOrder.addAll(reversed);
		}
		return List.copyOf(variantOrder);
	}

	private static List<String> duetWindows(List<String> variants, Random random) {
		String baseline = variants.get(0);
		List<String> partners = new ArrayList<>(variants.subList(1, variants.size()));
		Collections.shuffle(partners, random);
		List<String> windows = new ArrayList<>();
		for (String partner : partners) {
			windows.add(
					random.nextBoolean() ? baseline + Block.DUET_JOIN + partner : partner + Block.DUET_JOIN + baseline);
		}
		return List.copyOf(windows);
	}

}
