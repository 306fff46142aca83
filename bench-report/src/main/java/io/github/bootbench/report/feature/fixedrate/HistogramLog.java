package io.github.bootbench.report.feature.fixedrate;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import io.github.bootbench.report.parse.IncompleteOutputException;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * bench-latency's HdrHistogram interval log ({@code .hlog}, beside a fixed-rate window's
 * output): one interval a second of the measured phase, its last one the responses to the
 * requests sent in the phase's last milliseconds. Merged, they are every latency the
 * window's percentiles are of.
 */
final class HistogramLog {

	private HistogramLog() {
	}

	/**
	 * Every interval of the log merged into one histogram of latencies in nanoseconds.
	 * @param text the log as bench-latency wrote it
	 * @throws IncompleteOutputException when the log holds no interval or one cannot be
	 * read
	 */
	static Histogram merged(String text) throws IncompleteOutputException {
		// Two significant digits, as bench-latency records: merging loses nothing.
		Histogram all = new Histogram(2);
		int intervals = 0;
		try (HistogramLogReader reader = new HistogramLogReader(
				new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
			EncodableHistogram interval;
			while ((interval = reader.nextIntervalHistogram()) != null) {
				if (!(interval instanceof Histogram histogram)) {
					throw new IncompleteOutputException("the histogram log holds an interval of another kind: "
							+ interval.getClass().getSimpleName());
				}
				all.add(histogram);
				intervals++;
			}
		}
		catch (RuntimeException ex) {
			throw new IncompleteOutputException("the histogram log cannot be read: " + ex);
		}
		if (intervals == 0) {
			throw new IncompleteOutputException("the histogram log holds no interval");
		}
		return all;
	}

}
