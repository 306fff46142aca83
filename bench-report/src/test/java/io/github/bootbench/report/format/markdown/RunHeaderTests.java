package io.github.bootbench.report.format.markdown;

import java.io.IOException;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The run header's account of a sweep, read from {@code run.json} as run-all.sh writes
 * its {@code options.sweep} and {@code options.parts}.
 */
class RunHeaderTests {

	@Test
	void aSweepSplitIntoPartsSaysWhichRoundsEachPartHadAndWhichAppsWereLeftOut() throws IOException {
		ObjectNode json = (ObjectNode) Json.MAPPER
			.readTree(PublishedRun.directory(PublishedRun.TUNED).resolve("run.json").toFile());
		ObjectNode options = (ObjectNode) json.get("options");
		options.set("parts", Json.MAPPER.readTree("[[\"jetty\",\"jetty-io-threads-1\",\"jetty-io-threads-2\"],"
				+ "[\"undertow\",\"undertow-io-threads-1\",\"undertow-io-threads-2\"]]"));
		options.set("sweep", Json.MAPPER.readTree("{\"keys\":[{\"key\":\"io-threads\",\"values\":[\"1\",\"2\"]}],"
				+ "\"notes\":[\"tomcat is left out of the sweep of io-threads: Tomcat's NIO connector polls with one "
				+ "thread and Boot has no property for it\"]}"));
		RunRecord.Options parsed = Json.MAPPER.treeToValue(json, RunRecord.class).options();
		assertThat(parsed.parts()).hasSize(2);
		assertThat(parsed.measuredTogether("jetty", "jetty-io-threads-2")).isTrue();
		assertThat(parsed.measuredTogether("jetty", "undertow")).isFalse();
		assertThat(RunHeader.sweep(parsed)).isEqualTo("io-threads = 1, 2 against each app's default; measured in 2 "
				+ "parts of rounds of their own, ratios paired within a part only: part 1 (rounds 1–3) jetty, "
				+ "jetty-io-threads-1, jetty-io-threads-2; part 2 (rounds 4–6) undertow, undertow-io-threads-1, "
				+ "undertow-io-threads-2; tomcat is left out of the sweep of io-threads: Tomcat's NIO connector polls "
				+ "with one thread and Boot has no property for it");
	}

}
