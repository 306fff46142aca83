package io.github.bootbench.report.input;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The request threads a live container reported, as a report's header shows them. */
class ThreadLimitsTests {

	@Test
	void namesThePoolsClassSoThatAVirtualThreadPoolShows() {
		assertThat(new ThreadLimits("org.apache.tomcat.util.threads.ThreadPoolExecutor", 10, 200, 1).describe())
			.isEqualTo("workers 10–200 (ThreadPoolExecutor) · io 1");
		assertThat(new ThreadLimits("org.eclipse.jetty.util.thread.VirtualThreadPool", null, 200, 1).describe())
			.isEqualTo("workers 200 (VirtualThreadPool) · io 1");
	}

	@Test
	void marksAPoolWithoutALimitToReadAndLeavesOutWhatWasNotReported() {
		assertThat(new ThreadLimits("org.apache.tomcat.util.threads.VirtualThreadExecutor", null, null, 1).describe())
			.isEqualTo("workers ? (VirtualThreadExecutor) · io 1");
		assertThat(new ThreadLimits(null, 16, 16, null).describe()).isEqualTo("workers 16");
	}

}
