package io.github.bootbench.report.model;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RunTimeTests {

	/** The second planted run: 5 JVMs a round, 3 rounds, warm-up on both CPUs. */
	private static final String PLANTED = "2026-11-24T02-30-40Z";

	@Test
	void aRunsTimeIsSplitIntoItsPhasesFromItsRecordedTimestamps() throws IOException {
		RunTime time = RunTime.of(RunDirectory.read(PublishedRun.directory(PLANTED)));
		// Worked out by hand from run.json, the windows' .cmd files and each round's
		// earliest first warm-up reading less its 5 s of load.
		assertThat(time.totalMs()).isEqualTo(1_060_058);
		assertThat(time.coldStartsMs()).isEqualTo(12_232);
		assertThat(time.jvmStartsMs()).isEqualTo(30_869 + 26_160 + 22_388);
		assertThat(time.warmupMs()).isEqualTo(272_227 + 254_279 + 216_234);
		assertThat(time.measuringMs()).isEqualTo(73_726 + 74_058 + 74_053);
		assertThat(time.loadMs()).isEqualTo(183_826);
		assertThat(time.stopsMs()).isEqualTo(1_327 + 1_109 + 1_289);
		assertThat(time.memoryMs()).isZero();
		assertThat(time.otherMs()).isEqualTo(107);
		assertThat(time.warmupShare()).isCloseTo(742_740 / 1_060_058.0, within(1e-9));
	}

	@Test
	void aRunWithoutItsEndHasNoTime() throws IOException {
		RunDirectory run = RunDirectory.read(PublishedRun.directory(PLANTED));
		JsonNode tree = run.recorded().deepCopy();
		((ObjectNode) tree).remove("endedAt");
		RunRecord record = Json.MAPPER.treeToValue(tree, RunRecord.class);
		assertThat(RunTime.of(new RunDirectory(run.path(), record, tree, run.measurements(), run.coldStarts(),
				run.builds(), run.headers(), run.warmups())))
			.isNull();
	}

	@Test
	void aRoundWithoutWarmupCurvesCountsNoWarmupAndItsStartUpToTheFirstWindow() throws IOException {
		RunDirectory run = RunDirectory.read(PublishedRun.directory(PLANTED));
		RunTime time = RunTime.of(new RunDirectory(run.path(), run.record(), run.recorded(), run.measurements(),
				run.coldStarts(), run.builds(), run.headers(), List.of()));
		assertThat(time.warmupMs()).isZero();
		assertThat(time.jvmStartsMs()).isEqualTo(79_417 + 742_740);
		assertThat(time.totalMs()).isEqualTo(1_060_058);
	}

}
