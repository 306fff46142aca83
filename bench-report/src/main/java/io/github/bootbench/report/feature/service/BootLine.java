package io.github.bootbench.report.feature.service;

import java.util.List;

/**
 * The containers a Spring Boot version's starters offer: Tomcat, Jetty and Undertow from
 * 2.7 to 3.5; Tomcat and Jetty in 4 (Undertow does not implement Servlet 6.1). A version
 * outside those lines is one the harness has not tried its swap on, and is refused.
 */
final class BootLine {

	/** The lines the swap knows, as the refusal lists them. */
	static final String KNOWN = "2.7, 3.0 to 3.5, 4.0 and 4.1";

	private BootLine() {
	}

	static List<ServletContainer> offered(String bootVersion) {
		String[] parts = bootVersion.split("[.-]");
		int major;
		int minor;
		try {
			major = Integer.parseInt(parts[0]);
			minor = (parts.length > 1) ? Integer.parseInt(parts[1]) : -1;
		}
		catch (NumberFormatException ex) {
			throw unknown(bootVersion);
		}
		if ((major == 2 && minor == 7) || (major == 3 && minor >= 0 && minor <= 5)) {
			return List.of(ServletContainer.TOMCAT, ServletContainer.JETTY, ServletContainer.UNDERTOW);
		}
		if (major == 4 && minor >= 0 && minor <= 1) {
			return List.of(ServletContainer.TOMCAT, ServletContainer.JETTY);
		}
		throw unknown(bootVersion);
	}

	private static ServiceException unknown(String bootVersion) {
		return new ServiceException(
				"Spring Boot " + bootVersion + " is not a version the harness knows: it swaps containers in " + KNOWN);
	}

}
