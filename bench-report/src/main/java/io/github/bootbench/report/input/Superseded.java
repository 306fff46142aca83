package io.github.bootbench.report.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run another supersedes, as {@code results/superseded.tsv} records it by hand: the
 * newer run's id, the older's, and why. The index marks the older run and links the
 * newer; the decision lives in that one file.
 *
 * @param newer the run that answers the question better
 * @param older the run it supersedes
 * @param why in a few words
 */
public record Superseded(String newer, String older, String why) {

	/** The file in the results directory. */
	public static final String FILE = "superseded.tsv";

	/** Its header line, which names the columns. */
	public static final String HEADER = "newer\tolder\twhy";

	/**
	 * Every line of the results directory's file, in its order; none where it has no
	 * file. Blank lines and lines starting with {@code #} are left out.
	 */
	public static List<Superseded> read(Path results) throws IOException {
		Path file = results.resolve(FILE);
		if (!Files.isRegularFile(file)) {
			return List.of();
		}
		List<Superseded> lines = new ArrayList<>();
		List<String> text = Files.readAllLines(file);
		if (text.isEmpty() || !text.get(0).equals(HEADER)) {
			throw new IOException(file + " does not start with its header: " + HEADER.replace("\t", "<tab>"));
		}
		for (String line : text.subList(1, text.size())) {
			if (line.isBlank() || line.startsWith("#")) {
				continue;
			}
			String[] fields = line.split("\t", -1);
			if (fields.length != 3 || fields[0].isBlank() || fields[1].isBlank() || fields[2].isBlank()) {
				throw new IOException(file + ": a line needs a newer id, an older id and why, tab-separated: " + line);
			}
			lines.add(new Superseded(fields[0].strip(), fields[1].strip(), fields[2].strip()));
		}
		return List.copyOf(lines);
	}

}
