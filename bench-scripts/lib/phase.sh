#!/usr/bin/env bash
# What the phases after the rounds share (the memory phase, the profiler phase): a JVM of their own, warmed
# up by the rounds' own rule (bench-report warmup) rather than a fixed primer. Sourced, not executed.
#
# Globals: PHASE_ENDED, why a phase's JVM ended (phase::warm_up), for its caller's failure line.

# How the last JVM phase::warm_up lost ended (apps::reap_dead's words), read by its callers.
# shellcheck disable=SC2034
PHASE_ENDED=""

# phase::warm_up VARIANT DIR TOOL CONCURRENCY ENDPOINT...: load cycles over the endpoints in turn, back to back,
# until bench-report warmup calls the JIT quiet or the cap is reached; the curve goes to DIR/warmup.csv, its
# last state to DIR/warmup-state.json. 1 as soon as the JVM is gone, with how it ended in PHASE_ENDED.
phase::warm_up() {
  local id="$1" dir="$2" tool="$3" concurrency="$4" cycle=0 endpoint state
  local -a endpoints=("${@:5}")
  local count="${#endpoints[@]}" scratch="${dir}/warmup-cycle.txt"
  while :; do
    cycle=$((cycle + 1))
    endpoint="${endpoints[$(((cycle - 1) % count))]}"
    tools::run "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${concurrency}" \
      "$(plan::get WARMUP_CYCLE_S)" "${scratch}" "${endpoint}"
    if ! apps::alive; then
      apps::reap_dead PHASE_ENDED
      return 1
    fi
    state="$(report::call warmup --curve "${dir}/warmup.csv" --cycle "${cycle}" \
      --endpoint "${endpoint}" --tool "${tool}" --concurrency "${concurrency}" \
      --seconds "$(plan::get WARMUP_CYCLE_S)" --compile-ms "$(round::compile_ms "${id}")" --read-at-ms "$(common::now_ms)" \
      --patterns "${count}" --cap-seconds "$(plan::get WARMUP_CAP_S)" "${scratch}")"
    printf '%s\n' "${state}" > "${dir}/warmup-state.json"
    [[ "$(jq -r '.done' <<< "${state}")" == "true" ]] && break
  done
  rm -f "${scratch}"
}
