package io.github.bootbench.report.plan;

import java.util.List;
import java.util.Map;

import io.github.bootbench.report.core.Tool;

/**
 * A capability that adds to the contract a run plans with, from run-all.sh's options of
 * its own ({@link AppRequest}): run-all.sh {@code --app} adds a user's jar as an app per
 * container and its requests as endpoints. Each names itself in
 * {@code META-INF/services/io.github.bootbench.report.plan.ContractExtension}; the plan
 * finds them there, and the core names none.
 */
public interface ContractExtension {

	/**
	 * The contract with what the request adds, and the files the scripts need beside the
	 * plan (name to content); the contract as it was, and no file, when it adds nothing.
	 * A request it cannot work with is a {@link PlanException} of one line.
	 */
	Extended extend(Contract contract, AppRequest request);

	/**
	 * Refuses, with a {@link PlanException} of one line, what the planned run cannot do
	 * with what this extension added: a load tool, a host or a phase it does not support.
	 */
	void check(Contract contract, List<Tool> tools, List<String> endpoints, boolean serverHost, String memory);

	/**
	 * @param contract the contract to plan with
	 * @param files files to write beside plan.json, by name
	 */
	record Extended(Contract contract, Map<String, String> files) {
	}

}
