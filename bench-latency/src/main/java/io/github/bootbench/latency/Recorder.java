package io.github.bootbench.latency;

import java.io.FileNotFoundException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.impl.statistics.StatisticsCollector;
import io.hyperfoil.core.util.CountDown;
import io.hyperfoil.http.statistics.HttpStats;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Keeps every second Hyperfoil reports, as it reports it, and prints each as a line.
 * Hyperfoil hands over a phase's seconds once the phase has ended.
 */
final class Recorder implements StatisticsCollector.StatisticsConsumer {

	private final PrintStream out;

	private final List<Second> seconds = new ArrayList<>();

	Recorder(PrintStream out) {
		this.out = out;
	}

	/** One second of one phase, with its histogram in nanoseconds. */
	record Second(String phase, StatisticsSnapshot snapshot) {

		Histogram histogram() {
			return this.snapshot.histogram;
		}

	}

	@Override
	public synchronized void accept(Phase phase, int stepId, String metric, StatisticsSnapshot snapshot,
			CountDown countDown) {
		StatisticsSnapshot copy = snapshot.clone();
		copy.histogram.setStartTimeStamp(snapshot.histogram.getStartTimeStamp());
		copy.histogram.setEndTimeStamp(snapshot.histogram.getEndTimeStamp());
		this.seconds.add(new Second(phase.name(), copy));
		this.out.println(line(phase.name(), copy));
	}

	private static String line(String phase, StatisticsSnapshot s) {
		Histogram h = s.histogram;
		HttpStats http = HttpStats.get(s);
		return String.format(Locale.ROOT,
				"%s second from %d: requests=%d responses=%d 2xx=%d non2xx=%d blocked_ms=%.1f timeouts=%d "
						+ "connection_errors=%d internal_errors=%d invalid=%d p50_us=%.0f p99_us=%.0f max_us=%.0f",
				phase, h.getStartTimeStamp(), s.requestCount, s.responseCount, http.status_2xx,
				http.status_3xx + http.status_4xx + http.status_5xx + http.status_other, s.blockedTime / 1e6,
				s.requestTimeouts, s.connectionErrors, s.internalErrors, s.invalid, micros(h, 50), micros(h, 99),
				h.getTotalCount() > 0 ? h.getMaxValue() / 1e3 : 0.0);
	}

	private static double micros(Histogram h, double percentile) {
		return (h.getTotalCount() > 0) ? h.getValueAtPercentile(percentile) / 1e3 : 0;
	}

	/** Everything recorded, seconds in time order within each phase. */
	synchronized WindowRecord record(WindowRecord.Settings settings, Map<String, WindowRecord.PhaseTimes> phases,
			Set<String> limitExceeded, long closes, String failure) {
		List<WindowRecord.Second> recorded = this.seconds.stream()
			.sorted(Comparator.comparing((Second s) -> s.phase().equals(FixedRate.MEASURED))
				.thenComparingLong((s) -> s.histogram().getStartTimeStamp()))
			.map(Recorder::second)
			.toList();
		String why = failure;
		if (why == null && recorded.stream().noneMatch((s) -> s.phase().equals(FixedRate.MEASURED))) {
			why = "no second of the measured phase was recorded: no request was sent (is the server up?)";
		}
		return new WindowRecord(WindowRecord.TOOL, settings, new TreeMap<>(phases), List.copyOf(limitExceeded), closes,
				why, recorded);
	}

	private static WindowRecord.Second second(Second second) {
		StatisticsSnapshot s = second.snapshot();
		HttpStats http = HttpStats.get(s);
		return new WindowRecord.Second(second.phase(), s.histogram.getStartTimeStamp(), s.histogram.getEndTimeStamp(),
				s.requestCount, s.responseCount, http.status_2xx, http.status_3xx, http.status_4xx, http.status_5xx,
				http.status_other, s.blockedTime, s.requestTimeouts, s.connectionErrors, s.internalErrors, s.invalid,
				encode(s.histogram));
	}

	/** The histogram compressed and in base64, as HdrHistogram's own logs hold it. */
	static String encode(Histogram histogram) {
		ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
		int length = histogram.encodeIntoCompressedByteBuffer(buffer);
		return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
	}

	/** The phase's seconds as an HdrHistogram interval log (values in nanoseconds). */
	synchronized void writeLog(Path file, String phase) throws FileNotFoundException {
		List<Second> own = this.seconds.stream()
			.filter((s) -> s.phase().equals(phase))
			.sorted(Comparator.comparingLong((Second s) -> s.histogram().getStartTimeStamp()))
			.toList();
		try (PrintStream stream = new PrintStream(file.toFile())) {
			HistogramLogWriter writer = new HistogramLogWriter(stream);
			long base = own.isEmpty() ? 0 : own.get(0).histogram().getStartTimeStamp();
			writer.outputComment(
					"bench-latency: GET latency in nanoseconds, one interval a second of the " + phase + " phase");
			writer.outputLogFormatVersion();
			writer.outputStartTime(base);
			writer.setBaseTime(base);
			writer.outputLegend();
			own.forEach((s) -> writer.outputIntervalHistogram(s.histogram()));
		}
	}

}
