package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * run.json read as a {@link RunRecord} and written back by its type, as the recorder does
 * at every event: over every committed record, nothing is lost but the options runs no
 * longer have, and no value changes.
 */
class RunRecordTests {

	private static final Path RESULTS = Path.of("..", "results");

	/**
	 * Options early runs recorded that no run has now, which the type does not keep: the
	 * A/A control as a flag (it is a variant of its own since) and the results directory
	 * (a run's parent). Only complete runs hold them, and a complete run is never written
	 * again (it cannot be resumed, and an end recorded again changes nothing).
	 */
	private static final Set<String> RETIRED = Set.of("/options/control", "/options/out");

	/**
	 * What the type writes that an early record lacks, other than a null: the order of a
	 * run made before it could be chosen, shuffled.
	 */
	private static final Set<String> FILLED = Set.of("/options/order");

	@Test
	void everyCommittedRecordKeepsEveryKeyAndValueWhenWrittenByItsType() throws IOException {
		List<Path> records = committed();
		assertThat(records).hasSizeGreaterThan(50);
		for (Path committed : records) {
			JsonNode original = Json.MAPPER.readTree(committed.toFile());
			RunRecord record = Json.MAPPER.treeToValue(original, RunRecord.class);
			JsonNode written = Json.MAPPER.readTree(RecordFile.text(record));
			List<String> lost = new ArrayList<>();
			lost(original, written, "", lost);
			assertThat(lost).as(committed.toString()).allSatisfy((path) -> assertThat(path).isIn(RETIRED));
			List<String> added = new ArrayList<>();
			lost(written, original, "", added);
			assertThat(added).as(committed + ": what the type adds")
				.allSatisfy((path) -> assertThat(path).isIn(FILLED));
			if (!lost.isEmpty()) {
				assertThat(record.complete()).as(committed + " holds a retired option: never written again").isTrue();
			}
		}
	}

	@Test
	void aRecordWrittenByItsTypeIsWrittenTheSameAgain() throws IOException {
		for (Path committed : committed()) {
			String once = RecordFile.text(Json.MAPPER.readValue(committed.toFile(), RunRecord.class));
			String twice = RecordFile.text(Json.MAPPER.readValue(once, RunRecord.class));
			assertThat(twice).as(committed.toString()).isEqualTo(once);
		}
	}

	@Test
	void theNewestCommittedRecordIsWrittenBackByteForByte() throws IOException {
		List<Path> records = committed();
		Path newest = records.get(records.size() - 1);
		assertThat(RecordFile.text(Json.MAPPER.readValue(newest.toFile(), RunRecord.class)))
			.isEqualTo(Files.readString(newest));
	}

	@Test
	void aServerIsKeptAsTheAppReportedItAndReadThroughItsView() throws IOException {
		RunRecord record = RunDirectory.readRecord(committed().get(committed().size() - 1).getParent());
		VariantState state = record.variantStates().values().iterator().next();
		assertThat(state.reported().has("jvmArguments")).as("a key the report does not read").isTrue();
		assertThat(state.server().serverVersion()).isEqualTo(state.reported().get("serverVersion").asText());
		assertThat(VariantState.pending().server()).isNull();
	}

	/**
	 * Adds to {@code lost} each path of {@code original} that {@code written} lacks or
	 * holds another value at (a number by its value: jq wrote 5 where Java writes 5.0); a
	 * null the type leaves out is not lost.
	 */
	private static void lost(JsonNode original, JsonNode written, String at, List<String> lost) {
		if (original.isObject()) {
			original.properties().forEach((field) -> {
				String path = at + "/" + field.getKey();
				JsonNode value = field.getValue();
				if (written == null || !written.has(field.getKey())) {
					if (!value.isNull()) {
						lost.add(path);
					}
				}
				else {
					lost(value, written.get(field.getKey()), path, lost);
				}
			});
		}
		else if (original.isArray()) {
			if (written == null || !written.isArray() || written.size() != original.size()) {
				lost.add(at);
				return;
			}
			for (int i = 0; i < original.size(); i++) {
				lost(original.get(i), written.get(i), at + "/" + i, lost);
			}
		}
		else if (original.isNumber()) {
			if (written == null || !written.isNumber()
					|| original.decimalValue().compareTo(written.decimalValue()) != 0) {
				lost.add(at);
			}
		}
		else if (!original.equals(written)) {
			lost.add(at);
		}
	}

	private static List<Path> committed() throws IOException {
		try (Stream<Path> runs = Files.list(RESULTS)) {
			return runs.map((run) -> run.resolve("run.json")).filter(Files::isRegularFile).sorted().toList();
		}
	}

}
