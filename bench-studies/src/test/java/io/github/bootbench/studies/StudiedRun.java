package io.github.bootbench.studies;

import java.nio.file.Path;

/**
 * The committed run the studies' tests read: the default run of 5 blocks a round, with
 * its time record and an A/A control, on the AMD EPYC guest.
 */
final class StudiedRun {

	static final String ID = "2026-11-24T04-07-26Z";

	/** Its directory, from this module's directory where the tests run. */
	static final Path DIRECTORY = Path.of("..", "results", ID);

	private StudiedRun() {
	}

}
