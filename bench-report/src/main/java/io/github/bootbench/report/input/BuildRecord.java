package io.github.bootbench.report.input;

/**
 * One app's build time and jar size ({@code build.csv}), by the app's id as
 * {@code --variants} names it ({@code boot4/tomcat}); the time is null when it was not
 * recorded.
 */
public record BuildRecord(String app, Double buildSeconds, Long jarBytes) {

}
