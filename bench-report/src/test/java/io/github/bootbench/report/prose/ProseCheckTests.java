package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each kind of break the build must catch in the prose, shown to fail on a document that
 * has it and to pass once mended: the documents are written beside the committed runs
 * they cite, so that their links are the real ones.
 */
class ProseCheckTests {

	private static final String RUN = "../../../results/2026-11-24T04-07-26Z/README.md";

	private static final String MEMORY_RUN = "../../../results/2026-11-23T19-19-56Z/README.md";

	private static final String SMART_SERVLET_MEMORY_RUN = "../../../results/2026-11-23T22-48-52Z/README.md";

	private static final String JETTY_BLOCK = "\"boot4-jetty / boot4-tomcat, block wrk c=100\"";

	private final ProseCheck check = new ProseCheck();

	@Test
	void aFigureThatDiffersFromItsRunFails() throws IOException {
		assertThat(problems("Jetty 12.1 reads [0.95× [0.87–0.94] slower](" + RUN + " " + JETTY_BLOCK + ").\n"))
			.singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
			.contains("says '0.95× [0.87–0.94] slower', its run says '0.94× [0.85–1.04] undecided'");
		assertThat(problems("Jetty 12.1 reads [0.94× [0.85–1.04] undecided](" + RUN + " " + JETTY_BLOCK + ").\n"))
			.isEmpty();
	}

	@Test
	void aRatioWithoutAClaimThatChecksItFails() throws IOException {
		assertThat(problems("Jetty 12.1 reads 0.91× of Tomcat 11 on /test/block.\n")).singleElement()
			.asString()
			.contains("ratio 0.91× cited without a claim");
	}

	@Test
	void aRangeGivenFromASingleCellFails() throws IOException {
		assertThat(problems("Jetty 12.1 reads [0.87–0.94×](" + RUN + " " + JETTY_BLOCK + ").\n")).singleElement()
			.asString()
			.contains("its run says '0.94–0.94×'");
		assertThat(problems("Jetty 12.1 reads [0.90–0.94×](" + RUN
				+ " \"boot4-jetty / boot4-tomcat, block wrk c=100,200\") from c=100 up.\n"))
			.isEmpty();
	}

	@Test
	void aBrokenLinkOrAnchorFails() throws IOException {
		assertThat(problems("See [the run](../../../results/no-such-run/README.md).\n")).singleElement()
			.asString()
			.contains("no file");
		assertThat(problems("See [the run](" + RUN + "#no-such-heading).\n")).singleElement()
			.asString()
			.contains("no heading in README.md makes #no-such-heading");
		assertThat(problems("## What it answers\n\nSee [above](#what-it-answers) and [the run](" + RUN + ").\n"))
			.isEmpty();
	}

	@Test
	void aCauseWithoutTheRatiosThatCarryItFails() throws IOException {
		assertThat(problems("Jetty 12.1 is faster on /test/async because Tomcat's async path is slow.\n"))
			.singleElement()
			.asString()
			.contains("attributes a result to a cause ('because') without a checked ratio");
		assertThat(problems("Jetty 12.1 is faster on /test/async because Tomcat 11 loses more of its block "
				+ "throughput there ([0.59× [0.47–0.73] slower](" + RUN
				+ " \"boot4-tomcat / block, async wrk c=100\")).\n"))
			.isEmpty();
		assertThat(problems("Boot 4 has no Undertow because Undertow does not implement Servlet 6.1.\n"))
			.as("a cause that is no measured result")
			.isEmpty();
	}

	@Test
	void aRankingOfMoreThanTwoVariantsWithoutItsRatiosFails() throws IOException {
		assertThat(problems("On /test/block the order is Undertow 2.3 > Tomcat 11 > Jetty 12.1.\n")).singleElement()
			.asString()
			.contains("ranks 3 variants");
		assertThat(problems("On /test/block the order is Undertow 2.3 > Tomcat 11 > Jetty 12.1: [1.06×](" + RUN
				+ " \"undertow / boot4-tomcat, block wrk c=100\") and [0.94×](" + RUN + " " + JETTY_BLOCK + ").\n"))
			.isEmpty();
		assertThat(problems("The write-up found “Undertow > Jetty > Tomcat” with siege.\n"))
			.as("somebody else's ranking, quoted")
			.isEmpty();
	}

	@Test
	void aMemoryDifferenceItsOwnControlDoesNotSupportFails() throws IOException {
		assertThat(problems("Jetty 12.1 keeps the smaller live set ([17 against 26 MB](" + MEMORY_RUN
				+ " \"memory: boot4-jetty / boot4-tomcat, afterLoad.liveSetMb\")).\n"))
			.isEmpty();
		assertThat(problems("smart-servlet keeps the smaller live set ([17 against 28 MB](" + SMART_SERVLET_MEMORY_RUN
				+ " \"memory: boot27-smart-servlet / boot27-tomcat, afterLoad.liveSetMb\")).\n"))
			.singleElement()
			.asString()
			.contains("overlap what boot27-tomcat and its A/A control span");
	}

	@Test
	void aVerdictRepeatedInOtherRunsIsCountedFromThem() throws IOException {
		String repeats = "\"repeats: boot4-jetty / boot4-tomcat, block wrk c=100; 2026-11-24T04-48-19Z, "
				+ "2026-11-24T05-28-07Z, 2026-11-24T10-47-07Z\"";
		List<String> problems = problems("Jetty 12.1 is slower in [9 of 3](" + RUN + " " + repeats + ") other runs.\n");
		assertThat(problems).singleElement().asString().contains("the runs say '");
		String said = problems.get(0).replaceFirst("(?s).*the runs say '([^']*)'.*", "$1");
		assertThat(problems("Jetty 12.1 is slower in [" + said + "](" + RUN + " " + repeats + ") other runs.\n"))
			.isEmpty();
	}

	@Test
	void aThresholdInProseIsTheConstantTheCodeApplies() throws IOException {
		String source = "../../../bench-report/src/main/java/io/github/bootbench/report/core/Method.java";
		assertThat(
				problems("A window is busy above [5 %](" + source + " \"constant: core.Method.JIT_BUSY_PERCENT\").\n"))
			.isEmpty();
		assertThat(
				problems("A window is busy above [10 %](" + source + " \"constant: core.Method.JIT_BUSY_PERCENT\").\n"))
			.singleElement()
			.asString()
			.contains("its source says '5 %'");
		assertThat(problems("Intervals of [95 %](" + source + " \"constant: core.Method.CONFIDENCE / 0.01\").\n"))
			.isEmpty();
	}

	private List<String> problems(String markdown) throws IOException {
		Path dir = Files.createDirectories(Path.of("target", "prose-fixtures"));
		Path document = Files.writeString(Files.createTempFile(dir, "document", ".md"), markdown);
		return this.check.check(document, true).problems();
	}

}
