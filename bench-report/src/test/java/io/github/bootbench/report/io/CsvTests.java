package io.github.bootbench.report.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * The scripts' CSV files as read: an empty cell is an absent figure, a column the header
 * does not have is an error (a header renamed by mistake once turned every cold start's
 * RSS into a silent null).
 */
class CsvTests {

	@TempDir
	Path dir;

	@Test
	void readsAnEmptyCellAsNoFigure() throws IOException {
		Map<String, String> row = only("container,attempt,status,first_response_ms,rss_kb\n" + "jetty,1,failed,,\n");
		assertThat(Csv.text(row, "status")).isEqualTo("failed");
		assertThat(Csv.decimal(row, "first_response_ms")).isNull();
		assertThat(Csv.integer(row, "rss_kb")).isNull();
	}

	@Test
	void readsFiguresByTheirColumn() throws IOException {
		Map<String, String> row = only(
				"container,attempt,status,first_response_ms,rss_kb\n" + "tomcat,1,ok,1843,212340\n");
		assertThat(Csv.decimal(row, "first_response_ms")).isEqualTo(1843.0);
		assertThat(Csv.integer(row, "rss_kb")).isEqualTo(212340L);
	}

	@Test
	void failsLoudlyOnAColumnTheHeaderDoesNotHave() throws IOException {
		Map<String, String> row = only(
				"container,attempt,status,first_response_ms,apps::rss_kb\n" + "tomcat,1,ok,1843,212340\n");
		assertThatIllegalStateException().isThrownBy(() -> Csv.integer(row, "rss_kb"))
			.withMessageContaining("no column 'rss_kb'")
			.withMessageContaining("apps::rss_kb");
		assertThatIllegalStateException().isThrownBy(() -> Csv.text(row, "variant"));
	}

	private Map<String, String> only(String content) throws IOException {
		Path csv = this.dir.resolve("startup.csv");
		Files.writeString(csv, content);
		List<Map<String, String>> rows = Csv.read(csv);
		assertThat(rows).hasSize(1);
		return rows.get(0);
	}

}
