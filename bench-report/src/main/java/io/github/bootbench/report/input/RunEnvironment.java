package io.github.bootbench.report.input;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Where a run ran, as run.json's {@code environment} records it from what the scripts
 * read on the machine. A field a run made before it was recorded lacks reads as null;
 * those recorded since (what was installed, the clock ticks, the JDK's command and VM)
 * are left out when null.
 *
 * @param provisioned what the harness installed for the run, or null
 * @param memoryKb {@code MemTotal}
 * @param kernel {@code uname -sr}
 * @param os {@code PRETTY_NAME} of os-release (empty where there is none)
 * @param clkTck the clock ticks a second {@code /proc}'s CPU times count in, or null
 * @param jdk the JDK that ran the apps
 */
public record RunEnvironment(@JsonProperty(required = true) Git git, @JsonProperty(required = true) Cpu cpu,
		@JsonInclude(JsonInclude.Include.NON_NULL) Provisioned provisioned, long memoryKb,
		@JsonProperty(required = true) String kernel, String os,
		@JsonInclude(JsonInclude.Include.NON_NULL) Integer clkTck, @JsonProperty(required = true) Jdk jdk) {

	public record Git(String commit, boolean dirty) {

		/** The commit, marked when the work tree had uncommitted changes. */
		public String label(String dirtyMark) {
			return this.commit + (this.dirty ? dirtyMark : "");
		}

	}

	public record Cpu(String model, int count) {

	}

	/**
	 * @param manager the package manager that installed tools, or null
	 * @param installed the packages it installed for this run ({@code COMMAND=PACKAGE})
	 */
	public record Provisioned(String manager, List<String> installed) {

	}

	/**
	 * The JDK that ran the apps.
	 *
	 * @param java the apps' {@code java} command (null in a run made before it was
	 * recorded)
	 * @param vm its VM's name (null likewise)
	 */
	public record Jdk(@JsonInclude(JsonInclude.Include.NON_NULL) String java,
			@JsonProperty(required = true) String version, @JsonProperty(required = true) String vendor, String runtime,
			@JsonInclude(JsonInclude.Include.NON_NULL) String vm) {

		/** {@code OpenJDK Runtime Environment 17.0.15 (Debian)}. */
		public String description() {
			return this.runtime + " " + this.version + " (" + this.vendor + ")";
		}

		/** {@code 17.0.15 Debian}. */
		public String versionAndVendor() {
			return this.version + " " + this.vendor;
		}

	}

}
