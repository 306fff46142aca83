package io.github.bootbench.report.feature.profile;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The parts of a server's stack a request's CPU is told apart by, by call path. A sample
 * belongs to the part of the frame nearest its leaf that a part claims (the longest of
 * its {@link StackRules} that the frame starts with), so that time in the JDK, the kernel
 * or a frame no part claims ({@link StackRules#NEUTRAL}: a request's or a response's
 * accessors, utilities) counts for the code that called it: a socket write under Jetty's
 * endpoint is HTTP's, a response header set by Spring's converter is the body's writing,
 * a lock taken in Spring's async manager is the async machinery's. A part that
 * {@link #seals() seals} takes everything under its frame: an async listener's work is
 * the listeners', whatever it calls. A sample no Java frame claims is the collector's,
 * the compiler's, the kernel's alone (only kernel frames, as in an interrupt) or the
 * rest. Which pass of a request a sample is in is {@link RequestPass}'s.
 */
public enum StackPart {

	/**
	 * The container's sockets and HTTP: reading, parsing and writing, headers, its
	 * threads and buffers (Tomcat's Coyote and endpoint, Jetty's connection and channel,
	 * Undertow's core and XNIO).
	 */
	HTTP("sockets and HTTP, the container's threads", false),

	/**
	 * The container's request dispatch: Tomcat's adapter, valves, mapper, filter chain
	 * and dispatcher; Jetty's handler chain, servlet handler and dispatcher; Undertow's
	 * servlet handlers.
	 */
	CONTAINER_DISPATCH("the container's dispatch (valves, mapper, handler chain)", false),

	/**
	 * The container's request attributes, read and written by filters, Spring MVC and the
	 * dispatch itself.
	 */
	REQUEST_ATTRIBUTES("request attributes (the container's)", false),

	/** The servlet filters' own code (Spring's and Boot's). */
	FILTERS("filters", false),

	/** Micrometer's observation of each request (Boot's ServerHttpObservationFilter). */
	OBSERVATION("the request's observation (Micrometer)", false),

	/** Spring MVC's dispatch: handler lookup, argument resolution, return values. */
	SPRING_MVC("Spring MVC's dispatch", false),

	/**
	 * Async dispatch: Spring MVC's async manager and executor, the container's async
	 * context.
	 */
	ASYNC("the async machinery", false),

	/** The async listeners a completed request runs, the container's and Spring's. */
	ASYNC_LISTENERS("async listeners", true),

	/** The application's own handler. */
	HANDLER("the handler", false),

	/** The body's writing: message converters and JSON (Jackson). */
	BODY("the body's writing (converters, JSON)", false),

	/** The garbage collector's threads. */
	GC("the garbage collector", false),

	/** The JIT compilers' threads. */
	JIT("the JIT compilers", false),

	/** The kernel with no Java frame at all (interrupts, network soft IRQs). */
	KERNEL("the kernel, with no Java frame", false),

	/**
	 * Everything else: the JVM's other threads, safepoints, JDK code no part's code
	 * called.
	 */
	OTHER("the rest", false);

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

	private final boolean seals;

	StackPart(String words, boolean seals) {
		this.words = words;
		this.seals = seals;
	}

	/** How a report names it. */
	public String words() {
		return this.words;
	}

	/** Whether everything under a frame it claims is its own, whatever the frames. */
	boolean seals() {
		return this.seals;
	}

	/** The part a stack's samples belong to, its frames root first. */
	public static StackPart of(List<String> frames) {
		StackPart claimed = null;
		for (String frame : frames) {
			StackPart part = StackRules.claiming(CollapsedStacks.method(frame).replace('/', '.'));
			if (part != null) {
				claimed = part;
				if (part.seals) {
					break;
				}
			}
		}
		if (claimed != null) {
			return claimed;
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

}
