package io.github.bootbench.controller;

/** Virtual threads were asked for on a JVM that has none (Java 20 or older). */
public class VirtualThreadsUnavailableException extends IllegalStateException {

	public VirtualThreadsUnavailableException(String runningJavaVersion) {
		super("Virtual threads (profile vthreads, spring.threads.virtual.enabled=true) need Java 21 or newer, but this JVM is Java "
				+ runningJavaVersion + ".");
	}

}
