package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * A window's {@code .cmd} under a CPU limit, as a committed run wrote it: the group's
 * {@code cpu.stat} counters before and after the window, read as what the limit did over
 * it.
 */
class WindowCommandTests {

	/** The run of Tomcat 11, Jetty 12.1 and Undertow 2.3 each limited to 0.5 CPU. */
	private static final String LIMITED = "2026-12-02T04-23-36Z";

	@Test
	void aLimitedWindowSaysHowManyOfItsPeriodsTheLimitThrottled() throws IOException {
		Path cmd = PublishedRun.directory(LIMITED).resolve("raw/boot4-jetty/async/wrk-c100-r1-b1.cmd");
		WindowCommand command = WindowCommand.read(cmd);
		// cpu_stat_before: 2721 1210 123684247, cpu_stat_after: 2743 1230 124655477
		assertThat(command.throttling()).isEqualTo(new WindowCommand.Throttling(22, 20, 971230));
		assertThat(command.throttling().throttledPercent()).isCloseTo(90.9, offset(0.05));
		assertThat(command.connectionsAccepted()).isEqualTo(101L);
	}

	@Test
	void aWindowWithoutALimitHasNoThrottlingAndOneCounterAloneReadsAsNone() throws IOException {
		Path unlimited = PublishedRun.directory("2026-12-02T02-57-03Z")
			.resolve("raw/boot4-jetty/async/wrk-c100-r1-b1.cmd");
		assertThat(WindowCommand.read(unlimited).throttling()).isNull();
		assertThat(WindowCommand.Throttling.parse("2721 1210 123684247", null)).isNull();
		assertThat(WindowCommand.Throttling.parse("2721 1210", "2743 1230 124655477")).isNull();
	}

}
