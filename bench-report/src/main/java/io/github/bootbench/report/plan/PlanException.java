package io.github.bootbench.report.plan;

/**
 * Options that cannot make a plan: the message is one line naming what was wrong, as
 * run-all.sh prints it before exiting 2.
 */
public final class PlanException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public PlanException(String message) {
		super(message);
	}

}
