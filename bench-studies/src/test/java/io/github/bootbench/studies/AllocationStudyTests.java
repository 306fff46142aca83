package io.github.bootbench.studies;

import java.io.IOException;
import java.util.List;

import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The allocation study on the committed default run of 5 blocks a round: its costs are
 * the run's, so its own design takes the run's own time, and a sequential design's time
 * follows the cells it still measures.
 */
class AllocationStudyTests {

	private static AllocationStudy study;

	@BeforeAll
	static void simulate() throws IOException {
		RunResult result = RunResult.of(RunDirectory.read(StudiedRun.DIRECTORY));
		study = AllocationStudy.of(result, 200);
	}

	@Test
	void theRunsOwnDesignComesFirstAndTakesTheRunsOwnTime() {
		AllocationStudy.Design own = study.own();
		assertThat(own.allocation()).isEqualTo(Allocation.fixed(3, 5));
		assertThat(own.tieSeconds()).isCloseTo(study.runSeconds(), within(1e-6));
		assertThat(own.plantedSeconds()).isCloseTo(study.runSeconds(), within(1e-6));
		// 28 min 55 s, 4 variants, 6 cells of 3 ratios each.
		assertThat(study.runSeconds()).isCloseTo(1735.3, within(0.1));
		assertThat(study.variants()).isEqualTo(4);
		assertThat(study.ratioCells()).isEqualTo(18);
		assertThat(study.cpuModel()).isEqualTo("AMD EPYC");
		assertThat(study.designs()).extracting(AllocationStudy.Design::allocation).doesNotHaveDuplicates();
	}

	@Test
	void aRoundNobodyNeedsCostsNothingAndOneEveryCellNeedsCostsAFullRound() {
		Allocation design = Allocation.sequential(3, 3, 4);
		AllocationOutcome allDecided = new AllocationOutcome(design, 1, 100, 0, 0, 1, List.of(1.0, 1.0, 1.0, 0.0), 3);
		AllocationOutcome noneDecided = new AllocationOutcome(design, 1, 100, 0, 0, 0, List.of(1.0, 1.0, 1.0, 1.0), 4);
		double three = AllocationStudy.seconds(allDecided, 4, 18, 300, 60, 20);
		double four = AllocationStudy.seconds(noneDecided, 4, 18, 300, 60, 20);
		assertThat(three).isCloseTo(20 + 3 * (300 + 3 * 60), within(1e-9));
		assertThat(four - three).isCloseTo(300 + 3 * 60, within(1e-9));
	}

	@Test
	void aRoundHalfTheCellsNeedStillStartsEveryJvmButMeasuresFewerWindows() {
		Allocation design = Allocation.sequential(3, 3, 4);
		AllocationOutcome half = new AllocationOutcome(design, 1, 100, 0, 0, 0, List.of(1.0, 1.0, 1.0, 0.5), 3.5);
		double fourth = AllocationStudy.seconds(half, 4, 18, 300, 60, 0) - 3 * (300 + 3 * 60);
		// Some of 18 ratio cells is still measured all but surely; a cell's block keeps
		// its baseline while any of its 3 ratios is: (3 × 0.5 + 1 − 0.5³) / 4 of it.
		assertThat(fourth).isCloseTo((1 - Math.pow(0.5, 18)) * 300 + 3 * 60 * (1.5 + 0.875) / 4, within(1e-9));
	}

	@Test
	void theBestDesignFitsTheRunsTimeAndCallsTiesNoMoreOftenThanItsOwn() {
		AllocationStudy.Design best = study.best();
		assertThat(best.seconds()).isLessThanOrEqualTo(study.runSeconds() * (1 + AllocationStudy.TIME_SLACK));
		assertThat(best.tie().calledShare()).isLessThanOrEqualTo(study.own().tie().calledShare());
		assertThat(best.planted().slowerShare()).isGreaterThanOrEqualTo(study.own().planted().slowerShare());
	}

}
