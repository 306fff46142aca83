package io.github.bootbench.report.feature.fixedrate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import io.github.bootbench.report.input.Measurement;
import io.github.bootbench.report.input.RunDirectory;
import io.github.bootbench.report.io.RawLayout;
import io.github.bootbench.report.parse.IncompleteOutputException;
import org.HdrHistogram.Histogram;

/**
 * The HdrHistogram log a fixed-rate window kept beside its output, read for the
 * distribution of its latencies: the window's figures give a few percentiles, the log
 * every one.
 */
final class LatencyLogs {

	private LatencyLogs() {
	}

	/**
	 * The window's latencies in nanoseconds, every interval of its log merged; null when
	 * it kept no log (a run made before the logs were kept).
	 * @throws UncheckedIOException when a log is there but cannot be read: a figure that
	 * cannot be read is not left out in silence
	 */
	static Histogram read(RunDirectory run, Measurement window) {
		Path log = RawLayout.histogramLogOf(run.path().resolve(window.rawFile()));
		if (!Files.isRegularFile(log)) {
			return null;
		}
		try {
			return HistogramLog.merged(Files.readString(log));
		}
		catch (IncompleteOutputException ex) {
			throw new UncheckedIOException(new IOException(log + ": " + ex.getMessage(), ex));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
