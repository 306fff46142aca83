package io.github.bootbench.report.plan;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What the load tools are given besides the cell: wrk's threads for each concurrency the
 * run loads with (one per load CPU, never more than connections: a wrk thread holds at
 * least one), and siege's connection limit (its default, raised to the highest
 * concurrency).
 *
 * @param wrkThreads threads by concurrency
 * @param siegeLimit siege.conf's {@code limit}
 * @param jmeter the JMeter tool's protocol, or null without it
 */
public record LoadSettings(Map<Integer, Integer> wrkThreads, int siegeLimit,
		@JsonInclude(JsonInclude.Include.NON_NULL) JmeterProtocol jmeter) {

	/** siege's own default {@code limit}: it refuses more users than this. */
	static final int SIEGE_DEFAULT_LIMIT = 255;

	static LoadSettings of(Collection<Integer> levels, int loadCpus, JmeterProtocol jmeter) {
		Map<Integer, Integer> threads = new TreeMap<>();
		int highest = SIEGE_DEFAULT_LIMIT;
		for (int level : levels) {
			threads.put(level, Math.min(loadCpus, level));
			highest = Math.max(highest, level);
		}
		return new LoadSettings(threads, highest, jmeter);
	}

}
