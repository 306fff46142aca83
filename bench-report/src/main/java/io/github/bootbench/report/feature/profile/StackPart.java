package io.github.bootbench.report.feature.profile;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The parts of a server's stack a request's CPU is told apart by. A sample belongs to the
 * part of the frame nearest its leaf that any part claims (by the longest package prefix
 * of a Java frame): time spent in the JDK or the kernel counts for the code that called
 * it, so a socket write under Tomcat's endpoint is the container's and a lock taken in
 * Spring's async manager is the async machinery's. A sample no Java frame claims is the
 * collector's, the compiler's, the kernel's alone (only kernel frames, as in an
 * interrupt) or the rest, by its native frames.
 */
public enum StackPart {

	/**
	 * The container's sockets, HTTP parsing and writing, its threads and buffers, and its
	 * connector's request and response objects (Tomcat's {@code catalina.connector}, the
	 * side of Catalina that Jetty keeps in {@code jetty.server}).
	 */
	CONTAINER("the container's sockets and HTTP",
			List.of("org.apache.tomcat.", "org.apache.coyote.", "org.apache.catalina.connector.", "org.eclipse.jetty.",
					"io.undertow.", "org.xnio.", "io.netty.")),

	/**
	 * The servlet container's pipeline and every servlet filter before the dispatcher.
	 */
	FILTER_CHAIN("the servlet and filter chain",
			List.of("org.apache.catalina.", "jakarta.servlet.", "javax.servlet.", "org.eclipse.jetty.ee10.servlet.",
					"org.eclipse.jetty.ee10.servlets.", "org.eclipse.jetty.ee11.servlet.",
					"org.eclipse.jetty.ee11.servlets.", "org.eclipse.jetty.ee8.", "org.eclipse.jetty.servlet.",
					"io.undertow.servlet.", "org.springframework.web.filter.", "org.springframework.boot.web.")),

	/** Micrometer's observation of each request (Boot's ServerHttpObservationFilter). */
	OBSERVATION("the request's observation (Micrometer)",
			List.of("io.micrometer.", "org.springframework.web.filter.ServerHttpObservationFilter",
					"org.springframework.http.server.observation.")),

	/**
	 * Spring MVC's dispatch: handler lookup, argument resolution, return value writing.
	 */
	SPRING_MVC("Spring MVC's dispatch",
			List.of("org.springframework.web.servlet.", "org.springframework.web.method.",
					"org.springframework.web.bind.", "org.springframework.web.accept.", "org.springframework.web.util.",
					"org.springframework.http.", "org.springframework.web.context.", "org.springframework.core.",
					"org.springframework.util.", "org.springframework.beans.")),

	/**
	 * Async dispatch: Spring MVC's async manager and executor, the container's async
	 * context.
	 */
	ASYNC("the async machinery",
			List.of("org.springframework.web.context.request.async.", "org.springframework.core.task.",
					"org.springframework.scheduling.", "org.apache.catalina.core.AsyncContextImpl",
					"org.apache.coyote.AsyncStateMachine", "org.eclipse.jetty.ee10.servlet.AsyncContext",
					"org.eclipse.jetty.ee10.servlet.ServletChannelState", "org.eclipse.jetty.ee11.servlet.AsyncContext",
					"org.eclipse.jetty.ee11.servlet.ServletChannelState")),

	/** The application's own handler. */
	HANDLER("the handler", List.of("io.github.bootbench.controller.")),

	/** JSON writing and reading. */
	JSON("JSON (Jackson)", List.of("com.fasterxml.jackson.", "tools.jackson.")),

	/** The garbage collector's threads. */
	GC("the garbage collector", List.of()),

	/** The JIT compilers' threads. */
	JIT("the JIT compilers", List.of()),

	/** The kernel with no Java frame at all (interrupts, network soft IRQs). */
	KERNEL("the kernel, with no Java frame", List.of()),

	/**
	 * Everything else: the JVM's other threads, safepoints, JDK code no part's code
	 * called.
	 */
	OTHER("the rest", List.of());

	/** What async-profiler names a sample taken where no Java frame was on the stack. */
	static final String NO_JAVA_FRAME = "[no_Java_frame]";

	/** How async-profiler marks a kernel frame in the collapsed format. */
	static final String KERNEL_FRAME = "_[k]";

	private static final Pattern GC_FRAME = Pattern
		.compile("GCTaskThread|VM_GenCollect|GenCollectedHeap|SerialHeap|DefNewGeneration|TenuredGeneration|"
				+ "G1[A-Z]|ParallelScavenge|PSScavenge|PSParallelCompact|ZCollect|ZDriver|ShenandoahControl|"
				+ "ConcurrentGCThread|WorkerThread::run");

	private static final Pattern JIT_FRAME = Pattern.compile("CompileBroker|C2Compiler|Compilation::|Compile::");

	private final String words;

	private final List<String> prefixes;

	StackPart(String words, List<String> prefixes) {
		this.words = words;
		this.prefixes = prefixes;
	}

	/** How a report names it. */
	public String words() {
		return this.words;
	}

	/** The part a stack's samples belong to, its frames root first. */
	public static StackPart of(List<String> frames) {
		for (int i = frames.size() - 1; i >= 0; i--) {
			StackPart part = claiming(frames.get(i).replace('/', '.'));
			if (part != null) {
				return part;
			}
		}
		if (frames.stream().anyMatch((frame) -> GC_FRAME.matcher(frame).find())) {
			return GC;
		}
		if (frames.stream().anyMatch((frame) -> JIT_FRAME.matcher(frame).find())) {
			return JIT;
		}
		List<String> named = frames.stream().filter((frame) -> !frame.startsWith("[")).toList();
		boolean kernelOnly = !named.isEmpty() && named.stream().allMatch((frame) -> frame.endsWith(KERNEL_FRAME));
		return (frames.get(0).equals(NO_JAVA_FRAME) || kernelOnly) ? KERNEL : OTHER;
	}

	/** The part whose longest prefix a frame starts with, or null. */
	private static StackPart claiming(String frame) {
		StackPart claimed = null;
		int longest = 0;
		for (StackPart part : values()) {
			for (String prefix : part.prefixes) {
				if (prefix.length() > longest && frame.startsWith(prefix)) {
					claimed = part;
					longest = prefix.length();
				}
			}
		}
		return claimed;
	}

}
