package io.github.bootbench.controller;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Turns a bad parameter into a small RFC 9457 problem detail instead of a stack trace.
 */
@RestControllerAdvice(assignableTypes = { BenchController.class, DatabaseController.class })
public class BadParameterAdvice {

	@ExceptionHandler
	public ProblemDetail badParameter(BadParameterException ex) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, ex.getMessage());
		problem.setTitle("Bad request parameter");
		problem.setProperty("parameter", ex.getParameter());
		problem.setProperty("rejectedValue", ex.getRejectedValue());
		problem.setProperty("allowedRange", ex.getAllowedRange());
		return problem;
	}

}
