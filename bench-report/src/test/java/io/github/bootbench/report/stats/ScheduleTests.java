package io.github.bootbench.report.stats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.BlockOrder;
import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.core.Tool;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The measuring order: drawn from the seed, every cell's blocks spread over each round.
 */
class ScheduleTests {

	private static final List<String> VARIANTS = List.of("tomcat", "jetty", "undertow", "tomcat-control");

	private static final List<Cell> CELLS = Schedule.cells(List.of("block", "async"), List.of(Tool.WRK),
			List.of(50, 100, 200));

	@Test
	void theSameSeedReplaysTheOrderAndAnotherSeedDrawsAnother() {
		List<Schedule.Block> first = Schedule.of(VARIANTS, CELLS, 3, 2, 42);
		assertThat(Schedule.of(VARIANTS, CELLS, 3, 2, 42)).isEqualTo(first);
		assertThat(Schedule.of(VARIANTS, CELLS, 3, 2, 43)).isNotEqualTo(first);
	}

	@Test
	void everyRoundMeasuresEveryCellOncePerPassWithEveryVariantOncePerBlock() {
		List<Schedule.Block> blocks = Schedule.of(VARIANTS, CELLS, 3, 2, 7);
		assertThat(blocks).hasSize(3 * 2 * CELLS.size());
		for (int round = 1; round <= 3; round++) {
			for (int pass = 1; pass <= 2; pass++) {
				int r = round;
				int p = pass;
				List<Cell> cells = blocks.stream()
					.filter((b) -> b.round() == r && b.block() == p)
					.map(Schedule.Block::cell)
					.toList();
				assertThat(cells).containsExactlyInAnyOrderElementsOf(CELLS);
			}
		}
		assertThat(blocks).allSatisfy((b) -> assertThat(b.variants()).containsExactlyInAnyOrderElementsOf(VARIANTS));
		// A pass is measured before the next one starts: a cell's blocks are spread over
		// the round.
		assertThat(blocks.stream().filter((b) -> b.round() == 1).map(Schedule.Block::block).toList()).isSorted();
	}

	@Test
	void theOrderIsShuffledNotFixed() {
		List<Schedule.Block> blocks = Schedule.of(VARIANTS, CELLS, 3, 2, 11);
		Map<String, Long> firsts = blocks.stream()
			.collect(Collectors.groupingBy((b) -> b.variants().get(0), Collectors.counting()));
		assertThat(firsts).hasSizeGreaterThan(1);
		assertThat(blocks.stream().filter((b) -> b.slot() == 1).map(Schedule.Block::cell).distinct().count())
			.isGreaterThan(1);
	}

	@Test
	void aMirroredBlockMeasuresTheShuffledOrderAndThenItsReverse() {
		List<Schedule.Block> shuffled = Schedule.of(VARIANTS, CELLS, 3, 2, 42);
		List<Schedule.Block> mirrored = Schedule.of(VARIANTS, CELLS, 3, 2, 42, BlockOrder.MIRRORED);
		assertThat(mirrored).hasSameSizeAs(shuffled);
		for (int i = 0; i < mirrored.size(); i++) {
			List<String> order = shuffled.get(i).variants();
			List<String> reversed = new java.util.ArrayList<>(order);
			java.util.Collections.reverse(reversed);
			assertThat(mirrored.get(i).cell()).isEqualTo(shuffled.get(i).cell());
			assertThat(mirrored.get(i).variants().subList(0, order.size())).isEqualTo(order);
			assertThat(mirrored.get(i).variants().subList(order.size(), 2 * order.size())).isEqualTo(reversed);
		}
		assertThat(BlockOrder.MIRRORED.windows(4)).isEqualTo(8);
		assertThat(BlockOrder.of(null)).isEqualTo(BlockOrder.SHUFFLED);
	}

	@Test
	void aDuetBlockPairsTheBaselineWithEveryOtherVariantOnceEachInADrawnOrder() {
		List<Schedule.Block> blocks = Schedule.of(VARIANTS, CELLS, 3, 2, 5, List.of(BlockOrder.DUET));
		assertThat(blocks).hasSize(3 * 2 * CELLS.size());
		assertThat(blocks).allSatisfy((b) -> {
			assertThat(b.order()).isEqualTo(BlockOrder.DUET);
			assertThat(b.variants()).hasSize(3);
			assertThat(b.variants()).allSatisfy((pair) -> assertThat(pair.split("\\+")).hasSize(2).contains("tomcat"));
			assertThat(b.variants().stream().map((pair) -> pair.replace("tomcat+", "").replace("+tomcat", "")))
				.containsExactlyInAnyOrder("jetty", "undertow", "tomcat-control");
		});
		// Which of the two is started first is drawn, not always the baseline.
		assertThat(blocks.stream().flatMap((b) -> b.variants().stream()).map((pair) -> pair.startsWith("tomcat+")))
			.contains(true, false);
		assertThat(blocks.get(0).line()).endsWith("\tduet").contains("+");
		assertThat(BlockOrder.DUET.windows(4)).isEqualTo(3);
	}

	@Test
	void aStudyOfOrdersMeasuresEveryBlockInEachOrderOnTheSameRoundInADrawnSequence() {
		List<BlockOrder> orders = BlockOrder.listOf("shuffled,duet,sliced");
		List<Schedule.Block> blocks = Schedule.of(VARIANTS, CELLS, 3, 2, 9, orders);
		assertThat(blocks).hasSize(3 * 3 * 2 * CELLS.size());
		for (int i = 0; i < blocks.size(); i += 3) {
			List<Schedule.Block> three = blocks.subList(i, i + 3);
			assertThat(three).extracting(Schedule.Block::cell).containsOnly(three.get(0).cell());
			assertThat(three).extracting(Schedule.Block::order).containsExactlyInAnyOrderElementsOf(orders);
		}
		assertThat(blocks.stream().filter((b) -> b.slot() % 3 == 1).map(Schedule.Block::order).distinct().count())
			.isGreaterThan(1);
		assertThat(blocks).filteredOn((b) -> b.order() == BlockOrder.SHUFFLED)
			.allSatisfy((b) -> assertThat(b.line()).doesNotContain("duet").doesNotContain("+"));
	}

	@Test
	void anOrderListNamesEachOrderOnceAndOneSoloOrderAtMost() {
		assertThat(BlockOrder.listOf(null)).containsExactly(BlockOrder.SHUFFLED);
		assertThat(BlockOrder.wordsOf(BlockOrder.listOf("duet,shuffled"))).isEqualTo("duet,shuffled");
		org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
			.isThrownBy(() -> BlockOrder.listOf("duet,duet"));
		org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
			.isThrownBy(() -> BlockOrder.listOf("shuffled,mirrored"));
		org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
			.isThrownBy(() -> BlockOrder.listOf("interleaved"))
			.withMessageContaining("shuffled, mirrored, duet, sliced");
	}

	@Test
	void aBlockIsOneTabSeparatedLine() {
		Schedule.Block block = new Schedule.Block(2, 5, new Cell("async", Tool.WRK, 100), 1,
				List.of("jetty", "tomcat"));
		assertThat(block.line()).isEqualTo("2\t5\tasync\twrk\t100\t1\tjetty,tomcat");
	}

	@Test
	void theFixedRateToolTakesEachEndpointsRatesAndTheClosedLoopToolsTheConcurrencies() {
		List<Cell> cells = Schedule.cells(List.of("block", "io"), List.of(Tool.WRK, Tool.HYPERFOIL), List.of(50, 100),
				(endpoint) -> "block".equals(endpoint) ? List.of(6000, 12000) : List.of(1200));
		assertThat(cells).extracting(Cell::label)
			.containsExactly("block wrk c=50", "block wrk c=100", "block hyperfoil 6000/s", "block hyperfoil 12000/s",
					"io wrk c=50", "io wrk c=100", "io hyperfoil 1200/s");
		assertThat(Schedule.cells(List.of("block"), List.of(Tool.HYPERFOIL), List.of(100))).as("no rates: no cells")
			.isEmpty();
		assertThat(Tool.HYPERFOIL.id()).isEqualTo(Tool.HYPERFOIL.id());
	}

	@Test
	void aRunSplitIntoPartsReplaysThePlanItRecorded() throws IOException {
		// The worker sweep, split into 3 parts, whose plan.tsv the harness wrote part by
		// part.
		Path run = PublishedRun.directory("2026-11-22T05-50-01Z");
		RunRecord.Options options = RunDirectory.readRecord(run).options();
		assertThat(options.parts()).hasSize(3);
		List<String> lines = Schedule
			.ofParts(options.parts(), Schedule.cells(options.endpoints(), options.tools(), options.concurrency()),
					options.rounds(), options.blocksPerRound(), options.seed(), options.order())
			.stream()
			.map(Schedule.Block::line)
			.toList();
		assertThat(lines).isEqualTo(Files.readAllLines(run.resolve("plan.tsv")));
	}

}
