package io.github.bootbench.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;

/**
 * The probe on the javax servlet API (Spring Boot 2.7), first of the app's filters. Its
 * twin for the jakarta API differs only in its imports; {@link Probe} holds what they do.
 */
class JavaxProbeFilter implements Filter, Ordered {

	private final Probe probe;

	JavaxProbeFilter(Probe probe) {
		this.probe = probe;
	}

	@Override
	public int getOrder() {
		return Ordered.HIGHEST_PRECEDENCE;
	}

	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
			throws IOException, ServletException {
		if (request instanceof HttpServletRequest http && this.probe.answers(http.getRequestURI())) {
			String json = this.probe.answer(http.getRequestURI(), http.getQueryString(),
					request.getServletContext().getServerInfo());
			HttpServletResponse answer = (HttpServletResponse) response;
			if (json == null) {
				answer.sendError(HttpServletResponse.SC_NOT_FOUND);
				return;
			}
			byte[] body = json.getBytes(StandardCharsets.UTF_8);
			answer.setContentType("application/json");
			answer.setContentLength(body.length);
			answer.getOutputStream().write(body);
			return;
		}
		this.probe.spend();
		chain.doFilter(request, response);
	}

}
