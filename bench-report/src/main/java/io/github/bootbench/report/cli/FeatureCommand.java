package io.github.bootbench.report.cli;

/**
 * A command a feature adds to the command line. Each feature names its own in
 * {@code META-INF/services/io.github.bootbench.report.cli.FeatureCommand}, and the
 * command line finds them there (as Spring Boot's auto-configuration finds its
 * candidates): the core names no feature. The class is a picocli {@code @Command} with a
 * public constructor taking nothing.
 */
public interface FeatureCommand {

}
