package io.github.bootbench.controller;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports {@link VirtualThreadsUnavailableException} as Boot's short failure report,
 * without a stack trace.
 */
public class VirtualThreadsUnavailableFailureAnalyzer
		extends AbstractFailureAnalyzer<VirtualThreadsUnavailableException> {

	@Override
	protected FailureAnalysis analyze(Throwable rootFailure, VirtualThreadsUnavailableException cause) {
		return new FailureAnalysis(cause.getMessage(),
				"Start the app with a JDK 21 or newer (e.g. java from /usr/lib/jvm/temurin-25-jdk-amd64, or run-all.sh --jdk PATH), or drop the vthreads profile.",
				cause);
	}

}
