package io.github.bootbench.report.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Files a feature keeps in the results directory beside the run directories (a comparison
 * of two runs, for example): {@code rerender} writes them again after the runs' reports,
 * and the index lists them after the runs. Each feature names its own in
 * {@code META-INF/services/io.github.bootbench.report.cli.ResultsPart}, whose order is
 * the order of their parts of the index; the core names no feature.
 */
public interface ResultsPart {

	/**
	 * Writes the part's files in {@code results} again from the runs they come from, and
	 * returns the files a reader opens first, one for each thing written, in the order
	 * written.
	 */
	List<Path> rerender(Path results) throws IOException;

	/**
	 * The part's section of the index, in markdown, written after the runs' table; empty
	 * when the results directory has none of it.
	 */
	String index(Path results) throws IOException;

	/** Every feature's part, in the services file's order. */
	static List<ResultsPart> all() {
		return ServiceLoader.load(ResultsPart.class).stream().map(ServiceLoader.Provider::get).toList();
	}

}
