package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.bootbench.report.core.Tool;

/**
 * What makes two runs' ratios the same comparison, so that they may be pooled: each side
 * ({@link Side}: its container and Spring Boot versions and JVM options), the cell
 * (endpoint, load tool, concurrency), and what the run's scope says the figures hold for:
 * the Java major version, the collector, the server's CPUs, and the hosts where a run
 * spanned several. What may differ between runs and still be pooled, the machine and the
 * hour, is the random effect; the machine's CPU model and guest build are also shown
 * apart ({@link Stratum}).
 *
 * @param collector as the live servers reported it ({@code Serial}), or null
 * @param hosts where the apps and the load ran when not on one machine, or null
 * @param cpuLimit the CPUs each server JVM was limited to, or null without a limit
 */
public record ComparisonKey(Side variant, Side baseline, String endpoint, Tool tool, int concurrency, int javaMajor,
		String collector, int serverCpus, String hosts, @JsonInclude(JsonInclude.Include.NON_NULL) Double cpuLimit) {

	/** The same comparison the other way round: the baseline over the variant. */
	ComparisonKey inverse() {
		return new ComparisonKey(this.baseline, this.variant, this.endpoint, this.tool, this.concurrency,
				this.javaMajor, this.collector, this.serverCpus, this.hosts, this.cpuLimit);
	}

	/**
	 * Its name in claims and answer.json, unique over every comparison:
	 * {@code boot4-jetty / boot4-tomcat, block wrk c=100, Java 17, Serial, 1 CPU, -Xms512m -Xmx512m}.
	 */
	@JsonProperty("id")
	public String id() {
		List<String> parts = new ArrayList<>();
		parts.add(this.variant.id() + " / " + this.baseline.id());
		parts.add(this.endpoint + " " + this.tool.id() + " c=" + this.concurrency);
		parts.add(scope());
		if (!this.variant.jvmOptions().equals(this.baseline.jvmOptions())) {
			parts.add(this.variant.jvmOptions() + " against " + this.baseline.jvmOptions());
		}
		else if (!this.variant.jvmOptions().isEmpty()) {
			parts.add(this.variant.jvmOptions());
		}
		return String.join(", ", parts);
	}

	/** {@code boot4-jetty / boot4-tomcat, block wrk c=100}: the pair and the cell. */
	public String pairAndCell() {
		return this.variant.id() + " / " + this.baseline.id() + ", " + this.endpoint + " " + this.tool.id() + " c="
				+ this.concurrency;
	}

	/**
	 * What its id says after the pair and the cell:
	 * {@code Java 17, Serial, 1 CPU, -Xms512m -Xmx512m}.
	 */
	public String scopeInId() {
		return id().substring(pairAndCell().length() + 2);
	}

	/**
	 * Its name in a claim where the answer's headline scope goes without saying: the pair
	 * and the cell where its scope is that one, else its id.
	 */
	String ref(String headlineScope) {
		return scopeInId().equals(headlineScope) ? pairAndCell() : id();
	}

	/**
	 * What the figures hold for, without the cell: {@code Java 17, Serial, 1 CPU}, and
	 * the hosts where a run spanned several.
	 */
	public String scope() {
		return "Java " + this.javaMajor + ", " + ((this.collector != null) ? this.collector : "collector unknown")
				+ ", " + this.serverCpus + ((this.serverCpus == 1) ? " CPU" : " CPUs")
				+ ((this.cpuLimit != null) ? " limited to "
						+ java.math.BigDecimal.valueOf(this.cpuLimit).stripTrailingZeros().toPlainString() : "")
				+ ((this.hosts != null) ? ", " + this.hosts : "");
	}

	/** {@code Jetty 12.1 / Tomcat 11}. */
	public String pair() {
		return this.variant.label() + " / " + this.baseline.label();
	}

	/** Whether the variant is a copy of the baseline: an A/A or a planted control. */
	public boolean control() {
		return this.variant.copyOf(this.baseline);
	}

	/** The same comparison in another cell. */
	ComparisonKey at(String endpoint, int concurrency) {
		return new ComparisonKey(this.variant, this.baseline, endpoint, this.tool, concurrency, this.javaMajor,
				this.collector, this.serverCpus, this.hosts, this.cpuLimit);
	}

}
