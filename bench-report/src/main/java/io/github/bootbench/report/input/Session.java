package io.github.bootbench.report.input;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.github.bootbench.report.io.Json;

/**
 * One fresh JVM of one variant in one round.
 *
 * @param reason why it failed (status {@code failed}), or null
 * @param warmup how its warm-up ended (status {@code ok}), or null
 */
@JsonPropertyOrder({ "container", "round", "status", "startedAt", "endedAt", "warmup", "reason" })
public record Session(@JsonProperty(value = "container", required = true) String variant,
		@JsonProperty(required = true) int round, @JsonProperty(required = true) String status, String startedAt,
		String endedAt, @JsonInclude(JsonInclude.Include.NON_NULL) String reason, WarmupResult warmup) {

	public boolean ok() {
		return "ok".equals(this.status);
	}

	public boolean steady() {
		return this.warmup != null && this.warmup.steady();
	}

	/**
	 * The warm-up's end, as bench-report's rule judged it: {@code steady} is JIT-quiet
	 * and settled, {@code windows} the cycles. Its two figures are written as the
	 * scripts' jq wrote them, a whole number without a fraction.
	 */
	public record WarmupResult(boolean steady, int seconds, int windows,
			@JsonSerialize(using = Json.AsJqWritesIt.class) Double lastChangePercent,
			@JsonSerialize(using = Json.AsJqWritesIt.class) Double lastCompileAddedMs) {

	}

}
