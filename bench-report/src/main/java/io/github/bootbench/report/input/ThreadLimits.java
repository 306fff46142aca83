package io.github.bootbench.report.input;

/**
 * The request threads the live container runs with, read from its own objects; a figure
 * is null where the container has no such setting.
 */
public record ThreadLimits(String workerPool, Integer minWorkerThreads, Integer maxWorkerThreads, Integer ioThreads) {

	/**
	 * {@code workers 10–200 (ThreadPoolExecutor) · io 1}: the pool's class says whether
	 * requests run on platform or virtual threads, and {@code ?} is a pool with no limit
	 * to read.
	 */
	public String describe() {
		StringBuilder text = new StringBuilder("workers ");
		if (this.maxWorkerThreads == null) {
			text.append("?");
		}
		else if (this.minWorkerThreads == null || this.minWorkerThreads.equals(this.maxWorkerThreads)) {
			text.append(this.maxWorkerThreads);
		}
		else {
			text.append(this.minWorkerThreads).append("–").append(this.maxWorkerThreads);
		}
		if (this.workerPool != null) {
			text.append(" (").append(this.workerPool.substring(this.workerPool.lastIndexOf('.') + 1)).append(")");
		}
		if (this.ioThreads != null) {
			text.append(" · io ").append(this.ioThreads);
		}
		return text.toString();
	}

}
