package io.github.bootbench.report.feature.profile;

import java.util.Map;
import java.util.TreeMap;

/**
 * A frame of the merged stacks: what it and everything it called took per request on the
 * variant and on the first.
 */
final class FlameFrame {

	final String name;

	double micros;

	double before;

	double own;

	double ownBefore;

	final Map<String, FlameFrame> called = new TreeMap<>();

	FlameFrame(String name) {
		this.name = name;
	}

	static FlameFrame root() {
		return new FlameFrame("all");
	}

	double difference() {
		return this.micros - this.before;
	}

	/** What the frame itself took more (its samples as the leaf), µs per request. */
	double ownDifference() {
		return this.own - this.ownBefore;
	}

	/**
	 * The same tree with its sides swapped: the first variant's frames against the
	 * variant's (Gregg's negated graph).
	 */
	FlameFrame negated() {
		FlameFrame copy = new FlameFrame(this.name);
		copy.micros = this.before;
		copy.before = this.micros;
		copy.own = this.ownBefore;
		copy.ownBefore = this.own;
		this.called.forEach((name, frame) -> copy.called.put(name, frame.negated()));
		return copy;
	}

	/**
	 * A profile's stacks merged into a tree, each sample worth µs per request: into the
	 * variant's figures, or the first variant's ({@code before}).
	 */
	static FlameFrame add(FlameFrame root, CollapsedStacks stacks, double microsPerSample, boolean before) {
		for (CollapsedStacks.Stack stack : stacks.stacks()) {
			double micros = stack.samples() * microsPerSample;
			FlameFrame frame = root;
			add(frame, micros, before);
			for (int depth = 0; depth < stack.frames().size(); depth++) {
				String name = CollapsedStacks.method(stack.frames().get(depth));
				frame = frame.called.computeIfAbsent(name, FlameFrame::new);
				add(frame, micros, before);
			}
			if (before) {
				frame.ownBefore += micros;
			}
			else {
				frame.own += micros;
			}
		}
		return root;
	}

	private static void add(FlameFrame frame, double micros, boolean before) {
		if (before) {
			frame.before += micros;
		}
		else {
			frame.micros += micros;
		}
	}

}
