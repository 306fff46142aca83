package io.github.bootbench.report.feature.service;

/**
 * The POM Maven resolves a container's starter with, at a jar's own Spring Boot version:
 * the starter alone, its versions managed by that version's
 * {@code spring-boot-dependencies} imported as a BOM, as the user's own build would
 * manage them. run-all.sh lists its closure with the dependency plugin pinned to
 * {@link #DEPENDENCY_PLUGIN}.
 */
final class ResolutionPom {

	/**
	 * The dependency plugin that lists the closure, at a version the build already uses.
	 */
	static final String DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.9.0";

	private ResolutionPom() {
	}

	static String of(String bootVersion, ServletContainer container) {
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<!-- Written by bench-report app pom: %2$s at Spring Boot %1$s, through its BOM. -->
				<project xmlns="http://maven.apache.org/POM/4.0.0">
				  <modelVersion>4.0.0</modelVersion>
				  <groupId>io.github.bootbench.swap</groupId>
				  <artifactId>resolve-%3$s-boot-%1$s</artifactId>
				  <version>1</version>
				  <packaging>pom</packaging>
				  <dependencyManagement>
				    <dependencies>
				      <dependency>
				        <groupId>org.springframework.boot</groupId>
				        <artifactId>spring-boot-dependencies</artifactId>
				        <version>%1$s</version>
				        <type>pom</type>
				        <scope>import</scope>
				      </dependency>
				    </dependencies>
				  </dependencyManagement>
				  <dependencies>
				    <dependency>
				      <groupId>org.springframework.boot</groupId>
				      <artifactId>%2$s</artifactId>
				    </dependency>
				  </dependencies>
				</project>
				""".formatted(bootVersion, container.starter(), container.id());
	}

}
