#!/usr/bin/env bash
# A CPU limit on every server JVM (--cpu-limit): each variant's JVM of a round, once ready, in a control group of
# its own (cgroups.sh) whose CPU quota is the limit per 100 ms period, as Kubernetes enforces limits.cpu; each
# window records what the limit did to the JVM it measured (limit::throttling_line). Sourced, not executed.

# limit::asked: whether the plan limits the server JVMs.
limit::asked() {
  [[ -n "$(plan::get CPU_QUOTA_US)" ]]
}

# limit::require: a limit needs control groups with the cpu controller; where they cannot be had, one line
# and exit 2 before anything starts (every variant of the run is limited, so none could be measured).
limit::require() {
  limit::asked || return 0
  local refusal="${PLAN_DIR}/cgroups.txt"
  cgroups::detect > "${refusal}" || common::usage_error "--cpu-limit: $(< "${refusal}")"
}

# limit::open: the run's control groups, one per variant, each with the limit's quota.
limit::open() {
  limit::asked || return 0
  cgroups::open "${RUN_ID}" || common::die "the run's control groups could not be made"
  local id
  local -a ids
  plan::array VARIANT_IDS ids
  for id in "${ids[@]}"; do
    cgroups::create "${id}" || common::die "the control group of ${id} could not be made"
    cgroups::quota "${id}" "$(plan::get CPU_QUOTA_US)" "$(plan::get CPU_PERIOD_US)" \
      || common::die "the CPU limit of ${id} could not be set"
  done
  common::log "CPU limit: each server JVM in a control group of its own, $(plan::get CPU_QUOTA_US) us of CPU per $(plan::get CPU_PERIOD_US) us (cgroup ${CGROUP_VERSION})"
}

# limit::join VARIANT ROUND: moves the variant's JVM of this round into its limited group (a JVM that cannot be
# moved sits out the round).
limit::join() {
  limit::asked || return 0
  local id="$1" round="$2" reason
  [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || return 0
  if ! reason="$(cgroups::add "${id}" "${VARIANT_PID[${id}]}")"; then
    round::fail "${id}" "${round}" "its CPU limit's control group: ${reason}"
  fi
}

# limit::counters VARIANT: the variant's group's counters now (cgroups::throttling), empty without a limit.
limit::counters() {
  limit::asked || return 0
  cgroups::throttling "$1" || true
}

# limit::throttling_lines BEFORE AFTER: the .cmd lines of the limit's counters before and after a window
# ("cpu_stat_before: PERIODS THROTTLED THROTTLED_US", then after), for bench-report to take the difference;
# nothing without a limit.
limit::throttling_lines() {
  [[ -z "$1" ]] || printf 'cpu_stat_before: %s\n' "$1"
  [[ -z "$2" ]] || printf 'cpu_stat_after: %s\n' "$2"
}
