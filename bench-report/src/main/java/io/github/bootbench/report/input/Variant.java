package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a run compares: an app plus a profile, Spring properties and JVM options.
 *
 * @param id its name in files and tables ({@code tomcat-tuned})
 * @param name as the user wrote it ({@code tomcat:tuned}, {@code tomcat (control)})
 * @param control whether it is the A/A control, identical to the baseline
 * @param cpuLimit the CPUs its server JVM's control group may use per period, where it
 * has a limit of its own (a {@code cpu-limit} sweep's setting); null otherwise (the run's
 * {@code --cpu-limit}, if any, is every variant's)
 */
public record Variant(@JsonProperty(required = true) String id, @JsonProperty(required = true) String name,
		@JsonProperty(required = true) String app, String profile, List<String> properties, List<String> jvmOptions,
		boolean control, Integer port, @JsonInclude(JsonInclude.Include.NON_NULL) Double cpuLimit) {

	/** A variant without a CPU limit of its own. */
	public Variant(String id, String name, String app, String profile, List<String> properties, List<String> jvmOptions,
			boolean control, Integer port) {
		this(id, name, app, profile, properties, jvmOptions, control, port, null);
	}

	/**
	 * The Spring property the apps read to plant a cost that makes them this many percent
	 * slower (the apps' {@code PlantedCost}).
	 */
	public static final String PLANTED_PROPERTY = "bench.planted.percent";

	/**
	 * The slowdown planted in it, in percent, where it is a positive control (a copy of
	 * the baseline with {@link #PLANTED_PROPERTY}); null otherwise. Written into the plan
	 * for the scripts, never read back (the properties hold it).
	 */
	@JsonProperty(access = JsonProperty.Access.READ_ONLY)
	public Double plantedPercent() {
		if (this.properties == null) {
			return null;
		}
		return this.properties.stream()
			.filter((p) -> p.startsWith(PLANTED_PROPERTY + "="))
			.map((p) -> Double.parseDouble(p.substring(PLANTED_PROPERTY.length() + 1)))
			.findFirst()
			.orElse(null);
	}

	/** Whether it is a positive control. */
	@JsonIgnore
	public boolean planted() {
		return plantedPercent() != null;
	}

	/**
	 * Whether it is a copy of the baseline, the A/A control or a positive control: it
	 * starts as the baseline does and is no setting of its own.
	 */
	@JsonIgnore
	public boolean copyOfBaseline() {
		return this.control || planted();
	}

	/**
	 * The CPU limit its server JVM ran under: its own, else the run's (null: none).
	 */
	public Double limitIn(Pinning pinning) {
		return (this.cpuLimit != null) ? this.cpuLimit : pinning.cpuLimit();
	}

}
