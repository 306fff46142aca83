package io.github.bootbench.report.feature.memory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code jcmd PID VM.native_memory summary} read from real captures
 * ({@code capture-nmt.sh}): app-tomcat on Java 17 and on Java 25 (both count Metaspace on
 * its own), and without NMT.
 */
class NativeMemoryTests {

	@Test
	void readsTheTotalEveryCategoryAndTheThreadCountOnJava17() throws IOException {
		NativeMemory nmt = NativeMemory.parse(captured("nmt-summary-java17.txt")).orElseThrow();
		assertThat(nmt.committedKb()).isPositive().isLessThanOrEqualTo(nmt.reservedKb());
		// The app ran with -Xms512m -Xmx512m: the heap is committed in full.
		assertThat(nmt.categories().get("Java Heap")).isEqualTo(new NativeMemory.Category(524288, 524288));
		assertThat(nmt.categories()).containsKeys("Class", "Thread", "Code", "GC", "Internal", "Other", "Symbol",
				"Native Memory Tracking");
		assertThat(nmt.categories().keySet()).first().isEqualTo("Java Heap");
		assertThat(nmt.threads()).isGreaterThan(10);
	}

	@Test
	void theGroupsAddUpToTheTotal() throws IOException {
		for (String capture : new String[] { "nmt-summary-java17.txt", "nmt-summary-java25.txt" }) {
			NativeMemory nmt = NativeMemory.parse(captured(capture)).orElseThrow();
			assertThat(nmt.committedByGroup().keySet()).containsExactly("Java Heap", "Class", "Thread", "Code", "GC",
					"Internal", "Other", NativeMemory.REST);
			assertThat(nmt.committedByGroup().values().stream().mapToLong(Long::longValue).sum()).as(capture)
				.isEqualTo(nmt.categories().values().stream().mapToLong(NativeMemory.Category::committedKb).sum());
		}
	}

	@Test
	void metaspaceCountsAsClass() throws IOException {
		NativeMemory nmt = NativeMemory.parse(captured("nmt-summary-java25.txt")).orElseThrow();
		assertThat(nmt.categories()).containsKey("Metaspace");
		assertThat(nmt.committedByGroup().get("Class"))
			.isEqualTo(nmt.categories().get("Class").committedKb() + nmt.categories().get("Metaspace").committedKb());
		assertThat(nmt.threads()).isPositive();
	}

	@Test
	void aJvmWithoutNativeMemoryTrackingHasNoSummary() throws IOException {
		assertThat(NativeMemory.parse(captured("nmt-not-enabled.txt"))).isEmpty();
		assertThat(NativeMemory.parse("")).isEmpty();
	}

	private static String captured(String name) throws IOException {
		try (InputStream in = NativeMemoryTests.class.getResourceAsStream("/captured/" + name)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
