package io.github.bootbench.report.input;

/** When a phase of the run started and ended, and its wall time in seconds. */
public record PhaseTime(String startedAt, String endedAt, Long seconds) {

}
