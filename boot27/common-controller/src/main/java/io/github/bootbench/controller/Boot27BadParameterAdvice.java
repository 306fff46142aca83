package io.github.bootbench.controller;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * A bad request parameter as an RFC 7807 problem, with the fields Boot 3.5's
 * {@code ProblemDetail} writes (Spring Framework 5 has no {@code ProblemDetail}).
 */
@RestControllerAdvice(assignableTypes = { BenchController.class, DatabaseController.class })
public class Boot27BadParameterAdvice {

	@ExceptionHandler
	public ResponseEntity<Map<String, Object>> badParameter(BadParameterException ex) {
		Map<String, Object> problem = new LinkedHashMap<>();
		problem.put("type", "about:blank");
		problem.put("title", "Bad request parameter");
		problem.put("status", HttpStatus.BAD_REQUEST.value());
		problem.put("detail", ex.getMessage());
		problem.put("parameter", ex.getParameter());
		problem.put("rejectedValue", ex.getRejectedValue());
		problem.put("allowedRange", ex.getAllowedRange());
		return ResponseEntity.badRequest().contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
	}

}
