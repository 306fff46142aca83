package io.github.bootbench.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;

/**
 * The probe on the jakarta servlet API (Spring Boot 3 and 4), first of the app's filters.
 * Its twin for the javax API differs only in its imports; {@link Probe} holds what they
 * do.
 */
class JakartaProbeFilter implements Filter, Ordered {

	private final Probe probe;

	JakartaProbeFilter(Probe probe) {
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
