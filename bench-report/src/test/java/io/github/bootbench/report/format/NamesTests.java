package io.github.bootbench.report.format;

import java.util.List;

import io.github.bootbench.report.model.StartupSummary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NamesTests {

	@Test
	void aStartupFigureSaysHowManyColdStartsItIsOver() {
		assertThat(Names.coldStarts(List.of(answered(1), answered(1), answered(0)))).isEqualTo("one cold start each");
		assertThat(Names.coldStarts(List.of(answered(3), answered(3)))).isEqualTo("the median over 3 cold starts each");
		assertThat(Names.coldStarts(List.of(answered(3), answered(2))))
			.isEqualTo("the median over each variant's cold starts");
	}

	private static StartupSummary answered(int answered) {
		return new StartupSummary(3, answered, null, null, null, null, null, null, null);
	}

}
