package io.github.bootbench.report.format.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.github.bootbench.report.input.Generation;
import io.github.bootbench.report.input.Pinning;
import io.github.bootbench.report.input.RunRecord;
import io.github.bootbench.report.input.Variant;

/** What each variant of a run is, by its id: app, generation, profile, properties. */
final class VariantText {

	private VariantText() {
	}

	/**
	 * {@code `boot4-tomcat` (app boot4/tomcat, profile default); `boot4-tomcat-control`
	 * (app boot4/tomcat, profile default, the A/A control: ...)}.
	 */
	static String variants(RunRecord.Options options) {
		// A run of one generation says it once, in its header; one that mixes them says
		// it of each variant.
		boolean mixed = options.variants().stream().map((v) -> Generation.of(v.app())).distinct().count() > 1;
		List<String> names = new ArrayList<>();
		for (Variant variant : options.variants()) {
			List<String> what = new ArrayList<>();
			what.add("app " + variant.app());
			if (mixed) {
				what.add(Generation.of(variant.app()).label());
			}
			what.add("profile " + Objects.requireNonNullElse(variant.profile(), "default"));
			if (variant.properties() != null && !variant.properties().isEmpty()) {
				what.add(String.join(" ", variant.properties()));
			}
			if (variant.cpuLimit() != null) {
				what.add(Pinning.limitWords(variant.cpuLimit()));
			}
			if (variant.control()) {
				what.add((variant.cpuLimit() != null)
						? "the A/A control at the limit: identical to the baseline's app at it, its own JVMs"
						: "the A/A control: identical to the baseline, its own JVMs");
			}
			if (variant.planted()) {
				what.add("a positive control: the baseline with a cost planted in every request that makes it "
						+ RatioText.amount(variant.plantedPercent()) + " % slower on a saturated CPU");
			}
			names.add("`" + variant.id() + "` (" + String.join(", ", what) + ")");
		}
		return String.join("; ", names);
	}

}
