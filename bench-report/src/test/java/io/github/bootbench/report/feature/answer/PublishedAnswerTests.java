package io.github.bootbench.report.feature.answer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.PublishedRun;
import io.github.bootbench.report.RenderedTree;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.plan.Contract;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The committed answer is what this build pools from the committed runs, and the README's
 * answer is what it writes from that: a run added, a run re-judged or a change to the
 * pool fails here until the answer is written again. A run the user made in this checkout
 * and did not commit is not among them (a new user runs the benchmark, then the tests).
 */
class PublishedAnswerTests {

	/** The command that writes the answer and the README's answer again. */
	static final String ANSWER = "./mvnw -q -pl bench-report package -DskipTests && "
			+ "java -jar bench-report/target/bench-report.jar answer results --readme README.md";

	private static Synthesis synthesis;

	@TempDir
	private static Path written;

	@BeforeAll
	static void poolEveryCommittedRun() throws IOException {
		List<RunResult> runs = new ArrayList<>();
		for (Path run : PublishedRun.committedRuns()) {
			RunDirectory directory = RunDirectory.read(run);
			if (PooledRuns.of(null).pools(directory)) {
				runs.add(RunResult.of(directory));
			}
		}
		synthesis = Synthesis.of(runs, AnswerCommand.headline(Contract.read(Path.of(".."))));
	}

	@Test
	void theCommittedAnswerIsTheOneThisBuildPools() throws IOException {
		AnswerFiles.write(synthesis, written);
		Path committed = PublishedRun.RESULTS.resolve("answer");
		RenderedTree.assertSame(written, committed, (file) -> true, ANSWER);
	}

	@Test
	void theReadmesAnswerIsWrittenFromTheAnswer() throws IOException {
		String readme = Files.readString(Path.of("..", "README.md"));
		assertThat(readme).as("README.md's answer is stale against results/: `" + ANSWER + "`")
			.isEqualTo(AnswerSection.into(readme, synthesis));
	}

	@Test
	void everyCommittedRunOfTheProjectsAppsIsRead() throws IOException {
		int ofUsersJars = 0;
		for (Path run : PublishedRun.committedRuns()) {
			ofUsersJars += (RunDirectory.read(run).app() != null) ? 1 : 0;
		}
		assertThat(ofUsersJars).as("the committed runs of a user's jar (--app)").isPositive();
		assertThat(synthesis.runs()).hasSize(PublishedRun.committedRuns().size() - ofUsersJars);
	}

}
