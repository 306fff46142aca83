package io.github.bootbench.report.feature.profile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.zip.GZIPOutputStream;

import io.github.bootbench.report.cli.FeatureCommand;
import one.convert.Arguments;
import one.convert.JfrToFlame;
import one.jfr.JfrReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code profile-convert FILE.jfr}: one profiled cell's recording, async-profiler's
 * {@code cpu} and {@code alloc} events in one JFR file (only JFR holds several events),
 * into the collapsed stacks the report reads, by async-profiler's own converter: the CPU
 * samples into {@code FILE.collapsed.gz}, the bytes allocated (its estimate from the
 * sampled allocations) into {@code FILE.alloc.collapsed.gz}. The recording is removed
 * once both are written: a run keeps stacks, small beside it.
 */
@Command(name = "profile-convert",
		description = "Converts a profiled cell's JFR recording (async-profiler's cpu and alloc events) into "
				+ "FILE.collapsed.gz (CPU samples) and FILE.alloc.collapsed.gz (bytes allocated), removes the "
				+ "recording, and prints one line. Exit code 1, with one line, where it cannot be read.")
public final class ProfileConvertCommand implements Callable<Integer>, FeatureCommand {

	/** The extension of the recording the phase writes. */
	static final String RECORDING = ".jfr";

	/** The extension of a cell's allocation stacks, after its base name. */
	static final String ALLOCATION_STACKS = ".alloc.collapsed.gz";

	@Parameters(paramLabel = "FILE.jfr", description = "the recording")
	private Path recording;

	@Override
	public Integer call() {
		String name = this.recording.getFileName().toString();
		if (!name.endsWith(RECORDING)) {
			System.err.println("bench-report profile-convert: " + this.recording + " is not a .jfr recording");
			return 1;
		}
		Path base = this.recording.resolveSibling(name.substring(0, name.length() - RECORDING.length()));
		try {
			byte[] cpu = collapsed(this.recording, "--cpu");
			byte[] alloc = collapsed(this.recording, "--alloc", "--total");
			if (cpu.length == 0) {
				System.err.println("bench-report profile-convert: " + this.recording + " holds no CPU sample");
				return 1;
			}
			gzip(cpu, base.resolveSibling(base.getFileName() + ".collapsed.gz"));
			if (alloc.length > 0) {
				gzip(alloc, base.resolveSibling(base.getFileName() + ALLOCATION_STACKS));
			}
			Files.delete(this.recording);
			CollapsedStacks stacks = CollapsedStacks.read(base.resolveSibling(base.getFileName() + ".collapsed.gz"));
			long bytes = (alloc.length > 0)
					? CollapsedStacks.read(base.resolveSibling(base.getFileName() + ALLOCATION_STACKS)).samples() : 0;
			System.out.println(
					String.format(Locale.ROOT, "%,d CPU samples, %,.0f MB allocated", stacks.samples(), bytes / 1e6));
			return 0;
		}
		catch (IOException | RuntimeException ex) {
			System.err.println("bench-report profile-convert: " + this.recording + " cannot be read: " + ex);
			return 1;
		}
	}

	/** The recording's stacks of one kind of event, collapsed, by the converter. */
	static byte[] collapsed(Path recording, String... event) throws IOException {
		Arguments arguments = new Arguments(event);
		arguments.output = "collapsed";
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try (JfrReader jfr = new JfrReader(recording.toString())) {
			JfrToFlame converter = new JfrToFlame(jfr, arguments);
			converter.convert();
			converter.dump(out);
		}
		return out.toByteArray();
	}

	private static void gzip(byte[] content, Path file) throws IOException {
		try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
			out.write(content);
		}
	}

}
