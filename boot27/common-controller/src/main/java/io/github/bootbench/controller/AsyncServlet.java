package io.github.bootbench.controller;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executor;

import io.github.bootbench.probe.PlantedCost;

import javax.servlet.AsyncContext;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * {@code /test/servletasync}: the body of {@code /test/async}, written on the same
 * executor, through the Servlet API alone: the request goes async, a task of the executor
 * writes the body and completes it. No Spring MVC handler and no async dispatch back
 * through the container, as in TechEmpower's servlet tests; Boot's filters still wrap it,
 * as they wrap every request. Boot 2.7's copy of the shared one (which is
 * jakarta.servlet's): the same name and code on javax.servlet.
 */
final class AsyncServlet extends HttpServlet {

	static final String PATH = "/test/servletasync";

	private static final long serialVersionUID = 1L;

	private final transient byte[] body;

	private final transient Executor executor;

	private final transient PlantedCost plantedCost;

	AsyncServlet(String serverName, Executor executor, PlantedCost plantedCost) {
		this.body = (serverName + " async!!!").getBytes(StandardCharsets.UTF_8);
		this.executor = executor;
		this.plantedCost = plantedCost;
	}

	@Override
	protected void doGet(HttpServletRequest request, HttpServletResponse response) {
		this.plantedCost.spend();
		AsyncContext async = request.startAsync();
		this.executor.execute(() -> write(async));
	}

	private void write(AsyncContext async) {
		try {
			HttpServletResponse response = (HttpServletResponse) async.getResponse();
			response.setContentType("text/plain;charset=UTF-8");
			response.setContentLength(this.body.length);
			response.getOutputStream().write(this.body);
		}
		catch (IOException ex) {
			// The client went away: there is no one to answer.
		}
		finally {
			async.complete();
		}
	}

}
