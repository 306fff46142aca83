#!/usr/bin/env bash
# A round: one fresh JVM per variant started, verified, warmed up, pinned back, its blocks measured
# in the plan's order, then stopped and recorded as one session per variant; and the run's rounds,
# part by part. Sourced, not executed.
#
# Globals, the round's state, written here only: ROUND_IDS and PART_INDEX (the part measured), and by
# variant VARIANT_DEAD (why its JVM is gone), VARIANT_STARTED, WARMUP_STATE and VARIANT_GC (its GC meters).
# jq filters name their $arguments inside single quotes:
# shellcheck disable=SC2016

# The variants of the part being measured (every variant unless a sweep split the run), and its index.
ROUND_IDS=()
PART_INDEX=0
# Per variant, in the current round: why its JVM is gone (empty while it runs), when it started, and its
# warm-up's state (its PID and log are apps.sh's).
declare -A VARIANT_DEAD=() VARIANT_STARTED=() WARMUP_STATE=()
# Per variant, the GC meters its JVM has (sampling::gc_meters_of), from what it said of itself at ready.
declare -A VARIANT_GC=()

# round::compile_ms VARIANT: the JVM's total compile time so far in ms (jvm.compilation.time), empty if unread.
# Read through the same Actuator requests as around every window (the same GC meters), so that their code
# paths are compiled during the warm-up rather than in the first windows.
round::compile_ms() {
  sampling::actuator_snapshot "$(plan::of VARIANT_PORT "$1")" "" "${VARIANT_GC[$1]:-}" \
    | jq -r '.["jvm.compilation.time"] // empty' 2> /dev/null || true
}

# round::alive VARIANT ROUND: whether its JVM still runs and answers. A JVM found dead is reaped, one
# that runs but no longer answers is stopped after its threads are dumped to logs/; either way its log
# tail is shown and the reason kept, once, and its remaining windows of the round are recorded as failed.
round::alive() {
  local id="$1" round="$2"
  [[ -z "${VARIANT_DEAD[${id}]:-}" ]] || return 1
  apps::select "${id}"
  if apps::alive; then
    apps::answers "${id}" && return 0
    apps::save_thread_dump "${RUN_DIR}/logs/${id}-r${round}.threads.txt"
    VARIANT_DEAD[${id}]="the $(plan::of VARIANT_NAME "${id}") JVM stopped answering during round ${round}: no response to GET"
    VARIANT_DEAD[${id}]+=" $(apps::answer_path "${id}") within ${HUNG_AFTER_S} s while its process still ran"
    VARIANT_DEAD[${id}]+=" (its threads: logs/${id}-r${round}.threads.txt)"
    common::log "  ${VARIANT_DEAD[${id}]}; it is stopped and its remaining windows of this round are recorded as failed"
    apps::show_log_tail
    apps::stop "${id}"
    return 1
  fi
  local ended
  apps::reap_dead ended
  apps::forget "${id}"
  VARIANT_DEAD[${id}]="the $(plan::of VARIANT_NAME "${id}") JVM died during round ${round}: ${ended}"
  common::log "  ${VARIANT_DEAD[${id}]}; its remaining windows of this round are recorded as failed"
  apps::show_log_tail
  return 1
}

# round::fail VARIANT ROUND REASON: a JVM that did not start or verify; it sits out the round.
round::fail() {
  local id="$1" round="$2" reason="$3"
  record::failure
  common::log "  $(plan::of VARIANT_NAME "${id}") FAILED in round ${round}: ${reason}"
  apps::select "${id}"
  apps::show_log_tail
  apps::stop "${id}"
  VARIANT_DEAD[${id}]="${reason}"
}

# Starts one fresh JVM per variant, all at once on the server CPUs, then waits for and verifies each.
round::start() {
  local round="$1" id failure server server_host
  server_host="$(plan::get SERVER_HOST)"
  common::log "Round ${round}/$(($(plan::get ROUNDS) * $(plan::count PARTS)))$(round::part_label): starting ${#ROUND_IDS[@]} fresh JVMs on CPU $(plan::get SERVER_CPUS)${server_host:+ of ${server_host}}"
  for id in "${ROUND_IDS[@]}"; do
    VARIANT_DEAD[${id}]=""
    VARIANT_STARTED[${id}]="$(common::utc_now)"
    apps::start "${id}" "${RUN_DIR}/logs/${id}-r${round}.log" "$(plan::get WARMUP_CPUS)"
  done
  # The endpoints that need the database are verified only while it serves: without it, the app's other
  # windows are still measured.
  local -a verified
  run_database::usable_endpoints "${round}" verified
  for id in "${ROUND_IDS[@]}"; do
    apps::select "${id}"
    if ! apps::wait_ready "${id}" failure; then
      round::fail "${id}" "${round}" "the app ${failure}"
    elif ! server="$(apps::verify "${id}" "${verified[@]}")"; then
      round::fail "${id}" "${round}" "verification: ${server}"
    else
      record::event server --variant "${id}" --server "$(jq -c . <<< "${server}")"
      apps::capture_headers "${id}"
      VARIANT_GC[${id}]="$(sampling::gc_meters_of "${server}")"
      common::log "  $(plan::of VARIANT_NAME "${id}"): ready on port $(plan::of VARIANT_PORT "${id}") (pid ${SERVER_PID})"
      duet::join "${id}" "${round}"
      limit::join "${id}" "${round}"
    fi
  done
}

# Warms every JVM of the round in cycles: each takes its turn under load while the others idle, so one
# JVM's idle gap is another's load and the core is never idle for long (with fewer than two JVMs still
# warming, an explicit idle gap follows each load). The turns follow the plan's order for the round,
# rotated each round so that no variant is always loaded first while the others still compile; the
# loads rotate over the plan's warm-up patterns (every concurrency, endpoint and tool).
# After each load, bench-report records the cycle with the JVM's compile time and says whether the
# warm-up is over (JIT quiet and throughput settled, or the cap reached).
round::warm_up() {
  local round="$1" cycle=0 id endpoint tool scratch level compile
  local -a patterns active turns servable
  plan::array WARMUP_PATTERNS patterns
  local pattern
  local -A finished=()
  read -r -a turns <<< "$(plan::item WARMUP_TURNS "$((round - 1))")"
  (( ${#turns[@]} > 0 )) || common::die "the plan gives round ${round} no warm-up turns (plan.json: warmupTurns)"
  scratch="$(mktemp)"
  while :; do
    active=()
    for id in "${turns[@]}"; do
      [[ -z "${VARIANT_DEAD[${id}]}" && -z "${finished[${id}]:-}" ]] && active+=("${id}")
    done
    (( ${#active[@]} > 0 )) || break
    # A pattern whose endpoint needs the database is left out once it is gone; with none left, the JVMs
    # have nothing to warm up on, and their windows will all be recorded as failed.
    servable=()
    for pattern in "${patterns[@]}"; do
      run_database::serves "${pattern%% *}" "${round}" && servable+=("${pattern}")
    done
    (( ${#servable[@]} > 0 )) || break
    cycle=$((cycle + 1))
    hosts::heartbeat
    read -r endpoint tool level <<< "${servable[$(((cycle - 1) % ${#servable[@]}))]}"
    for id in "${active[@]}"; do
      round::alive "${id}" "${round}" || continue
      tools::run "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" "$(plan::get WARMUP_CYCLE_S)" \
        "${scratch}" "${endpoint}"
      compile="$(round::compile_ms "${id}")"
      WARMUP_STATE[${id}]="$(report::call warmup --curve "${RUN_DIR}/warmup/${id}-r${round}.csv" \
        --cycle "${cycle}" --endpoint "${endpoint}" --tool "${tool}" --concurrency "${level}" \
        --seconds "$(plan::get WARMUP_CYCLE_S)" --compile-ms "${compile}" --read-at-ms "$(common::now_ms)" \
        --patterns "${#patterns[@]}" --cap-seconds "$(plan::get WARMUP_CAP_S)" "${scratch}")"
      if [[ "$(jq -r '.done' <<< "${WARMUP_STATE[${id}]}")" == "true" ]]; then
        finished[${id}]=true
        common::log "  $(plan::of VARIANT_NAME "${id}") warm-up: $(jq -r '.summary' <<< "${WARMUP_STATE[${id}]}")"
      fi
    done
    common::pause "$(report::call pace warmup-gap --warming "${#active[@]}")"
  done
  rm -f "${scratch}"
}

# round::pin ROUND: pins every thread of the round's JVMs back to the server CPUs once they are warm (they
# warmed up on WARMUP_CPUS, the JIT compiling on CPUs the load left it); a JVM that cannot be pinned sits
# out the round.
round::pin() {
  local round="$1" id stray
  [[ "$(plan::get WARMUP_CPUS)" != "$(plan::get SERVER_CPUS)" ]] || return 0
  for id in "${ROUND_IDS[@]}"; do
    [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || continue
    if ! stray="$(apps::pin "${VARIANT_PID[${id}]}" "$(plan::get SERVER_CPUS)")"; then
      round::fail "${id}" "${round}" "pinning back to CPU $(plan::get SERVER_CPUS) after the warm-up: ${stray}"
    fi
  done
  common::log "  every JVM pinned back to CPU $(plan::get SERVER_CPUS) for the measurements"
}

# round::ticks: the CPU time, in clock ticks, of the round's JVMs that still run.
round::ticks() {
  local id ticks total=0
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    local -a pids=()
    for id in "${ROUND_IDS[@]}"; do
      [[ -z "${VARIANT_PID[${id}]:-}" ]] || pids+=("${VARIANT_PID[${id}]}")
    done
    hosts::agent "$(plan::get SERVER_HOST)" ticks "${pids[@]}"
    return 0
  fi
  for id in "${ROUND_IDS[@]}"; do
    [[ -n "${VARIANT_PID[${id}]:-}" ]] || continue
    sampling::cpu_ticks "${VARIANT_PID[${id}]}" ticks && total=$((total + ticks))
  done
  printf '%s' "${total}"
}

# Measures the round's blocks in the plan's order: each block one window per variant back to back, or
# two in a mirrored block (the second visit of a variant is numbered 2), or a duet block's pairs, each in
# one window (round::measure_duet).
round::measure() {
  local round="$1" plan_round endpoint tool level block order duet id visit
  local -a ids
  local -A visits
  # The plan is read on its own descriptor: the tools run inside the loop must not eat its lines.
  while IFS=$'\t' read -r -u 3 plan_round _ endpoint tool level block order duet; do
    [[ "${plan_round}" == "${round}" ]] || continue
    # hyperfoil's level in the plan may be a share of the probed saturation: its windows carry the rate.
    [[ "${tool}" != hyperfoil ]] || level="$(rates::rate_of "${endpoint}" "${level}")"
    if [[ -n "${duet}" ]]; then
      round::measure_duet "${round}" "${endpoint}" "${tool}" "${level}" "${block}" "${order}" "${duet}"
      continue
    fi
    IFS=',' read -r -a ids <<< "${order}"
    visits=()
    for id in "${ids[@]}"; do
      visit=$((${visits[${id}]:-0} + 1))
      visits[${id}]="${visit}"
      if ! run_database::serves "${endpoint}" "${round}"; then
        window::skip "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "" "${RUN_DATABASE_FAILURE}" \
          "${id}"
      elif round::alive "${id}" "${round}"; then
        window::settle
        window::measure "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "" "${id}"
      else
        window::skip "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "" "${VARIANT_DEAD[${id}]}" \
          "${id}"
      fi
    done
  done 3< "${RUN_DIR}/plan.tsv"
}

# round::measure_duet ROUND ENDPOINT TOOL LEVEL BLOCK PAIRS ORDER: a duet block, its pairs (A+B,A+C) each
# measured in one window, numbered by their place in the block; a pair with a JVM gone, or without the
# database, is recorded as failed on both sides.
round::measure_duet() {
  local round="$1" endpoint="$2" tool="$3" level="$4" block="$5" order="$7" pair first second visit=0 side
  local reason
  local -a pairs
  IFS=',' read -r -a pairs <<< "$6"
  for pair in "${pairs[@]}"; do
    visit=$((visit + 1))
    first="${pair%%+*}" second="${pair#*+}"
    reason=""
    if ! run_database::serves "${endpoint}" "${round}"; then
      reason="${RUN_DATABASE_FAILURE}"
    else
      for side in "${first}" "${second}"; do
        [[ -n "${reason}" ]] || round::alive "${side}" "${round}" || reason="${VARIANT_DEAD[${side}]}"
      done
    fi
    if [[ -n "${reason}" ]]; then
      window::skip "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "${order}" "${reason}" \
        "${first}" "${second}"
      continue
    fi
    window::settle
    window::measure "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "${order}" "${first}" "${second}"
  done
}

# Stops the round's JVMs and records one session per variant, with how its warm-up ended.
round::stop() {
  local round="$1" id failure server status reason warmup
  for id in "${ROUND_IDS[@]}"; do
    apps::select "${id}"
    apps::stop "${id}"
    reason="${VARIANT_DEAD[${id}]:-}"
    status=ok
    [[ -n "${reason}" ]] && status=failed
    warmup="$(jq -c 'if . == null then null else {steady, seconds, windows, lastChangePercent,
      lastCompileAddedMs} end' <<< "${WARMUP_STATE[${id}]:-null}" 2> /dev/null || printf 'null')"
    [[ -n "${warmup}" ]] || warmup=null
    record::event session --variant "${id}" --round "${round}" --status "${status}" \
      --started-at "${VARIANT_STARTED[${id}]}" --warmup "${warmup}" --reason "${reason}"
    WARMUP_STATE[${id}]=""
  done
}

# " (part 2 of 3: jetty)" while a split run measures a part, else nothing.
round::part_label() {
  (( $(plan::count PARTS) > 1 )) || return 0
  printf ' (part %s of %s: %s)' "$((PART_INDEX + 1))" "$(plan::count PARTS)" "$(plan::of VARIANT_APP "${ROUND_IDS[0]}")"
}

# The cold starts, then every part's rounds: start, warm up, measure, stop.
round::measure_all() {
  local id attempt round first rounds
  if "$(plan::get RESUME_FROM_START)"; then
    common::log "Cold starts ($(plan::get COLD_STARTS) per variant, one JVM at a time):"
    for id in $(plan::list COLD_START_IDS); do
      for ((attempt = 1; attempt <= $(plan::get COLD_STARTS); attempt++)); do
        apps::measure_cold_start "${id}" "${attempt}"
      done
    done
  fi
  window::count_from "$(plan::get WINDOWS_BEFORE)"
  rates::load
  for ((PART_INDEX = 0; PART_INDEX < $(plan::count PARTS); PART_INDEX++)); do
    read -r -a ROUND_IDS <<< "$(plan::item PARTS "${PART_INDEX}")"
    rounds="$(plan::get ROUNDS)"
    first=$((PART_INDEX * rounds + 1))
    for ((round = first; round < first + rounds; round++)); do
      (( round >= $(plan::get RESUME_FROM) )) || continue
      round::start "${round}"
      round::warm_up "${round}"
      round::pin "${round}"
      rates::probe_if_needed "${round}"
      round::measure "${round}"
      round::stop "${round}"
    done
  done
}
