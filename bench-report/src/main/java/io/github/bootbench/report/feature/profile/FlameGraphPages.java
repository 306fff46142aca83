package io.github.bootbench.report.feature.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import io.github.bootbench.report.core.Cell;
import io.github.bootbench.report.format.Names;
import io.github.bootbench.report.input.RunRecord;
import one.convert.Arguments;
import one.convert.FlameGraph;

/**
 * async-profiler's own interactive flame graph (its converter's HTML page: search, zoom,
 * frames coloured by kind) of each variant's profiles of each cell, its JVMs' stacks
 * pooled: one of the CPU, and one of the bytes allocated where the run recorded them. The
 * pages go beside the charts and the report links them; a frame narrower than
 * {@link #NARROWEST_PERCENT} of the whole is left out, as the converter's
 * {@code --minwidth} does, to keep the pages small.
 */
final class FlameGraphPages {

	/** The narrowest frame a page keeps, in percent of all its samples. */
	static final double NARROWEST_PERCENT = 0.05;

	/** What a page is of: the CPU's samples or the bytes allocated. */
	enum Kind {

		CPU("cpu", ".collapsed.gz", "CPU samples"),
		ALLOCATION("alloc", ProfileConvertCommand.ALLOCATION_STACKS, "bytes allocated");

		private final String word;

		private final String extension;

		private final String what;

		Kind(String word, String extension, String what) {
			this.word = word;
			this.extension = extension;
			this.what = what;
		}

		/** The page's file name for a variant's profiles of a cell. */
		String file(Cell cell, String variant) {
			return "flame-" + this.word + "-" + cell.endpoint() + "-" + variant + ".html";
		}

	}

	private FlameGraphPages() {
	}

	/**
	 * Writes every page into the directory: for each cell, each variant with a profile
	 * taken, its CPU's page, and its allocations' where its JVMs recorded them.
	 */
	static void write(Profiles profiles, RunRecord.Options options, Path run, Path directory) throws IOException {
		if (profiles == null) {
			return;
		}
		Files.createDirectories(directory);
		for (Cell cell : profiles.options().cells()) {
			for (ProfiledCell variant : profiles.of(cell)) {
				for (Kind kind : Kind.values()) {
					List<Path> stacks = stacks(profiles, variant.variant(), cell, run, kind);
					if (!stacks.isEmpty()) {
						write(stacks, title(options, variant, cell, kind, stacks.size()),
								directory.resolve(kind.file(cell, variant.variant())));
					}
				}
			}
		}
	}

	/** The pages of a variant's profiles of a cell that {@link #write} writes. */
	static List<String> of(Profiles profiles, String variant, Cell cell, Path run) throws IOException {
		List<String> pages = new ArrayList<>();
		for (Kind kind : Kind.values()) {
			if (!stacks(profiles, variant, cell, run, kind).isEmpty()) {
				pages.add(kind.file(cell, variant));
			}
		}
		return pages;
	}

	private static String title(RunRecord.Options options, ProfiledCell variant, Cell cell, Kind kind, int jvms) {
		return options.variantName(variant.variant()) + ", "
				+ Names.cell(cell.endpoint(), cell.tool(), cell.concurrency()) + ": " + kind.what + " of " + jvms
				+ " JVM" + ((jvms == 1) ? "" : "s");
	}

	/** The stacks files of a kind that the variant's taken JVMs of a cell have. */
	private static List<Path> stacks(Profiles profiles, String variant, Cell cell, Path run, Kind kind) {
		return profiles.jvmsOf(cell)
			.stream()
			.filter((p) -> p.taken() && p.variant().equals(variant))
			.map((p) -> run.resolve(profiles.options().directory(variant, p.jvm()))
				.resolve(Profiles.base(cell) + kind.extension))
			.filter(Files::isRegularFile)
			.toList();
	}

	private static void write(List<Path> stacks, String title, Path page) throws IOException {
		StringBuilder collapsed = new StringBuilder();
		for (Path file : stacks) {
			try (BufferedReader lines = new BufferedReader(
					new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
				lines.lines().filter((line) -> !line.isBlank()).forEach((line) -> collapsed.append(line).append('\n'));
			}
		}
		Arguments arguments = new Arguments("--title", title, "--minwidth", String.valueOf(NARROWEST_PERCENT));
		FlameGraph graph = new FlameGraph(arguments);
		graph.parseCollapsed(new StringReader(collapsed.toString()));
		try (PrintStream out = new PrintStream(Files.newOutputStream(page), false, StandardCharsets.UTF_8)) {
			graph.dump(out);
		}
	}

}
