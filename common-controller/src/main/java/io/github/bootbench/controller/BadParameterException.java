package io.github.bootbench.controller;

/**
 * A request parameter outside what an endpoint accepts. Rendered as a 400 problem detail
 * that names the parameter and its allowed range (see {@link BadParameterAdvice}).
 */
public class BadParameterException extends RuntimeException {

	private final String parameter;

	private final String rejectedValue;

	private final String allowedRange;

	public BadParameterException(String parameter, String rejectedValue, String allowedRange) {
		super("Parameter '" + parameter + "' must be an integer in " + allowedRange + ", got '" + rejectedValue + "'");
		this.parameter = parameter;
		this.rejectedValue = rejectedValue;
		this.allowedRange = allowedRange;
	}

	public String getParameter() {
		return this.parameter;
	}

	public String getRejectedValue() {
		return this.rejectedValue;
	}

	public String getAllowedRange() {
		return this.allowedRange;
	}

}
