package io.github.bootbench.report.input;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.bootbench.report.io.Json;

/**
 * A variant's state over the run ({@code pending} until its JVM answered, then {@code ok}
 * or {@code failed}), what its live server reported ({@code /test/server}) and each round
 * it failed in.
 *
 * @param reported the server's answer as the app wrote it, every key kept (run.json's
 * {@code server}; null until its JVM answered)
 */
public record VariantState(String status, @JsonProperty("server") JsonNode reported, List<Failure> failures) {

	static final String PENDING = "pending";

	/** A variant the run has not started yet. */
	static VariantState pending() {
		return new VariantState(PENDING, null, List.of());
	}

	/**
	 * What the report reads of the server's answer, or null before its JVM answered.
	 */
	public ServerInfo server() {
		return (this.reported == null || this.reported.isNull()) ? null
				: Json.MAPPER.convertValue(this.reported, ServerInfo.class);
	}

	/** Its JVM answered: the first answer kept, and a pending variant started. */
	VariantState answered(JsonNode server) {
		boolean first = this.reported == null || this.reported.isNull();
		return new VariantState(this.status, first ? server : this.reported, this.failures).started();
	}

	/**
	 * It did what the run asked of it: a pending variant is ok (a failed one stays so).
	 */
	VariantState started() {
		return new VariantState(PENDING.equals(this.status) ? "ok" : this.status, this.reported, this.failures);
	}

	/** It failed in {@code round}. */
	VariantState failed(int round, String reason) {
		List<Failure> all = new ArrayList<>((this.failures != null) ? this.failures : List.of());
		all.add(new Failure(round, reason));
		return new VariantState("failed", this.reported, List.copyOf(all));
	}

	public record ServerInfo(@JsonProperty(required = true) String container,
			@JsonProperty(required = true) String serverVersion, String springBootVersion,
			List<String> garbageCollectors, ThreadLimits threads) {

	}

	public record Failure(int round, String reason) {

	}

}
