package io.github.bootbench.report.feature.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.bootbench.report.format.markdown.RatioText;

/**
 * Where the next run's ratio lies, for the answer's README and page: on a guest like none
 * measured, and on the guest measured most, each figure a claim on answer.json.
 */
final class NextRun {

	private NextRun() {
	}

	/**
	 * Where the next run's ratio lies at {@link AnswerBullets#LEVEL}, for each pair of
	 * the headline's generation: on a guest like none measured, and on the guest measured
	 * most.
	 */
	static void write(Synthesis synthesis, StringBuilder md, String page) {
		String scope = synthesis.headlineScope();
		String boot = AnswerText.baselineBoot(synthesis);
		List<String> unseen = new ArrayList<>();
		List<String> known = new ArrayList<>();
		String most = null;
		String label = null;
		for (Map<String, List<PooledComparison>> byPair : AnswerText.headlineByEndpoint(synthesis).values()) {
			for (List<PooledComparison> levels : byPair.values()) {
				Optional<PooledComparison> at = levels.stream()
					.filter((c) -> c.key().concurrency() == AnswerBullets.LEVEL && c.predictionLow() != null
							&& AnswerBullets.generation(c.key(), boot) == AnswerBullets.Generation.HEADLINE)
					.findFirst();
				if (at.isEmpty()) {
					continue;
				}
				PooledComparison c = at.get();
				String what = AnswerText.pair(c.key(), synthesis) + " on " + AnswerText.endpoint(c.key().endpoint());
				unseen.add(what + " "
						+ AnswerText.field(c, "predictionLow", RatioText.number(c.predictionLow()), page, scope) + "–"
						+ AnswerText.field(c, "predictionHigh", RatioText.number(c.predictionHigh()), page, scope));
				most = (most != null) ? most : mostRuns(c);
				int index = indexOf(c, most);
				if (index >= 0 && c.guests().get(index).nextLow() != null) {
					GuestSize guest = c.guests().get(index);
					label = guest.label();
					known.add(what + " "
							+ AnswerText.field(c, "guests[" + index + "].nextLow", RatioText.number(guest.nextLow()),
									page, scope)
							+ "–" + AnswerText.field(c, "guests[" + index + "].nextHigh",
									RatioText.number(guest.nextHigh()), page, scope)
							// Without a guest level a known guest predicts as an unseen
							// one does.
							+ ((c.components().guestSd() == 0) ? " (as on a guest like none: no guest level here)"
									: ""));
				}
			}
		}
		if (unseen.isEmpty()) {
			return;
		}
		md.append("**The next run** at c=" + AnswerBullets.LEVEL
				+ " (95 % prediction), **on a guest like none measured**: ")
			.append(String.join("; ", unseen));
		if (!known.isEmpty()) {
			md.append(". **On the guest measured most** (")
				.append(label)
				.append("): ")
				.append(String.join("; ", known));
		}
		md.append(". Where it spans 1, one more run may read either way.\n\n");
	}

	/** The guest with the most runs in a comparison, or null with none. */
	private static String mostRuns(PooledComparison c) {
		return c.guests()
			.stream()
			.max(java.util.Comparator.comparingInt(GuestSize::runs))
			.map(GuestSize::guest)
			.orElse(null);
	}

	private static int indexOf(PooledComparison c, String guest) {
		for (int i = 0; i < c.guests().size(); i++) {
			if (c.guests().get(i).guest().equals(guest)) {
				return i;
			}
		}
		return -1;
	}

}
