package io.github.bootbench.controller;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * Everything the Boot 4 apps share, as {@code BenchAutoConfiguration} is for Boot 3.5:
 * the same beans, compiled from the same sources (Boot 4 has no Undertow reader to add).
 */
@AutoConfiguration
@Import({ SharedBenchConfiguration.class, BadParameterAdvice.class, ServerInfoController.class })
public class Boot4AutoConfiguration {

}
