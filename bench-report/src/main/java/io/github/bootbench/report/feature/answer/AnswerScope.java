package io.github.bootbench.report.feature.answer;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import io.github.bootbench.report.model.RunResult;
import io.github.bootbench.report.model.RunScope;

/**
 * What the headline's runs hold for, from their own records: how many ran on each CPU
 * model, the JDKs, collectors and response bodies.
 *
 * @param runsByCpu runs per CPU model
 * @param javaVersions each JDK version, ascending
 * @param collectors each collector the live servers reported
 * @param bodyBytes per endpoint, the smallest and largest Content-Length seen
 * @param chunked the endpoints some variant answered chunked, without a length
 */
public record AnswerScope(Map<String, Integer> runsByCpu, List<String> javaVersions, List<String> collectors,
		Map<String, List<Long>> bodyBytes, List<String> chunked) {

	/** {@code AMD EPYC (20) and Intel Xeon (8)}: the runs of each CPU model. */
	String runsByCpuWords() {
		return this.runsByCpu.entrySet()
			.stream()
			.map((e) -> e.getKey() + " (" + e.getValue() + ")")
			.collect(Collectors.joining(" and "));
	}

	static AnswerScope of(List<RunResult> runs) {
		Map<String, Integer> byCpu = new TreeMap<>();
		TreeSet<String> java = new TreeSet<>();
		TreeSet<String> collectors = new TreeSet<>();
		Map<String, List<Long>> bodies = new TreeMap<>();
		TreeSet<String> chunked = new TreeSet<>();
		for (RunResult run : runs) {
			RunScope scope = run.scope();
			byCpu.merge(Stratum.cpu(run.run().record().environment().cpu().model()), 1, Integer::sum);
			java.add(scope.javaVersion());
			if (scope.collector() != null) {
				collectors.add(scope.collector());
			}
			for (RunScope.Body body : scope.bodies()) {
				if (body.chunked()) {
					chunked.add(body.endpoint());
				}
				for (Long bytes : body.bytes()) {
					bodies.merge(body.endpoint(), List.of(bytes, bytes),
							(a, b) -> List.of(Math.min(a.get(0), b.get(0)), Math.max(a.get(1), b.get(1))));
				}
			}
		}
		return new AnswerScope(byCpu, List.copyOf(java), List.copyOf(collectors), bodies, List.copyOf(chunked));
	}

}
