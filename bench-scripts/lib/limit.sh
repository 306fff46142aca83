#!/usr/bin/env bash
# CPU limits on server JVMs (--cpu-limit: every variant's; --sweep cpu-limit: each setting's own, beside its app's
# default without one): once a limit is planned, every variant's JVM of a round, once ready, in a control group
# of its own (cgroups.sh), the limited ones' with a CPU quota per 100 ms period, as Kubernetes enforces
# limits.cpu, the others' without (so that only the quota differs); each window of a limited JVM records what the
# limit did to it (limit::throttling_lines). Sourced, not executed.

# limit::asked: whether the plan limits any server JVM.
limit::asked() {
  [[ -n "$(plan::get CPU_PERIOD_US)" ]]
}

# limit::of VARIANT: the variant's limit in CPUs, empty where it has none.
limit::of() {
  plan::of VARIANT_CPU_LIMIT "$1"
}

# limit::require: a limit needs control groups with the cpu controller; where they cannot be had, one line
# and exit 2 before anything starts (the limited variants could not be measured as asked).
limit::require() {
  limit::asked || return 0
  local refusal="${PLAN_DIR}/cgroups.txt"
  cgroups::detect > "${refusal}" || common::usage_error "the CPU limit (--cpu-limit or --sweep cpu-limit): $(< "${refusal}")"
}

# limit::open: the run's control groups, one per variant, each limited variant's with its quota.
limit::open() {
  limit::asked || return 0
  cgroups::open "${RUN_ID}" || common::die "the run's control groups could not be made"
  local id quota
  local -a ids limited=()
  plan::array VARIANT_IDS ids
  for id in "${ids[@]}"; do
    cgroups::create "${id}" || common::die "the control group of ${id} could not be made"
    quota="$(plan::of VARIANT_QUOTA_US "${id}")"
    [[ -n "${quota}" ]] || continue
    cgroups::quota "${id}" "${quota}" "$(plan::get CPU_PERIOD_US)" || common::die "the CPU limit of ${id} could not be set"
    limited+=("$(plan::of VARIANT_NAME "${id}") ${quota} us")
  done
  common::log "CPU limit: each server JVM in a control group of its own, a quota of CPU per" \
    "$(plan::get CPU_PERIOD_US) us on $(common::join_words "${limited[@]}") (cgroup ${CGROUP_VERSION})"
}

# limit::join VARIANT ROUND: moves the variant's JVM of this round into its group (a JVM that cannot be moved
# sits out the round).
limit::join() {
  limit::asked || return 0
  local id="$1" round="$2" reason
  [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || return 0
  if ! reason="$(cgroups::add "${id}" "${VARIANT_PID[${id}]}")"; then
    round::fail "${id}" "${round}" "its CPU limit's control group: ${reason}"
  fi
}

# limit::counters VARIANT: a limited variant's group's counters now (cgroups::throttling); empty for a variant
# without a limit.
limit::counters() {
  [[ -n "$(limit::of "$1")" ]] || return 0
  cgroups::throttling "$1" || true
}

# limit::summary_option VARIANT: bench-report summarize's --cpu-limit for the variant's windows (a busy JIT is
# judged on the CPU its limit leaves), nothing without a limit.
limit::summary_option() {
  local cpus
  cpus="$(limit::of "$1")"
  [[ -z "${cpus}" ]] || printf -- '--cpu-limit\n%s\n' "${cpus}"
}

# limit::throttling_lines BEFORE AFTER: the .cmd lines of the limit's counters before and after a window
# ("cpu_stat_before: PERIODS THROTTLED THROTTLED_US", then after), for bench-report to take the difference;
# nothing without a limit.
limit::throttling_lines() {
  [[ -z "$1" ]] || printf 'cpu_stat_before: %s\n' "$1"
  [[ -z "$2" ]] || printf 'cpu_stat_after: %s\n' "$2"
}
