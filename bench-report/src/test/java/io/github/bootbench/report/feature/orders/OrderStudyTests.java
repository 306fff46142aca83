package io.github.bootbench.report.feature.orders;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.core.Method;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.Caveat;
import io.github.bootbench.report.model.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The study of the orders: each order's noise and each pair's quotient from the committed
 * study run, and the caveat of a run whose verdicts are a duet's.
 */
class OrderStudyTests {

	private static final String STUDY = "2026-11-26T22-06-56Z";

	@Test
	void theStudyRunComparesEachOrderWithTheFirstOnTheSameJvms() throws IOException {
		OrderStudy study = OrderStudy.of(RunDirectory.read(PublishedRun.directory(STUDY)));
		assertThat(study.first()).isEqualTo("shuffled");
		assertThat(study.orders()).extracting(OrderStudy.OrderNoise::order)
			.containsExactly("shuffled", "duet", "sliced");
		assertThat(study.orders().get(1).controlWithinSd()).isLessThan(study.orders().get(0).controlWithinSd());
		assertThat(study.orders().get(2).meanSliceMs()).isBetween(90.0, 110.0);
		// Two orders against the first, 3 cells, 5 variants besides the baseline.
		assertThat(study.agreements()).hasSize(2 * 3 * 5);
		assertThat(study.agreements()).allSatisfy((a) -> {
			assertThat(a.ciLow()).isLessThanOrEqualTo(a.ratio());
			assertThat(a.ratio()).isLessThanOrEqualTo(a.ciHigh());
			assertThat(a.agreement()).isIn("agrees", "reads higher", "reads lower", "undecided");
		});
	}

	@Test
	void aRunInOneOrderHasNoStudy() throws IOException {
		assertThat(OrderStudy.of(RunDirectory.read(PublishedRun.directory("2026-11-26T19-52-35Z")))).isNull();
	}

	@Test
	void aRunWhoseVerdictsAreADuetsSaysSoAmongItsCaveats(@TempDir Path dir) throws IOException {
		Path run = PublishedRun.copyInputs(STUDY, dir.resolve(STUDY));
		Path record = run.resolve("run.json");
		Files.writeString(record, Files.readString(record)
			.replace("\"order\": \"shuffled,duet,sliced\"", "\"order\": \"duet,shuffled\""));
		RunResult result = RunResult.of(RunDirectory.read(run));
		assertThat(result.caveats()).contains(new Caveat.DuetVerdicts("duet", Method.ORDER_AGREEMENT_PERCENT));
		assertThat(result.judged()).allSatisfy((w) -> assertThat(w.key().duet()).isEqualTo("duet"));
		assertThat(result.sections()).filteredOn((section) -> section.key().equals("orders"))
			.singleElement()
			.satisfies((section) -> assertThat(((OrderStudy) section.json()).first()).isEqualTo("duet"));
	}

}
