package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * A window's samples as the sampler writes them: a row a second, and a row for the last
 * part second, which counts only when it is long enough.
 */
class SamplesTests {

	private static final String HEADER = "epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct\n";

	/** The header the sampler writes since it reads steal and loopback bytes. */
	private static final String FULL_HEADER = "epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct,"
			+ "steal_pct,loopback_bytes";

	@TempDir
	Path dir;

	@Test
	void leavesOutALastPartSecondTooShortToGiveACpuShare() throws IOException {
		Samples samples = read(HEADER + "1000,98.0,200000,40,30.0\n2000,99.0,201000,40,31.0\n2300,50.0,201000,40,\n");
		assertThat(samples.rows()).extracting(Samples.Row::epochMs).containsExactly(1000L, 2000L);
	}

	@Test
	void keepsALastPartSecondOfHalfASecondOrMore() throws IOException {
		Samples samples = read(
				HEADER + "1000,98.0,200000,40,30.0\n2000,99.0,201000,40,31.0\n2500,97.0,201000,40,29.0\n");
		assertThat(samples.rows()).hasSize(3);
		assertThat(samples.averageServerCpu()).isEqualTo(98.0);
	}

	@Test
	void readsTheHypervisorsStealAndTheLoopbackBytesWhichGiveTheThroughputSecondBySecond() throws IOException {
		// The second window of Tomcat 11 in a mirrored smoke run (wrk -c 10 -d 2s, 12,871
		// requests), started at the time its .cmd gives.
		Samples samples = Samples.read(Path.of("src/test/resources/captured/window-loopback.samples.csv"));
		assertThat(samples.rows()).extracting(Samples.Row::interfaceBytes).containsExactly(1706212L, 1998377L);
		assertThat(samples.rows()).extracting(Samples.Row::stealPercent).containsExactly(0.0, 0.0);
		assertThat(samples.averageSteal()).isEqualTo(0.0);
		long start = Instant.parse("2026-11-23T22:46:22.743Z").toEpochMilli();
		assertThat(samples.interfaceRates(start)).containsExactly(1706212 * 1000.0 / 1010, 1998377 * 1000.0 / 1005);
	}

	@Test
	void aWindowSampledBeforeStealAndLoopbackBytesWereReadHasNeither() throws IOException {
		Samples samples = read(HEADER + "1000,98.0,200000,40,30.0\n2000,99.0,201000,40,31.0\n");
		assertThat(samples.rows()).extracting(Samples.Row::stealPercent).containsOnlyNulls();
		assertThat(samples.averageSteal()).isNull();
		assertThat(samples.interfaceRates(0)).isEmpty();
	}

	@Test
	void readsTheDatabasesCpuOfARunWithADatabaseByItsColumnsName() throws IOException {
		// The header of results/2026-11-24T13-12-49Z's samples, and the database's column
		// after it; the last row, taken after the tool exited, is left out of the mean as
		// it is of the server's.
		Samples samples = read(FULL_HEADER + "," + Samples.DATABASE + "\n"
				+ "1000,98.0,200000,40,30.0,0.0,1706212,40.5\n2000,99.0,201000,40,31.0,0.0,1998377,39.5\n"
				+ "3000,2.0,201000,40,,0.0,1200,\n");
		assertThat(samples.rows()).extracting(Samples.Row::databaseCpuPercent).containsExactly(40.5, 39.5, null);
		assertThat(samples.averageDatabaseCpu()).isEqualTo(40.0);
		assertThat(samples.averageToolCpu()).isEqualTo(30.5);
	}

	@Test
	void aRunWithoutADatabaseHasNoDatabaseCpu() throws IOException {
		Samples samples = read(FULL_HEADER + "\n1000,98.0,200000,40,30.0,0.0,1706212\n");
		assertThat(samples.rows()).extracting(Samples.Row::databaseCpuPercent).containsOnlyNulls();
		assertThat(samples.averageDatabaseCpu()).isNull();
	}

	@Test
	void aDatabaseFigureThatCannotBeReadFailsTheRead() {
		assertThatExceptionOfType(NumberFormatException.class).isThrownBy(
				() -> read(FULL_HEADER + "," + Samples.DATABASE + "\n1000,98.0,200000,40,30.0,0.0,1706212,n/a\n"));
	}

	private Samples read(String content) throws IOException {
		Path csv = this.dir.resolve("w.samples.csv");
		Files.writeString(csv, content);
		return Samples.read(csv);
	}

}
