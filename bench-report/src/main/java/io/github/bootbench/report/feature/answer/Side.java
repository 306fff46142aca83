package io.github.bootbench.report.feature.answer;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;
import io.github.bootbench.report.input.VariantState;

/**
 * One side of a comparison across runs: a variant as its runs name it (its id, which the
 * harness derives from its app, profile and properties, so that two runs that asked for
 * the same thing name it alike), with the container and Spring Boot versions its live
 * server reported and its JVM options. Two runs' sides are the same side when all of
 * these are.
 *
 * @param id the variant's id ({@code boot4-jetty}, {@code boot4-tomcat-control})
 * @param app its app ({@code boot4/jetty})
 * @param container its container and version to the minor ({@code Jetty 12.1}), or the
 * app where the run recorded none
 * @param boot its Spring Boot version to the minor ({@code 4.1}), or null where
 * unrecorded
 * @param jvmOptions its JVM options, space-separated
 * @param control whether it is the A/A control
 * @param plantedPercent the slowdown planted in it, or null
 */
public record Side(String id, String app, String container, String boot, String jvmOptions, boolean control,
		Double plantedPercent) {

	/**
	 * {@code Apache Tomcat/11.0.27}, {@code jetty/12.1.14},
	 * {@code Undertow - 2.3.24.Final}.
	 */
	private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)");

	/** The side a run's variant is. */
	static Side of(RunRecord record, String variantId) {
		Variant variant = record.options()
			.variants()
			.stream()
			.filter((v) -> v.id().equals(variantId))
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException(record.runId() + " has no variant " + variantId));
		VariantState state = record.variantStates().get(variantId);
		VariantState.ServerInfo server = (state != null) ? state.server() : null;
		List<String> options = (variant.jvmOptions() != null) ? variant.jvmOptions() : record.options().jvmOptions();
		return new Side(variantId, variant.app(), (server != null) ? container(server.serverVersion()) : variant.app(),
				(server != null) ? minor(server.springBootVersion()) : null, String.join(" ", options),
				variant.control(), variant.plantedPercent());
	}

	/** {@code Tomcat 11.0} from {@code Apache Tomcat/11.0.27}. */
	static String container(String serverVersion) {
		String lower = serverVersion.toLowerCase(Locale.ROOT);
		String name = lower.contains("tomcat") ? "Tomcat"
				: lower.contains("jetty") ? "Jetty" : lower.contains("undertow") ? "Undertow"
						: lower.contains("smart-servlet") ? "smart-servlet" : serverVersion.split("[/ ]")[0];
		String version = minor(serverVersion);
		return (version != null) ? name + " " + version : name;
	}

	/** {@code 4.1} from {@code 4.1.2}, or null. */
	private static String minor(String version) {
		if (version == null) {
			return null;
		}
		Matcher matcher = VERSION.matcher(version);
		return matcher.find() ? matcher.group(1) + "." + matcher.group(2) : null;
	}

	/**
	 * As a reader meets it: {@code Jetty 12.1}, {@code Tomcat 11 (A/A control)},
	 * {@code Tomcat 11 planted 5 %}, {@code Undertow 2.3 (undertow-io-threads-8)} for a
	 * setting of its own.
	 */
	public String label() {
		// Tomcat's own names: Tomcat 11, Tomcat 10.1, Tomcat 9.
		String base = this.container.replaceFirst("^Tomcat (\\d+)\\.0$", "Tomcat $1");
		if (this.control) {
			return base + " (A/A control)";
		}
		if (this.plantedPercent != null) {
			return String.format(Locale.ROOT, "%s planted %.0f %%", base, this.plantedPercent);
		}
		return plain() ? base : base + " (" + this.id + ")";
	}

	/** Whether it is an app as it comes: no profile, property or copy of another. */
	public boolean plain() {
		return !this.control && this.plantedPercent == null && this.id.equals(this.app.replace('/', '-'));
	}

	/** Whether it is a copy of the other side: the A/A control or a planted one. */
	public boolean copyOf(Side other) {
		return (this.control || this.plantedPercent != null) && this.app.equals(other.app);
	}

}
