package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every link from the project's README into a report lands on a heading of that report: a
 * report's headings are the anchors the README cites its figures by, so a heading renamed
 * without its links fails here instead of sending a reader to the top of a long page.
 */
class ReadmeAnchorsTests {

	private static final List<Path> DOCUMENTS = List.of(Path.of("../README.md"), Path.of("../results/README.md"));

	/**
	 * A link to a report with an anchor: {@code (results/RUN/README.md#block-throughput}.
	 */
	private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]+\\.md)#([^)\\s\"]+)");

	private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

	@Test
	void everyAnchorALinkNamesIsAHeadingOfTheReportItLinksTo() throws IOException {
		List<String> broken = new ArrayList<>();
		int links = 0;
		for (Path document : DOCUMENTS) {
			Matcher link = LINK.matcher(Files.readString(document));
			while (link.find()) {
				links++;
				Path target = document.resolveSibling(link.group(1)).normalize();
				if (!Files.isRegularFile(target)) {
					broken.add(document + ": " + link.group(1) + " does not exist");
				}
				else if (!anchors(target).contains(link.group(2))) {
					broken.add(document + ": " + link.group(1) + " has no heading #" + link.group(2));
				}
			}
		}
		assertThat(broken).as("links to a heading that is not there").isEmpty();
		assertThat(links).as("links to a report's heading").isPositive();
	}

	@Test
	void anAnchorIsTheHeadingAsGitHubWritesIt() {
		assertThat(slug("/test/block: throughput")).isEqualTo("testblock-throughput");
		assertThat(slug("/test/io: p99.9 latency")).isEqualTo("testio-p999-latency");
		assertThat(slug("Spring Boot 3.5 against Spring Boot 2.7")).isEqualTo("spring-boot-35-against-spring-boot-27");
	}

	/**
	 * Every heading's anchor as GitHub makes it, a repeated one numbered from its second
	 * ({@code -1}, {@code -2}).
	 */
	private static Set<String> anchors(Path report) throws IOException {
		Set<String> anchors = new HashSet<>();
		Map<String, Integer> seen = new HashMap<>();
		for (String line : Files.readAllLines(report)) {
			Matcher heading = HEADING.matcher(line);
			if (heading.matches()) {
				String slug = slug(heading.group(1));
				int times = seen.merge(slug, 1, Integer::sum);
				anchors.add((times == 1) ? slug : slug + "-" + (times - 1));
			}
		}
		return anchors;
	}

	/** Lower case, punctuation dropped but hyphens and underscores, spaces as hyphens. */
	static String slug(String heading) {
		return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
	}

}
