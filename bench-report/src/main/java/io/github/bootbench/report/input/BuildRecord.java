package io.github.bootbench.report.input;

/**
 * One app's build time and jar size ({@code build.csv}); the time is null when it was not
 * recorded.
 */
public record BuildRecord(String container, Double buildSeconds, Long jarBytes) {

}
