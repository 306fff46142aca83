package io.github.bootbench.report.feature.profile;

import java.util.List;
import java.util.Map;

/**
 * Which pass of a request a sample was taken in, by the frames each container enters a
 * pass through. An async request makes three: the first pass runs the handler until it
 * goes async, a task of the executor computes the body and asks for a dispatch, and the
 * container's second pass brings the request back through its dispatch, the filters and
 * Spring MVC to write the body. A blocking request makes the first alone. A sample in no
 * pass (a poller, a selector, an idle thread, the collector, the compiler) is
 * {@link #OUTSIDE}.
 */
public enum RequestPass {

	/** The container's first pass: parsing, dispatch, the handler, until it returns. */
	FIRST("the first pass"),

	/**
	 * A task of Spring's executor: the handler's async work, and its dispatch request.
	 */
	EXECUTOR("the executor's task"),

	/** The container's async dispatch back through the chain, and what completes it. */
	SECOND("the second (async) pass"),

	/** No request's pass: pollers, selectors, idle threads, the collector, the JIT. */
	OUTSIDE("outside a request's passes");

	/**
	 * The frames that begin a second pass, wherever they are: a dispatch can run inside
	 * the first pass's frames when the task finished before it returned (Jetty loops in
	 * its channel).
	 */
	private static final Map<String, RequestPass> ALWAYS = Map.of("org.apache.coyote.AbstractProcessor.dispatch",
			SECOND, "org.apache.catalina.connector.CoyoteAdapter.asyncDispatch", SECOND,
			"org.eclipse.jetty.ee10.servlet.ServletChannel.dispatchAsync", SECOND,
			"org.eclipse.jetty.ee11.servlet.ServletChannel.dispatchAsync", SECOND,
			"io.undertow.servlet.spec.AsyncContextImpl$TaskDispatchRunnable.run", SECOND);

	/**
	 * The frames that begin a pass when no frame nearer the root has: Jetty's channel
	 * handles its second pass outside {@code Server.handle}, and its first inside it.
	 */
	private static final Map<String, RequestPass> FIRST_ENTERED = Map.of(
			"org.apache.coyote.http11.Http11Processor.service", FIRST,
			"org.eclipse.jetty.server.internal.HttpConnection.onFillable", FIRST,
			"org.eclipse.jetty.server.Server.handle", FIRST, "io.undertow.server.Connectors.executeRootHandler", FIRST,
			"io.undertow.server.protocol.http.HttpReadListener.handleEvent", FIRST,
			"org.eclipse.jetty.ee10.servlet.ServletChannel.handle", SECOND,
			"org.eclipse.jetty.ee11.servlet.ServletChannel.handle", SECOND,
			"java.util.concurrent.ThreadPoolExecutor.runWorker", EXECUTOR);

	private final String words;

	RequestPass(String words) {
		this.words = words;
	}

	/** How a report names it. */
	public String words() {
		return this.words;
	}

	/** The pass a stack's samples were taken in, its frames root first. */
	public static RequestPass of(List<String> frames) {
		RequestPass pass = null;
		for (String frame : frames) {
			String method = CollapsedStacks.method(frame).replace('/', '.');
			RequestPass always = ALWAYS.get(method);
			if (always != null) {
				pass = always;
			}
			else if (pass == null) {
				pass = FIRST_ENTERED.get(method);
			}
		}
		return (pass != null) ? pass : OUTSIDE;
	}

}
