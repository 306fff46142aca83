#!/usr/bin/env bash
# Checks of the machine, not of the options: whether what the plan asks for is there. Each fails with
# one line and exit 2 before anything is started. Sourced, not executed.

# machine::require_java: a java on the PATH, which bench-report (the planner itself) runs on. The
# apps' java (--jdk) is the planner's to check.
machine::require_java() {
  command -v java > /dev/null \
    || common::usage_error "no java on PATH: install a JDK 17+ (bench-report, which reads the options, runs on it)"
}

# machine::require_cpus: the plan's CPU lists exist on this machine (taskset can pin to them). Asked of
# taskset itself, which will pin the run, and not of the planner, which is given only their count.
machine::require_cpus() {
  local list
  local -a lists=("$(plan::get LOAD_CPUS)")
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::run "$(plan::get SERVER_HOST)" taskset -c "$(plan::get SERVER_CPUS)" true > /dev/null 2>&1 \
      || common::usage_error "--cpus: CPU list '$(plan::get SERVER_CPUS)' is not available on $(plan::get SERVER_HOST)"
  else
    lists+=("$(plan::get SERVER_CPUS)")
  fi
  # Without taskset (a dry run goes on without what a run would install) the lists cannot be tried here.
  command -v taskset > /dev/null || return 0
  for list in "${lists[@]}"; do
    taskset -c "${list}" true 2> /dev/null \
      || common::usage_error "--cpus: CPU list '${list}' is not available here (this machine has $(nproc) CPUs)"
  done
  if [[ -z "$(plan::get SERVER_HOST)" && "$(plan::get SERVER_CPUS)" == "$(plan::get LOAD_CPUS)" ]]; then
    common::warn "server and load share CPUs $(plan::get SERVER_CPUS): the load tool will compete with the server"
  fi
}

# machine::require_free_port PORT WHAT [HOST]: fails when PORT (WHAT uses it) is taken here (or on HOST), naming
# the process when ss can see it.
machine::require_free_port() {
  local port="$1" what="$2" host="${3:-}" listener owner=""
  if [[ -n "${host}" ]]; then
    listener="$(hosts::run "${host}" ss -ltnpH "sport = :${port}" 2> /dev/null || true)"
  else
    listener="$(ss -ltnpH "sport = :${port}" 2> /dev/null || true)"
  fi
  [[ -n "${listener}" ]] || return 0
  if [[ "${listener}" =~ users:\(\(\"([^\"]+)\",pid=([0-9]+) ]]; then
    owner=" by ${BASH_REMATCH[1]} (pid ${BASH_REMATCH[2]})"
  fi
  common::usage_error "port ${port} (${what}) is already in use${host:+ on ${host}}${owner}: stop it first"
}

# machine::require_free_ports: every port the run needs (its variants', its database's) is free. Asked now,
# and not when the plan was made: a port is free or not at the moment it is needed.
machine::require_free_ports() {
  local id
  for id in $(plan::list VARIANT_IDS); do
    machine::require_free_port "$(plan::of VARIANT_PORT "${id}")" "$(plan::of VARIANT_NAME "${id}")" "$(plan::get SERVER_HOST)"
  done
  [[ -z "$(plan::get DATABASE_PORT)" ]] || machine::require_free_port "$(plan::get DATABASE_PORT)" "the run's database" "$(plan::get DATABASE_HOST)"
}
