package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.io.Json;
import io.github.bootbench.report.model.RunHeadline;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the index says of a memory phase, read back from committed runs' results.json.
 */
class SmallestHeapsTests {

	/**
	 * {@code --memory}: Tomcat, Jetty and Undertow with an A/A control of Tomcat, neither
	 * Tomcat's smallest heap judged (AMD EPYC).
	 */
	private static final String NOT_JUDGED = "2026-11-22T09-22-10Z";

	@Test
	void eachVariantsSmallestHeapIsSaidInOnePart() throws IOException {
		assertThat(words(PublishedRun.MEMORY))
			.containsExactly("smallest heap shown to carry the load tomcat 512 MB, tomcat-control 512 MB");
	}

	@Test
	void aSmallestHeapNotJudgedIsNotSettled() throws IOException {
		assertThat(words(NOT_JUDGED)).containsExactly("smallest heap shown to carry the load tomcat not settled, "
				+ "jetty 512 MB, undertow 512 MB, tomcat-control not settled");
	}

	@Test
	void theBaselineAndItsControlAreNotSettledWhereTheyAnswerDifferently() throws IOException {
		JsonNode differing = Json.MAPPER.readTree(
				"{\"memory\": {\"variants\": [" + "{\"variant\": \"tomcat\", \"heapSteps\": {\"smallestHeapMb\": 64}}, "
						+ "{\"variant\": \"tomcat-control\", \"heapSteps\": {\"smallestHeapMb\": 128}}]}}");
		assertThat(new SmallestHeaps().words(PublishedRun.record(PublishedRun.MEMORY), differing))
			.containsExactly("smallest heap shown to carry the load tomcat not settled, tomcat-control not settled");
		JsonNode agreeing = Json.MAPPER.readTree(differing.toString().replace("128", "64"));
		assertThat(new SmallestHeaps().words(PublishedRun.record(PublishedRun.MEMORY), agreeing))
			.containsExactly("smallest heap shown to carry the load tomcat 64 MB, tomcat-control 64 MB");
	}

	@Test
	void aRunWithoutTheMemoryPhaseSaysNothingOfIt() throws IOException {
		assertThat(words(PublishedRun.TUNED)).isEmpty();
		assertThat(new SmallestHeaps().words(PublishedRun.record(PublishedRun.TUNED), Json.MAPPER.readTree("{}")))
			.isEmpty();
	}

	@Test
	void theIndexFindsItThroughItsServicesFile() throws IOException {
		assertThat(RunHeadline.featureWords(PublishedRun.record(PublishedRun.MEMORY), results(PublishedRun.MEMORY)))
			.containsExactly("smallest heap shown to carry the load tomcat 512 MB, tomcat-control 512 MB");
	}

	private static List<String> words(String run) throws IOException {
		return new SmallestHeaps().words(PublishedRun.record(run), results(run));
	}

	private static JsonNode results(String run) throws IOException {
		Path file = PublishedRun.directory(run).resolve("results.json");
		return Json.MAPPER.readTree(file.toFile());
	}

}
