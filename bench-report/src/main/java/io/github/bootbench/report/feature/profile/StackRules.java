package io.github.bootbench.report.feature.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which part of the stack a Java frame claims: the longest prefix of its class and method
 * ({@code org.apache.catalina.core.ApplicationHttpRequest.getAttribute}) among the rules,
 * where a prefix may name a package, a class or one method. A frame whose longest prefix
 * is {@link #NEUTRAL}'s, or that no prefix matches, claims nothing: it counts for its
 * caller's part.
 */
final class StackRules {

	/**
	 * The frames that count for their caller: a request's and a response's accessors
	 * (what a filter reads costs the filter), the containers' utilities, Spring's core.
	 */
	static final List<String> NEUTRAL = List.of("org.apache.catalina.connector.Request",
			"org.apache.catalina.connector.Response", "org.eclipse.jetty.server.Request", "org.eclipse.jetty.util.",
			"org.eclipse.jetty.ee10.servlet.ServletApiRequest", "org.eclipse.jetty.ee10.servlet.ServletContextRequest",
			"org.eclipse.jetty.ee10.servlet.ServletApiResponse",
			"org.eclipse.jetty.ee10.servlet.ServletContextResponse", "org.eclipse.jetty.ee11.servlet.ServletApiRequest",
			"org.eclipse.jetty.ee11.servlet.ServletContextRequest", "org.eclipse.jetty.ee11.servlet.ServletApiResponse",
			"org.eclipse.jetty.ee11.servlet.ServletContextResponse", "io.undertow.servlet.spec.HttpServletRequestImpl",
			"io.undertow.servlet.spec.HttpServletResponseImpl", "jakarta.servlet.", "javax.servlet.",
			"org.springframework.util.", "org.springframework.core.", "org.springframework.beans.",
			"org.springframework.web.context.request.async.StandardServletAsyncWebRequest$Lifecycle");

	/** The classes that hold a request's attributes, each container's. */
	private static final List<String> ATTRIBUTE_HOLDERS = List.of("org.apache.catalina.connector.Request",
			"org.apache.catalina.connector.RequestFacade", "org.apache.coyote.Request",
			"org.apache.catalina.core.ApplicationHttpRequest", "org.apache.catalina.core.ApplicationRequest",
			"org.eclipse.jetty.server.Request$Wrapper",
			"org.eclipse.jetty.server.internal.HttpChannelState$ChannelRequest",
			"org.eclipse.jetty.ee10.servlet.ServletApiRequest", "org.eclipse.jetty.ee10.servlet.ServletContextRequest",
			"org.eclipse.jetty.ee10.servlet.ServletContextRequest$1",
			"org.eclipse.jetty.ee10.servlet.Dispatcher$AsyncRequest",
			"org.eclipse.jetty.ee10.servlet.Dispatcher$ForwardRequest",
			"org.eclipse.jetty.ee11.servlet.ServletApiRequest", "org.eclipse.jetty.ee11.servlet.ServletContextRequest",
			"org.eclipse.jetty.ee11.servlet.ServletContextRequest$1",
			"org.eclipse.jetty.ee11.servlet.Dispatcher$AsyncRequest",
			"org.eclipse.jetty.ee11.servlet.Dispatcher$ForwardRequest",
			"io.undertow.servlet.spec.HttpServletRequestImpl");

	/** Their methods that read and write attributes. */
	private static final List<String> ATTRIBUTE_METHODS = List.of("getAttribute", "setAttribute", "removeAttribute",
			"getSpecial", "getSyntheticAttribute");

	private static final Map<StackPart, List<String>> CLAIMS = Map.of(StackPart.HTTP,
			List.of("org.apache.tomcat.", "org.apache.coyote.", "org.apache.catalina.connector.OutputBuffer",
					"org.apache.catalina.connector.CoyoteOutputStream", "org.apache.catalina.connector.CoyoteWriter",
					"org.apache.catalina.connector.InputBuffer", "org.apache.catalina.connector.CoyoteInputStream",
					"org.apache.catalina.connector.Response.finishResponse", "org.eclipse.jetty.io.",
					"org.eclipse.jetty.http.", "org.eclipse.jetty.util.thread.", "org.eclipse.jetty.server.internal.",
					"org.eclipse.jetty.server.HttpStream", "org.eclipse.jetty.server.Response",
					"org.eclipse.jetty.ee10.servlet.HttpOutput", "org.eclipse.jetty.ee11.servlet.HttpOutput",
					"org.eclipse.jetty.server.HttpConnection", "org.eclipse.jetty.server.HttpChannel",
					"org.eclipse.jetty.server.HttpOutput", "io.undertow.",
					"io.undertow.servlet.spec.ServletOutputStreamImpl", "org.xnio.", "org.jboss.threads.", "io.netty."),
			StackPart.CONTAINER_DISPATCH,
			List.of("org.apache.catalina.", "org.eclipse.jetty.server.", "org.eclipse.jetty.ee10.",
					"org.eclipse.jetty.ee11.", "org.eclipse.jetty.ee8.", "org.eclipse.jetty.ee9.",
					"org.eclipse.jetty.servlet.", "org.eclipse.jetty.session.", "io.undertow.servlet.",
					"org.springframework.boot.web.embedded.", "org.springframework.boot.tomcat.",
					"org.springframework.boot.jetty.", "org.springframework.boot.undertow."),
			StackPart.FILTERS, List.of("org.springframework.web.filter.",
					"org.springframework.boot.web.servlet.filter.", "org.springframework.boot.servlet.filter."),
			StackPart.OBSERVATION,
			List.of("io.micrometer.", "org.springframework.web.filter.ServerHttpObservationFilter",
					"org.springframework.http.server.observation.", "org.springframework.boot.micrometer.",
					"org.springframework.boot.actuate."),
			StackPart.SPRING_MVC,
			List.of("org.springframework.web.", "org.springframework.http.", "org.springframework.context.",
					"org.springframework.validation."),
			StackPart.ASYNC,
			List.of("org.springframework.web.context.request.async.", "org.springframework.core.task.",
					"org.springframework.scheduling.", "java.util.concurrent.ThreadPoolExecutor",
					"java.util.concurrent.FutureTask", "java.util.concurrent.Executors$RunnableAdapter",
					"org.apache.catalina.core.AsyncContextImpl", "org.apache.coyote.AsyncStateMachine",
					"org.eclipse.jetty.ee10.servlet.AsyncContext", "org.eclipse.jetty.ee10.servlet.ServletChannelState",
					"org.eclipse.jetty.ee11.servlet.AsyncContext", "org.eclipse.jetty.ee11.servlet.ServletChannelState",
					"io.undertow.servlet.spec.AsyncContextImpl"),
			StackPart.ASYNC_LISTENERS,
			List.of("org.apache.catalina.core.AsyncContextImpl.fireOnComplete",
					"org.apache.catalina.core.AsyncListenerWrapper",
					"org.eclipse.jetty.ee10.servlet.ServletChannelState.lambda$completed$",
					"org.eclipse.jetty.ee11.servlet.ServletChannelState.lambda$completed$",
					"io.undertow.servlet.spec.AsyncContextImpl.onAsyncComplete",
					"org.springframework.web.filter.ServerHttpObservationFilter$ObservationAsyncListener",
					"org.springframework.web.context.request.async.StandardServletAsyncWebRequest.onComplete",
					"org.springframework.web.context.request.async.StandardServletAsyncWebRequest.onError",
					"org.springframework.web.context.request.async.StandardServletAsyncWebRequest.onTimeout"),
			StackPart.HANDLER, List.of("io.github.bootbench."), StackPart.BODY,
			List.of("org.springframework.http.converter.", "com.fasterxml.jackson.", "tools.jackson."));

	/** Every rule, longest prefix first; a neutral one claims an empty part. */
	private static final List<Rule> RULES = rules();

	private static final Map<String, Optional<StackPart>> CLAIMED = new ConcurrentHashMap<>();

	private record Rule(String prefix, Optional<StackPart> part) {
	}

	private StackRules() {
	}

	/**
	 * The part a Java frame claims ({@code org.apache.coyote.Request.getAttribute}, no
	 * mark of how it ran), or null for one that counts for its caller.
	 */
	static StackPart claiming(String frame) {
		return CLAIMED.computeIfAbsent(frame, StackRules::rule).orElse(null);
	}

	private static Optional<StackPart> rule(String frame) {
		return RULES.stream().filter((rule) -> frame.startsWith(rule.prefix())).findFirst().flatMap(Rule::part);
	}

	private static List<Rule> rules() {
		List<Rule> rules = new ArrayList<>();
		CLAIMS.forEach((part, prefixes) -> prefixes.forEach((p) -> rules.add(new Rule(p, Optional.of(part)))));
		for (String holder : ATTRIBUTE_HOLDERS) {
			for (String method : ATTRIBUTE_METHODS) {
				rules.add(new Rule(holder + "." + method, Optional.of(StackPart.REQUEST_ATTRIBUTES)));
			}
		}
		NEUTRAL.forEach((p) -> rules.add(new Rule(p, Optional.empty())));
		rules.sort(Comparator.comparingInt((Rule rule) -> -rule.prefix().length()).thenComparing(Rule::prefix));
		return List.copyOf(rules);
	}

}
