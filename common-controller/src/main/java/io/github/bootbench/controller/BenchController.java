package io.github.bootbench.controller;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import io.github.bootbench.probe.PlantedCost;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.core.task.AsyncTaskExecutor;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;
import org.springframework.web.context.request.async.WebAsyncTask;

/**
 * The endpoints every container serves. Each models one kind of work: none, a trivial
 * blocking body, the same body handed to an async executor (as a {@link WebAsyncTask} or
 * a {@link DeferredResult}), a JSON document, and a blocking backend call. The same async
 * body without Spring MVC's async dispatch is {@link AsyncServlet}'s.
 */
@RestController
@RequestMapping(path = "/test")
public class BenchController {

	static final int IO_MAX_MS = 2000;

	private static final MediaType TEXT_PLAIN_UTF8 = new MediaType(MediaType.TEXT_PLAIN, StandardCharsets.UTF_8);

	private final String serverName;

	private final AsyncTaskExecutor applicationTaskExecutor;

	private final SampleOrders sampleOrders;

	private final PlantedCost plantedCost;

	public BenchController(@Value("${server.name}") String serverName,
			@Qualifier(TaskExecutionAutoConfiguration.APPLICATION_TASK_EXECUTOR_BEAN_NAME) AsyncTaskExecutor applicationTaskExecutor,
			SampleOrders sampleOrders, PlantedCost plantedCost) {
		this.serverName = serverName;
		this.applicationTaskExecutor = applicationTaskExecutor;
		this.sampleOrders = sampleOrders;
		this.plantedCost = plantedCost;
	}

	@GetMapping(path = "/block", produces = MediaType.TEXT_PLAIN_VALUE)
	public String block() {
		this.plantedCost.spend();
		return this.serverName + " block!!!";
	}

	/**
	 * Hands the same trivial body to Boot's {@code applicationTaskExecutor}, sized by
	 * {@code spring.task.execution.pool.*} (virtual threads under
	 * {@code spring.threads.virtual.enabled}).
	 */
	@GetMapping(path = "/async", produces = MediaType.TEXT_PLAIN_VALUE)
	public WebAsyncTask<String> async() {
		this.plantedCost.spend();
		Callable<String> body = () -> this.serverName + " async!!!";
		return new WebAsyncTask<>(null, this.applicationTaskExecutor, body);
	}

	/**
	 * The same body as {@link #async()} on the same executor, through Spring MVC's other
	 * async return type: the executor completes a {@link DeferredResult}, and Spring MVC
	 * dispatches it back through the container as it does a {@link WebAsyncTask}'s.
	 */
	@GetMapping(path = "/deferred", produces = MediaType.TEXT_PLAIN_VALUE)
	public DeferredResult<String> deferred() {
		this.plantedCost.spend();
		DeferredResult<String> result = new DeferredResult<>();
		this.applicationTaskExecutor.execute(() -> result.setResult(this.serverName + " async!!!"));
		return result;
	}

	/**
	 * The ceiling: no work and no body, so only the container and Spring MVC are
	 * measured.
	 */
	@GetMapping("/empty")
	public ResponseEntity<Void> empty() {
		this.plantedCost.spend();
		return ResponseEntity.ok().build();
	}

	@GetMapping(path = "/json", produces = MediaType.APPLICATION_JSON_VALUE)
	public SampleOrders.Order json() {
		this.plantedCost.spend();
		return this.sampleOrders.next();
	}

	/**
	 * Blocks the request thread, as a call to a slow database or remote service would.
	 * The content type is set on the response rather than declared with {@code produces},
	 * so that a bad parameter still gets its JSON problem whatever the client accepts.
	 */
	@GetMapping("/io")
	public ResponseEntity<String> io(@RequestParam(name = "ms", defaultValue = "20") String ms)
			throws InterruptedException {
		int millis = parseIoMillis(ms);
		this.plantedCost.spend();
		TimeUnit.MILLISECONDS.sleep(millis);
		return ResponseEntity.ok().contentType(TEXT_PLAIN_UTF8).body(this.serverName + " io " + millis + " ms");
	}

	private static int parseIoMillis(String ms) {
		try {
			int millis = Integer.parseInt(ms.strip());
			if (millis >= 0 && millis <= IO_MAX_MS) {
				return millis;
			}
		}
		catch (NumberFormatException ex) {
			// reported below, like an out-of-range value
		}
		throw new BadParameterException("ms", ms, "0.." + IO_MAX_MS);
	}

}
