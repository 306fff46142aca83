package io.github.bootbench.report.feature.profile;

import java.awt.Color;
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
 * The differential flame graphs' tree of frames and colours, on stacks written out here
 * and on the captured smoke run's profiles ({@code captured/profiler-smoke-run}).
 */
class FlameGraphsTests {

	private static final Path RUN = Path.of("src", "test", "resources", "captured", "profiler-smoke-run");

	@TempDir
	private Path charts;

	@Test
	void stacksMergeIntoOneTreeWhoseFramesHoldWhatTheyAndTheirCalleesTookPerRequestOnEachSide() {
		CollapsedStacks stacks = new CollapsedStacks(List.of(
				new CollapsedStacks.Stack(List.of("java/lang/Thread.run_[j]", "org/apache/tomcat/util/net/Nio.run_[j]",
						"org/apache/catalina/core/ApplicationFilterChain.doFilter_[i]"), 3),
				new CollapsedStacks.Stack(List.of("java/lang/Thread.run_[i]", "org/apache/tomcat/util/net/Nio.run_[j]"),
						1)));
		CollapsedStacks before = new CollapsedStacks(List.of(new CollapsedStacks.Stack(
				List.of("java/lang/Thread.run_[j]", "org/apache/tomcat/util/net/Nio.run_[j]"), 2)));
		FlameFrame root = FlameFrame.add(FlameFrame.root(), before, 2.5, true);
		FlameFrame.add(root, stacks, 2.5, false);
		assertThat(root.micros).isCloseTo(10, within(1e-9));
		assertThat(root.before).isCloseTo(5, within(1e-9));
		assertThat(root.called).containsOnlyKeys("java/lang/Thread.run");
		FlameFrame nio = root.called.get("java/lang/Thread.run").called.get("org/apache/tomcat/util/net/Nio.run");
		assertThat(nio.micros).isCloseTo(10, within(1e-9));
		assertThat(nio.difference()).isCloseTo(5, within(1e-9));
		FlameFrame chain = nio.called.get("org/apache/catalina/core/ApplicationFilterChain.doFilter");
		assertThat(chain.micros).isCloseTo(7.5, within(1e-9));
		assertThat(chain.before).isZero();
		assertThat(chain.own).as("the leaf of 3 samples").isCloseTo(7.5, within(1e-9));
		assertThat(nio.own).isCloseTo(2.5, within(1e-9));
		assertThat(nio.ownBefore).isCloseTo(5, within(1e-9));
		assertThat(nio.ownDifference()).isCloseTo(-2.5, within(1e-9));
		assertThat(FlameGraphs.shortName("org/apache/catalina/core/ApplicationFilterChain.doFilter"))
			.isEqualTo("ApplicationFilterChain.doFilter");
		assertThat(FlameGraphs.shortName("tcp_sendmsg_[k]")).isEqualTo("tcp_sendmsg_[k]");
	}

	@Test
	void siblingsAreInAlphabeticalOrderSoThatASubtreeSitsInOnePlaceOnEverySide() {
		CollapsedStacks stacks = new CollapsedStacks(List.of(new CollapsedStacks.Stack(List.of("root", "zeta"), 1),
				new CollapsedStacks.Stack(List.of("root", "alpha"), 1),
				new CollapsedStacks.Stack(List.of("root", "mu"), 1)));
		FlameFrame root = FlameFrame.add(FlameFrame.root(), stacks, 1, false);
		assertThat(root.called.get("root").called.keySet()).containsExactly("alpha", "mu", "zeta");
	}

	@Test
	void moreIsRedLessIsBlueAndNoDifferenceGreyDeepestAtTheLargest() {
		assertThat(FlameGraphs.color(0, 4)).isEqualTo(FlameGraphs.NEUTRAL);
		assertThat(FlameGraphs.color(4, 4)).isEqualTo(new Color(255, 32, 32));
		assertThat(FlameGraphs.color(-4, 4)).isEqualTo(new Color(32, 32, 255));
		assertThat(FlameGraphs.color(-8, 4)).as("clamped").isEqualTo(new Color(32, 32, 255));
		assertThat(FlameGraphs.color(2, 4).getGreen()).isEqualTo(132);
	}

	@Test
	void eachVariantIsDrawnAgainstTheFirstAndTheFirstAgainstItForEachCellWithEachFramesFiguresInItsTitle()
			throws IOException {
		RunDirectory run = RunDirectory.read(RUN);
		Profiles profiles = Profiles.read(run);
		List<String> written = FlameGraphs.write(profiles, run.record().options(), RUN,
				new ChartFiles(this.charts, "scope"));
		assertThat(written).containsExactly("profile-block-boot4-jetty-vs-boot4-tomcat.svg",
				"profile-block-boot4-tomcat-vs-boot4-jetty.svg", "profile-async-boot4-jetty-vs-boot4-tomcat.svg",
				"profile-async-boot4-tomcat-vs-boot4-jetty.svg");
		String svg = Files.readString(this.charts.resolve(written.get(0)));
		assertThat(svg).contains("<svg")
			.contains("Differential flame graph, /test/block wrk c=10: boot4/jetty against boot4/tomcat")
			.containsPattern("<title>java/lang/Thread.run: [\\d.]+ µs \\([\\d.]+\\); itself [\\d.]+ µs \\([\\d.]+, "
					+ "[+-][\\d.]+\\)</title>")
			.contains("Hover: µs with callees on boot4/jetty (on boot4/tomcat), then itself.")
			.contains("µs more a request on boot4/jetty");
		// The negated graph draws Tomcat's own frames, which Jetty's graph cannot.
		String negated = Files.readString(this.charts.resolve(written.get(1)));
		assertThat(negated).contains("boot4/tomcat against boot4/jetty")
			.containsPattern("<title>org/apache/catalina/[^<]+</title>")
			.doesNotContain("<title>org/eclipse/jetty/");
		assertThat(svg).doesNotContain("<title>org/apache/catalina/");
	}

}
