package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.github.bootbench.report.format.chart.ChartFiles;
import io.github.bootbench.report.input.RunDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The flame graphs' tree of frames, on stacks written out here and on the captured smoke
 * run's profiles ({@code captured/profiler-smoke-run}).
 */
class FlameGraphsTests {

	private static final Path RUN = Path.of("src", "test", "resources", "captured", "profiler-smoke-run");

	@TempDir
	private Path charts;

	@Test
	void stacksMergeIntoOneTreeWhoseFramesHoldWhatTheyAndTheirCalleesTookPerRequest() {
		CollapsedStacks stacks = new CollapsedStacks(List.of(
				new CollapsedStacks.Stack(List.of("java/lang/Thread.run_[j]", "org/apache/tomcat/util/net/Nio.run_[j]",
						"org/apache/catalina/core/ApplicationFilterChain.doFilter_[i]"), 3),
				new CollapsedStacks.Stack(List.of("java/lang/Thread.run_[i]", "org/apache/tomcat/util/net/Nio.run_[j]"),
						1)));
		FlameGraphs.Frame root = FlameGraphs.tree(stacks, 2.5);
		assertThat(root.micros).isCloseTo(10, within(1e-9));
		assertThat(root.called).containsOnlyKeys("java/lang/Thread.run");
		FlameGraphs.Frame nio = root.called.get("java/lang/Thread.run").called
			.get("org/apache/tomcat/util/net/Nio.run");
		assertThat(nio.micros).isCloseTo(10, within(1e-9));
		assertThat(nio.part).isEqualTo(StackPart.CONTAINER);
		FlameGraphs.Frame chain = nio.called.get("org/apache/catalina/core/ApplicationFilterChain.doFilter");
		assertThat(chain.micros).isCloseTo(7.5, within(1e-9));
		assertThat(chain.part).isEqualTo(StackPart.FILTER_CHAIN);
		assertThat(FlameGraphs.shortName("org/apache/catalina/core/ApplicationFilterChain.doFilter"))
			.isEqualTo("ApplicationFilterChain.doFilter");
		assertThat(FlameGraphs.shortName("tcp_sendmsg_[k]")).isEqualTo("tcp_sendmsg_[k]");
	}

	@Test
	void eachVariantIsDrawnBesideTheFirstForEachCell() throws IOException {
		RunDirectory run = RunDirectory.read(RUN);
		Profiles profiles = Profiles.read(run);
		List<String> written = FlameGraphs.write(profiles, run.record().options(), RUN,
				new ChartFiles(this.charts, "scope"));
		assertThat(written).containsExactly("profile-block-boot4-jetty-vs-boot4-tomcat.svg",
				"profile-async-boot4-jetty-vs-boot4-tomcat.svg");
		String svg = Files.readString(this.charts.resolve(written.get(0)));
		assertThat(svg).contains("<svg")
			.contains("boot4/tomcat (left) and boot4/jetty (right)")
			.contains("µs per request")
			.contains(StackPart.FILTER_CHAIN.words());
	}

}
