#!/usr/bin/env bash
# What a duet needs of the machine: control groups (cgroups.sh), one per variant, made when the run starts and
# joined by each round's JVMs. A duet window is a window of two sides (window::measure); in a sliced duet the
# server CPUs are handed from one group to the other every SLICE_S meanwhile. Sourced, not executed.

# duet::require: a plan with a duet order needs control groups; refused (exit 2) where neither cgroup v2 nor
# v1 can give them.
duet::require() {
  [[ $(plan::count DUET_ORDERS) -gt 0 ]] || return 0
  # Detected in this shell, so that what it found stays for duet::open; its one line goes to a file.
  local refusal="${PLAN_DIR}/cgroups.txt"
  cgroups::detect > "${refusal}" || common::usage_error "--order $(plan::list DUET_ORDERS | paste -sd " " -): $(< "${refusal}")"
}

# duet::open: creates the run's control groups (after the run directory, whose id names them), in the
# hierarchy duet::require found.
duet::open() {
  [[ $(plan::count DUET_ORDERS) -gt 0 ]] || return 0
  # In this shell: it sets CGROUP_RUN. A failure's line is printed above the reason the run stops.
  cgroups::open "${RUN_ID}" || common::die "the run's control groups could not be made"
  local id
  local -a ids
  plan::array VARIANT_IDS ids
  for id in "${ids[@]}"; do
    cgroups::create "${id}" || common::die "the control group of ${id} could not be made"
  done
  common::log "Duet: one control group per variant, equal CPU weight (cgroup ${CGROUP_VERSION})"
}

# duet::join VARIANT: moves the variant's JVM of this round into its control group (a JVM that cannot
# be moved sits out the round).
duet::join() {
  [[ $(plan::count DUET_ORDERS) -gt 0 ]] || return 0
  local id="$1" round="$2" reason
  [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || return 0
  if ! reason="$(cgroups::add "${id}" "${VARIANT_PID[${id}]}")"; then
    round::fail "${id}" "${round}" "its control group: ${reason}"
  fi
}
