package io.github.bootbench.report.prose;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * README.md and docs/ as the build checks them: every figure its run's own, every link
 * going somewhere, every cause and ranking carried by its ratios ({@link ProseCheck}).
 */
class DocumentsTests {

	@Test
	void everyDocumentSaysWhatItsRunsSayAndLinksWhereItPoints() throws IOException {
		ProseCheck check = new ProseCheck();
		List<String> problems = new ArrayList<>();
		int claims = 0;
		for (Path document : ProseCheck.documents()) {
			ProseCheck.Result result = check.check(document);
			claims += result.claims();
			result.problems().forEach((problem) -> problems.add(document.normalize() + ": " + problem));
		}
		assertThat(problems).as("what the documents say beyond their runs").isEmpty();
		assertThat(claims).as("checked claims in the documents").isPositive();
	}

}
