package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.List;

import io.github.bootbench.report.format.markdown.Markdown;
import io.github.bootbench.report.input.RunRecord;

/**
 * Under a cell's parts, the same samples by the pass of the request they were taken in
 * ({@link RequestPass}): where an async request's CPU goes between its first pass, the
 * executor's task and the container's second pass.
 */
final class PassTables {

	private PassTables() {
	}

	static void write(List<ProfiledCell> taken, RunRecord.Options options, StringBuilder md) {
		if (taken.stream().anyMatch((p) -> p.passMicrosPerRequest() == null)) {
			return;
		}
		List<ProfiledCell> others = ProfileTables.others(taken);
		List<List<String>> rows = new ArrayList<>();
		for (RequestPass pass : RequestPass.values()) {
			rows.add(ProfileTables.row(pass.words(), taken, others, (p) -> p.passMicrosPerRequest().get(pass),
					(p) -> (p.passDifferences() != null) ? p.passDifferences().get(pass) : null));
		}
		md.append("The same samples by the pass of the request they were taken in (a pass begins at the frame each "
				+ "container enters it by: Tomcat's `Http11Processor.service` and `CoyoteAdapter.asyncDispatch`, "
				+ "Jetty's `HttpConnection.onFillable` and `ServletChannel.dispatchAsync`, Undertow's "
				+ "`Connectors.executeRootHandler` and `AsyncContextImpl$TaskDispatchRunnable.run`; the executor's "
				+ "task, Spring's `ThreadPoolExecutor`), µs per request:\n\n")
			.append(Markdown.table(ProfileTables.header("pass of the request", taken, options), rows));
	}

}
