package io.github.bootbench.report.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Variant;

/**
 * The variants of a run as they are added, each with its id, name and port: its app's
 * port, plus 100 for each earlier variant of the same app.
 */
final class VariantSet {

	private static final int PORT_STEP = 100;

	private final PlanRequest request;

	private final List<Variant> variants = new ArrayList<>();

	private final Map<String, Integer> perApp = new HashMap<>();

	VariantSet(PlanRequest request) {
		this.request = request;
	}

	/** {@code APP[:PROFILE]} items, then the control (a copy of the first) if asked. */
	static VariantSet of(PlanRequest request, List<String> items, boolean control) {
		if (items.isEmpty()) {
			throw new PlanException("--variants needs at least one APP[:PROFILE]");
		}
		VariantSet set = new VariantSet(request);
		for (String item : items) {
			int colon = item.indexOf(':');
			String app = (colon < 0) ? item : item.substring(0, colon);
			String profile = (colon < 0) ? "default" : item.substring(colon + 1);
			if (!request.apps().containsKey(app)) {
				throw new PlanException("--variants: unknown app '" + app + "' in '" + item + "' (valid: "
						+ String.join(",", request.apps().keySet()) + ")");
			}
			if (!request.profiles().contains(profile)) {
				throw new PlanException("--variants: unknown profile '" + profile + "' in '" + item + "' (valid: "
						+ String.join(",", request.profiles()) + ")");
			}
			if (!Generation.of(app).hasProfiles() && !"default".equals(profile)) {
				throw new PlanException("--variants: '" + item + "': the " + Generation.of(app).prefix()
						+ " apps have only the default profile");
			}
			set.add(app, profile, false, List.of(), List.of());
		}
		Variant baseline = set.variants.get(0);
		if (control) {
			set.add(baseline.app(), baseline.profile(), true, List.of(), List.of());
		}
		for (double percent : request.planted()) {
			set.addPlanted(baseline, percent);
		}
		return set;
	}

	/**
	 * A positive control: the baseline with a cost planted that makes it this many
	 * percent slower ({@code tomcat-planted-10}, named {@code tomcat (planted 10 %)}).
	 */
	Variant addPlanted(Variant baseline, double percent) {
		String amount = (percent == Math.rint(percent)) ? String.valueOf((long) percent) : String.valueOf(percent);
		List<String> properties = new ArrayList<>(baseline.properties());
		properties.add(Variant.PLANTED_PROPERTY + "=" + amount);
		return register(baseline.id() + "-planted-" + amount.replace('.', '-'),
				baseline.name() + " (planted " + amount + " %)", baseline.app(), baseline.profile(), false, properties,
				null);
	}

	/**
	 * One variant. Its id names its files ({@code tomcat-tuned}, {@code boot27-tomcat},
	 * {@code tomcat-control}); its name is what the user wrote.
	 */
	Variant add(String app, String profile, boolean control, List<String> setting, List<String> properties) {
		return add(app, profile, control, setting, properties, null);
	}

	/**
	 * One variant whose server JVM has a CPU limit of its own (null: none), named by its
	 * setting as every swept variant is ({@code boot4/jetty cpu-limit=0.5}).
	 */
	Variant add(String app, String profile, boolean control, List<String> setting, List<String> properties,
			Double cpuLimit) {
		String name = app + ("default".equals(profile) ? "" : ":" + profile)
				+ (setting.isEmpty() ? "" : " " + String.join(" ", setting));
		String id = name.replaceAll("[/: =]", "-");
		if (control) {
			id += "-control";
			name += " (control)";
		}
		return register(id, name, app, profile, control, properties, cpuLimit);
	}

	private Variant register(String id, String name, String app, String profile, boolean control,
			List<String> properties, Double cpuLimit) {
		if (this.variants.stream().anyMatch((v) -> v.id().equals(id))) {
			throw new PlanException("--variants: '" + name + "' is listed twice");
		}
		int earlier = this.perApp.merge(app, 1, Integer::sum) - 1;
		int port = this.request.apps().get(app) + PORT_STEP * earlier;
		for (Variant other : this.variants) {
			if (other.port() == port) {
				throw new PlanException(
						"too many variants of " + app + ": port " + port + " is also " + other.name() + "'s");
			}
		}
		Variant variant = new Variant(id, name, app, profile, List.copyOf(properties),
				List.copyOf(this.request.jvmOptions()), control, port, cpuLimit);
		this.variants.add(variant);
		return variant;
	}

	List<Variant> list() {
		return List.copyOf(this.variants);
	}

}
