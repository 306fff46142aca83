package io.github.bootbench.controller;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executor;

import io.github.bootbench.probe.PlantedCost;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The body of {@code /test/async}, computed on the same executor, through the Servlet API
 * alone, by one of two roads. {@code /test/servletasync}: the request goes async and a
 * task of the executor writes the body and completes it, as in TechEmpower's servlet
 * tests. {@code /test/servletdispatch}: the task calls {@link AsyncContext#dispatch()},
 * and the container's second pass brings the request back to this servlet, which writes
 * the body on a container thread: what Spring MVC's async return types do, without Spring
 * MVC. Boot's filters wrap both, as they wrap every request. Boot 2.7 compiles its own
 * (javax.servlet), with the same name and code.
 */
final class AsyncServlet extends HttpServlet {

	static final String PATH = "/test/servletasync";

	static final String DISPATCH_PATH = "/test/servletdispatch";

	private static final long serialVersionUID = 1L;

	private final transient byte[] body;

	private final transient Executor executor;

	private final transient PlantedCost plantedCost;

	private final boolean dispatchBack;

	private AsyncServlet(String serverName, Executor executor, PlantedCost plantedCost, boolean dispatchBack) {
		this.body = (serverName + " async!!!").getBytes(StandardCharsets.UTF_8);
		this.executor = executor;
		this.plantedCost = plantedCost;
		this.dispatchBack = dispatchBack;
	}

	/** {@code /test/servletasync}'s: the executor's task writes and completes. */
	static AsyncServlet completing(String serverName, Executor executor, PlantedCost plantedCost) {
		return new AsyncServlet(serverName, executor, plantedCost, false);
	}

	/** {@code /test/servletdispatch}'s: the executor's task dispatches back. */
	static AsyncServlet dispatching(String serverName, Executor executor, PlantedCost plantedCost) {
		return new AsyncServlet(serverName, executor, plantedCost, true);
	}

	@Override
	protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
		if (request.getDispatcherType() == DispatcherType.ASYNC) {
			write(response);
			return;
		}
		this.plantedCost.spend();
		AsyncContext async = request.startAsync();
		this.executor.execute(this.dispatchBack ? async::dispatch : () -> writeAndComplete(async));
	}

	private void writeAndComplete(AsyncContext async) {
		try {
			write((HttpServletResponse) async.getResponse());
		}
		catch (IOException ex) {
			// The client went away: there is no one to answer.
		}
		finally {
			async.complete();
		}
	}

	private void write(HttpServletResponse response) throws IOException {
		response.setContentType("text/plain;charset=UTF-8");
		response.setContentLength(this.body.length);
		response.getOutputStream().write(this.body);
	}

}
