package io.github.bootbench.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The noise of a block's ratio, split into its within-round and between-round parts.
 */
class BlockNoiseTests {

	@Test
	void roundsThatAgreeWithinButNotBetweenThemselvesAreNoiseBetweenRounds() {
		BlockNoise noise = BlockNoise
			.of(List.of(Map.of(1, List.of(0.95, 0.95), 2, List.of(1.05, 1.05), 3, List.of(1.00, 1.00))));
		assertThat(noise.withinSd()).isZero();
		assertThat(noise.betweenSd()).isCloseTo(0.05, offset(0.002));
		assertThat(noise.cells()).isEqualTo(1);
		assertThat(noise.blocks()).isEqualTo(6);
	}

	@Test
	void aTrueDifferenceBetweenTheSidesOfACellIsNotNoise() {
		Map<Integer, List<Double>> tie = Map.of(1, List.of(0.98, 1.02), 2, List.of(1.01, 1.03), 3, List.of(0.97, 0.99));
		Map<Integer, List<Double>> lead = new TreeMap<>();
		tie.forEach((round, ratios) -> lead.put(round, ratios.stream().map((r) -> r * 1.3).toList()));
		BlockNoise one = BlockNoise.of(List.of(tie));
		BlockNoise both = BlockNoise.of(List.of(tie, lead));
		assertThat(both.withinSd()).isCloseTo(one.withinSd(), offset(1e-12));
		assertThat(both.betweenSd()).isCloseTo(one.betweenSd(), offset(1e-12));
		assertThat(both.cells()).isEqualTo(2);
	}

	@Test
	void blockNoiseAloneLeavesNoNoiseBetweenRounds() {
		// Round means wander by the blocks' own noise: that must not be read as JVMs
		// differing.
		BlockNoise noise = BlockNoise.of(cells(400, 0.06, 0, new Random(1)));
		assertThat(noise.withinSd()).isCloseTo(0.06, offset(0.004));
		assertThat(noise.betweenSd()).isLessThan(0.015);
	}

	@Test
	void knownComponentsAreRecovered() {
		BlockNoise noise = BlockNoise.of(cells(400, 0.05, 0.04, new Random(2)));
		assertThat(noise.withinSd()).isCloseTo(0.05, offset(0.004));
		assertThat(noise.betweenSd()).isCloseTo(0.04, offset(0.006));
		assertThat(noise.sd()).isCloseTo(Math.hypot(0.05, 0.04), offset(0.005));
	}

	@Test
	void cellsWithoutTwoBlocksInARoundOrTwoRoundsAreNotEnough() {
		assertThat(BlockNoise.of(List.of(Map.of(1, List.of(1.0), 2, List.of(1.1), 3, List.of(0.9))))).isNull();
		assertThat(BlockNoise.of(List.of(Map.of(1, List.of(1.0, 1.1, 0.9))))).isNull();
		assertThat(BlockNoise.of(List.of())).isNull();
	}

	/** Cells of 3 rounds of 2 blocks, log-normal with the given components. */
	static List<Map<Integer, List<Double>>> cells(int count, double withinSd, double betweenSd, Random random) {
		List<Map<Integer, List<Double>>> cells = new ArrayList<>();
		for (int c = 0; c < count; c++) {
			Map<Integer, List<Double>> cell = new TreeMap<>();
			for (int r = 1; r <= 3; r++) {
				double jvm = random.nextGaussian() * betweenSd;
				cell.put(r, List.of(Math.exp(jvm + random.nextGaussian() * withinSd),
						Math.exp(jvm + random.nextGaussian() * withinSd)));
			}
			cells.add(cell);
		}
		return cells;
	}

}
