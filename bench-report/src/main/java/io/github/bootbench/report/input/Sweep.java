package io.github.bootbench.report.input;

import java.util.List;

/**
 * A sweep, as run.json's options record it: each key with its values (one variant of each
 * app per setting), and the apps left out of it with why.
 */
public record Sweep(List<Key> keys, List<String> notes) {

	/** One swept key and its values, in the order given. */
	public record Key(String key, List<String> values) {

	}

}
