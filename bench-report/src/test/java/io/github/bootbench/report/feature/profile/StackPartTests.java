package io.github.bootbench.report.feature.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each container's frames mapped to parts and passes, on one recorded stack per container
 * and pass ({@code captured/profiles/stacks-by-container.collapsed}: lines of real
 * profiles of Tomcat 11, Jetty 12.1 and Undertow 2.3 under {@code /test/async}).
 */
class StackPartTests {

	private static final Path RECORDED = Path.of("src", "test", "resources", "captured", "profiles",
			"stacks-by-container.collapsed");

	@Test
	void eachContainersRecordedStackHasItsPartAndPass() throws IOException {
		Map<String, List<String>> stacks = recorded();
		assertThat(stacks).hasSize(17);
		expect(stacks, "tomcat: second pass: the dispatcher encodes the path", StackPart.CONTAINER_DISPATCH,
				RequestPass.SECOND);
		expect(stacks, "tomcat: executor: the dispatch looks its dispatcher up", StackPart.CONTAINER_DISPATCH,
				RequestPass.EXECUTOR);
		expect(stacks, "tomcat: first pass: reading the socket", StackPart.HTTP, RequestPass.FIRST);
		expect(stacks, "tomcat: second pass: an async listener", StackPart.ASYNC_LISTENERS, RequestPass.SECOND);
		expect(stacks, "tomcat: second pass: a request attribute", StackPart.REQUEST_ATTRIBUTES, RequestPass.SECOND);
		expect(stacks, "tomcat: first pass: Spring MVC", StackPart.SPRING_MVC, RequestPass.FIRST);
		expect(stacks, "tomcat: the poller", StackPart.HTTP, RequestPass.OUTSIDE);
		expect(stacks, "jetty: second pass: the body written to the socket", StackPart.HTTP, RequestPass.SECOND);
		expect(stacks, "jetty: second pass: an async listener", StackPart.ASYNC_LISTENERS, RequestPass.SECOND);
		expect(stacks, "jetty: first pass: parsing", StackPart.HTTP, RequestPass.FIRST);
		expect(stacks, "jetty: first pass: a request attribute", StackPart.REQUEST_ATTRIBUTES, RequestPass.FIRST);
		// The task finished before the first pass returned: Jetty runs the dispatch in
		// the
		// first pass's frames.
		expect(stacks, "jetty: second pass inside the first", StackPart.HTTP, RequestPass.SECOND);
		expect(stacks, "jetty: executor", StackPart.ASYNC, RequestPass.EXECUTOR);
		expect(stacks, "undertow: second pass: Spring MVC", StackPart.SPRING_MVC, RequestPass.SECOND);
		expect(stacks, "undertow: first pass: parsing on the I/O thread", StackPart.HTTP, RequestPass.FIRST);
		// Handing the dispatch to Undertow's worker wakes one of the container's threads.
		expect(stacks, "undertow: executor: the dispatch wakes a worker", StackPart.HTTP, RequestPass.EXECUTOR);
		expect(stacks, "undertow: first pass: a filter", StackPart.FILTERS, RequestPass.FIRST);
	}

	@Test
	void aFrameClaimsByItsLongestRuleAndAnAccessorCountsForItsCaller() {
		assertThat(StackPart.of(List.of("java/lang/Thread.run", "org/apache/tomcat/util/net/NioEndpoint$Poller.run",
				"sun/nio/ch/SocketDispatcher.write0", "tcp_sendmsg")))
			.isEqualTo(StackPart.HTTP);
		assertThat(StackPart.of(List.of("org/apache/catalina/core/ApplicationFilterChain.doFilter",
				"org/springframework/web/servlet/DispatcherServlet.doDispatch", "java/util/HashMap.get")))
			.isEqualTo(StackPart.SPRING_MVC);
		assertThat(StackPart.of(List.of("org/eclipse/jetty/server/Server.handle",
				"org/eclipse/jetty/ee11/servlet/ServletHandler$Chain.doFilter")))
			.isEqualTo(StackPart.CONTAINER_DISPATCH);
		assertThat(StackPart.of(List.of("org/springframework/web/filter/OncePerRequestFilter.doFilter_[j]",
				"org/springframework/web/filter/RequestContextFilter.doFilterInternal_[i]")))
			.isEqualTo(StackPart.FILTERS);
		// A header read by a filter: the accessor is neutral, the headers are HTTP's.
		assertThat(StackPart.of(List.of("org/springframework/web/filter/CharacterEncodingFilter.doFilterInternal",
				"org/apache/catalina/connector/RequestFacade.getHeader",
				"org/apache/catalina/connector/Request.getHeader",
				"org/apache/tomcat/util/http/MimeHeaders.getHeader")))
			.isEqualTo(StackPart.HTTP);
		assertThat(StackPart.of(List.of("org/springframework/web/filter/CharacterEncodingFilter.doFilterInternal",
				"org/apache/catalina/connector/RequestFacade.getCharacterEncoding")))
			.isEqualTo(StackPart.FILTERS);
		assertThat(StackPart.of(List.of("org/springframework/web/servlet/DispatcherServlet.doService",
				"org/apache/catalina/connector/RequestFacade.setAttribute")))
			.isEqualTo(StackPart.REQUEST_ATTRIBUTES);
		assertThat(StackPart.of(List.of("org/springframework/web/filter/OncePerRequestFilter.doFilter",
				"org/springframework/web/filter/ServerHttpObservationFilter.doFilterInternal",
				"io/micrometer/observation/SimpleObservation.start")))
			.isEqualTo(StackPart.OBSERVATION);
		// Micrometer under an async listener is the listener's.
		assertThat(StackPart.of(List.of("org/apache/catalina/core/AsyncContextImpl.fireOnComplete",
				"org/springframework/web/filter/ServerHttpObservationFilter$ObservationAsyncListener.onComplete",
				"io/micrometer/observation/SimpleObservation.stop")))
			.isEqualTo(StackPart.ASYNC_LISTENERS);
		assertThat(StackPart.of(List.of("io/github/bootbench/controller/BenchController.json",
				"com/fasterxml/jackson/core/json/UTF8JsonGenerator.writeString")))
			.isEqualTo(StackPart.BODY);
		assertThat(StackPart.of(List.of("org/springframework/http/converter/StringHttpMessageConverter.writeInternal",
				"org/apache/catalina/connector/ResponseFacade.setContentType",
				"org/apache/catalina/connector/Response.setContentType")))
			.isEqualTo(StackPart.BODY);
		assertThat(StackPart.of(List.of("org/springframework/web/servlet/DispatcherServlet.doDispatch",
				"org/springframework/web/context/request/async/WebAsyncManager.startCallableProcessing",
				"java/util/concurrent/locks/ReentrantLock.lock")))
			.isEqualTo(StackPart.ASYNC);
		assertThat(StackPart.of(List.of("[no_Java_frame]", "asm_common_interrupt", "net_rx_action")))
			.isEqualTo(StackPart.KERNEL);
		assertThat(StackPart.of(List.of("[unknown]", "asm_common_interrupt_[k]", "net_rx_action_[k]")))
			.isEqualTo(StackPart.KERNEL);
		// A JVM thread's native stack is not the kernel's, though it enters the kernel.
		assertThat(StackPart.of(List.of("clone3", "start_thread", "thread_native_entry", "Thread::call_run",
				"WatcherThread::run", "entry_SYSCALL_64_after_hwframe_[k]")))
			.isEqualTo(StackPart.OTHER);
		assertThat(StackPart.of(List.of("Thread::call_run", "VMThread::run", "VM_Operation::evaluate",
				"VM_GenCollectForAllocation::doit", "SerialHeap::do_collection")))
			.isEqualTo(StackPart.GC);
		assertThat(StackPart
			.of(List.of("Thread::call_run", "CompileBroker::compiler_thread_loop", "C2Compiler::compile_method")))
			.isEqualTo(StackPart.JIT);
		assertThat(StackPart.of(List.of("Thread::call_run", "VMThread::run", "SafepointSynchronize::begin")))
			.isEqualTo(StackPart.OTHER);
	}

	@Test
	void aBlockingRequestMakesOnePassAndAThreadOfNoRequestNone() {
		assertThat(RequestPass.of(List.of("java/lang/Thread.run", "org/apache/coyote/http11/Http11Processor.service",
				"org/apache/catalina/connector/CoyoteAdapter.service")))
			.isEqualTo(RequestPass.FIRST);
		// Jetty's channel outside Server.handle is its second pass; inside it, its first.
		assertThat(RequestPass.of(List.of("org/eclipse/jetty/server/handler/ContextHandler$ScopedContext.run",
				"org/eclipse/jetty/ee11/servlet/ServletChannel.handle_[j]")))
			.isEqualTo(RequestPass.SECOND);
		assertThat(RequestPass.of(List.of("org/eclipse/jetty/server/internal/HttpConnection.onFillable",
				"org/eclipse/jetty/server/Server.handle", "org/eclipse/jetty/ee11/servlet/ServletChannel.handle",
				"org/eclipse/jetty/ee11/servlet/ServletChannel.dispatch")))
			.isEqualTo(RequestPass.FIRST);
		assertThat(RequestPass.of(List.of("java/lang/Thread.run", "org/eclipse/jetty/io/ManagedSelector.select")))
			.isEqualTo(RequestPass.OUTSIDE);
		assertThat(RequestPass.of(List.of("Thread::call_run", "VMThread::run"))).isEqualTo(RequestPass.OUTSIDE);
	}

	private static void expect(Map<String, List<String>> stacks, String name, StackPart part, RequestPass pass) {
		assertThat(stacks).containsKey(name);
		assertThat(StackPart.of(stacks.get(name))).as(name).isEqualTo(part);
		assertThat(RequestPass.of(stacks.get(name))).as(name).isEqualTo(pass);
	}

	/** The recorded stacks by the comment before each. */
	private static Map<String, List<String>> recorded() throws IOException {
		Map<String, List<String>> stacks = new LinkedHashMap<>();
		String name = null;
		for (String line : Files.readAllLines(RECORDED)) {
			if (line.startsWith("# ")) {
				name = line.substring(2);
			}
			else if (name != null) {
				stacks.put(name, List.of(line.substring(0, line.lastIndexOf(' ')).split(";")));
				name = null;
			}
		}
		return stacks;
	}

}
