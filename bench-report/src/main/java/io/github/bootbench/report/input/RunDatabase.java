package io.github.bootbench.report.input;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The PostgreSQL the run started before its JVMs, pinned to the load CPUs: where, as it
 * described itself once loaded ({@code database::describe}), and its failure if it
 * failed. A field is null where it was not read (a server that failed before it could be
 * described has its failure alone, and a field not read is left out when written).
 *
 * @param startedAt when the run recorded it, started and loaded (UTC)
 * @param port its port on 127.0.0.1
 * @param cpus the taskset list it was pinned to
 * @param pid its postmaster's process id
 * @param serverVersion {@code SHOW server_version}:
 * {@code 15.18 (Debian 15.18-0+deb12u1)}
 * @param sharedBuffers {@code shared_buffers}, as PostgreSQL writes it ({@code 128MB})
 * @param maxConnections {@code max_connections}
 * @param fsync {@code on} or {@code off}
 * @param synchronousCommit {@code synchronous_commit}
 * @param rows each table's rows once loaded: {@code world}, {@code fortune}
 * @param failure why it failed, in the harness's one line, or null
 * @param failedAt when the run recorded its failure (UTC), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunDatabase(String startedAt, Integer port, String cpus, Long pid, String serverVersion,
		String sharedBuffers, Integer maxConnections, String fsync, String synchronousCommit, Map<String, Long> rows,
		String failure, String failedAt) {

	/** The database server a run starts, as the plan and the report name it. */
	public static final String PRODUCT = "PostgreSQL";

	/** The table of TechEmpower's world rows. */
	public static final String WORLD = "world";

	/** The table of TechEmpower's fortunes. */
	public static final String FORTUNE = "fortune";

	/** {@code 15.18}: the server's version without its packaging. */
	public String version() {
		if (this.serverVersion == null) {
			return null;
		}
		int space = this.serverVersion.indexOf(' ');
		return (space < 0) ? this.serverVersion : this.serverVersion.substring(0, space);
	}

	/** A table's rows once loaded, or null where not read. */
	public Long rowsOf(String table) {
		return (this.rows != null) ? this.rows.get(table) : null;
	}

	/**
	 * The server as it described itself ({@code database::describe}'s object), started at
	 * {@code startedAt} on {@code port}, pinned to {@code cpus}, as {@code pid}.
	 */
	RunDatabase started(String startedAt, int port, String cpus, long pid) {
		return new RunDatabase(startedAt, port, cpus, pid, this.serverVersion, this.sharedBuffers, this.maxConnections,
				this.fsync, this.synchronousCommit, this.rows, this.failure, this.failedAt);
	}

	/** A server that failed before it could be described. */
	static final RunDatabase NOT_DESCRIBED = new RunDatabase(null, null, null, null, null, null, null, null, null, null,
			null, null);

	/** This server failed at {@code failedAt}. */
	RunDatabase failing(String failure, String failedAt) {
		return new RunDatabase(this.startedAt, this.port, this.cpus, this.pid, this.serverVersion, this.sharedBuffers,
				this.maxConnections, this.fsync, this.synchronousCommit, this.rows, failure, failedAt);
	}

	public boolean failed() {
		return this.failure != null;
	}

}
