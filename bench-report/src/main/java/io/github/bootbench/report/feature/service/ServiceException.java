package io.github.bootbench.report.feature.service;

/**
 * A jar, a request or a resolution that {@code --app} cannot work with, said in one line
 * that names what and why; the command that meets it exits 2 before any load.
 */
public final class ServiceException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public ServiceException(String message) {
		super(message);
	}

	public ServiceException(String message, Throwable cause) {
		super(message, cause);
	}

}
