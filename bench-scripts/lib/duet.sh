#!/usr/bin/env bash
# A duet window: two JVMs of a round, each in its control group (cgroups.sh), loaded at the same moment, each
# by a load tool of its own, the CPU time of each group read before and after; in a sliced duet the server
# CPUs are handed from one group to the other every SLICE_S meanwhile. Each JVM's window is recorded as a
# window of its own, named by its place in the block (-v<k>-duet, -v<k>-sliced), so that bench-report pairs
# it with its partner's. Sourced, not executed.

# Per variant, the exit code of its tool in the last duet window.
declare -A DUET_EXIT=()

# duet::require: a plan with a duet order needs control groups; refused (exit 2) where neither cgroup v2 nor
# v1 can give them.
duet::require() {
  [[ ${#DUET_ORDERS[@]} -gt 0 ]] || return 0
  # Detected in this shell, so that what it found stays for duet::open; its one line goes to a file.
  local refusal="${PLAN_DIR}/cgroups.txt"
  cgroups::detect > "${refusal}" || common::usage_error "--order ${DUET_ORDERS[*]}: $(< "${refusal}")"
}

# duet::open: creates the run's control groups (after the run directory, whose id names them), in the
# hierarchy duet::require found.
duet::open() {
  [[ ${#DUET_ORDERS[@]} -gt 0 ]] || return 0
  # In this shell: it sets CGROUP_RUN. A failure's line is printed above the reason the run stops.
  cgroups::open "${RUN_ID}" || common::die "the run's control groups could not be made"
  local id
  # shellcheck disable=SC2153 # plan.sh's list of the variants
  for id in "${VARIANT_IDS[@]}"; do
    cgroups::create "${id}" || common::die "the control group of ${id} could not be made"
  done
  common::log "Duet: one control group per variant, equal CPU weight (cgroup ${CGROUP_VERSION})"
}

# duet::join VARIANT: moves the variant's JVM of this round into its control group (a JVM that cannot
# be moved sits out the round).
duet::join() {
  [[ ${#DUET_ORDERS[@]} -gt 0 ]] || return 0
  local id="$1" round="$2" reason
  [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || return 0
  if ! reason="$(cgroups::add "${id}" "${VARIANT_PID[${id}]}")"; then
    round::fail "${id}" "${round}" "its control group: ${reason}"
  fi
}

# duet::measure FIRST SECOND ENDPOINT TOOL LEVEL ROUND BLOCK VISIT ORDER: one duet window of FIRST and SECOND
# (FIRST's load started first), then bench-report's summary of each side.
duet::measure() {
  local first="$1" second="$2" endpoint="$3" tool="$4" level="$5" round="$6" block="$7" visit="$8" order="$9"
  local id
  local -A base=() command=()
  for id in "${first}" "${second}"; do
    base[${id}]="$(window::base "${id}" "${endpoint}" "${tool}" "${level}" "${round}" "${block}")-v${visit}-${order}"
    mkdir -p "$(dirname "${base[${id}]}")"
    # A duet's tool is wrk (the plan refuses any other), whose command is always made.
    tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" \
      "${DURATION_S}" "${base[${id}]}" "${endpoint}"
    command[${id}]="$(printf '%q ' "${LOAD_COMMAND[@]}")"
  done
  local -A before=() after=()
  for id in "${first}" "${second}"; do
    before[${id}]="$(sampling::actuator_read "${VARIANT_PORT[${id}]}" "${VARIANT_PID[${id}]}" "${VARIANT_GC[${id}]:-}")"
  done
  duet::load "${first}" "${second}" "${base[${first}]}" "${base[${second}]}" "${command[${first}]}" \
    "${command[${second}]}" "${order}"
  for id in "${first}" "${second}"; do
    after[${id}]="$(sampling::actuator_read "${VARIANT_PORT[${id}]}" "${VARIANT_PID[${id}]}" "${VARIANT_GC[${id}]:-}")"
    sampling::actuator_pair "${before[${id}]}" "${after[${id}]}" > "${base[${id}]}.actuator.json"
  done
  for id in "${first}" "${second}"; do
    WINDOW_INDEX=$((WINDOW_INDEX + 1))
    window::summarize "${base[${id}]}" "${tool}" "${DUET_EXIT[${id}]}" "$(duet::label "${round}" "${block}" \
      "${endpoint}" "${tool}" "${level}" "${id}" "${first}" "${second}" "${order}")" --duet
  done
}

# duet::label ROUND BLOCK ENDPOINT TOOL LEVEL VARIANT FIRST SECOND ORDER: the progress line's head, e.g.
# "[17/144] r1 b1 /test/block wrk c=100 boot4-jetty (duet with boot4-tomcat)".
duet::label() {
  local partner="$7"
  [[ "$6" != "$7" ]] || partner="$8"
  printf '%s (%s with %s)' "$(window::label "$1" "$2" "$3" "$4" "$5" "$6")" "$9" "${partner}"
}

# duet::load FIRST SECOND FIRST_BASE SECOND_BASE FIRST_COMMAND SECOND_COMMAND ORDER: both loads at once,
# each bounded by timeout, with its output in BASE.txt, its JVM and tool sampled into BASE.samples.csv, and
# its .cmd written (with its group's CPU time over the window, cgroup_cpu_ns); in a sliced duet the slicer
# runs beside them and what it achieved goes into both .cmd files. Each tool's exit code goes into DUET_EXIT.
duet::load() {
  local -a ids=("$1" "$2")
  local -A base=([$1]="$3" [$2]="$4") command=([$1]="$5" [$2]="$6")
  local order="$7" id started ended slicer_pid="" slicer_line=""
  local -A load_pid=() sampler_pid=() cpu_before=() cpu_after=() steal_before=() bytes_before=()
  DUET_EXIT=()
  # shellcheck disable=SC2034 # ticks, rss and threads are the sampler's
  local slices_file ticks rss threads steal bytes
  slices_file="$(mktemp)"
  for id in "${ids[@]}"; do
    # Read for the steal and the bytes; the rest is the sampler's.
    # shellcheck disable=SC2034
    sampling::server_now "${VARIANT_PID[${id}]}" ticks rss threads steal bytes || steal=0 bytes=0
    steal_before[${id}]="${steal}" bytes_before[${id}]="${bytes}"
  done
  for id in "${ids[@]}"; do
    cpu_before[${id}]="$(cgroups::cpu_ns "${id}")"
  done
  started="$(common::utc_now)"
  if [[ "${order}" == sliced ]]; then
    cgroups::slice "${ids[0]}" "${ids[1]}" "${SLICES}" "${SLICE_S}" > "${slices_file}" &
    slicer_pid=$!
  fi
  for id in "${ids[@]}"; do
    # The command was quoted with printf %q: eval gives back its exact words.
    local -a argv=()
    eval "argv=(${command[${id}]})"
    timeout -k 5 "$((DURATION_S + LOAD_GRACE))" "${argv[@]}" > "${base[${id}]}.txt" 2>&1 &
    load_pid[${id}]=$!
  done
  for id in "${ids[@]}"; do
    sampling::sample_processes "${VARIANT_PID[${id}]}" "${load_pid[${id}]}" "${base[${id}]}.samples.csv" \
      "${bytes_before[${id}]}" "${steal_before[${id}]}" &
    sampler_pid[${id}]=$!
  done
  for id in "${ids[@]}"; do
    wait "${load_pid[${id}]}" && DUET_EXIT[${id}]=0 || DUET_EXIT[${id}]=$?
  done
  # The slicer hands the CPUs over for as long as the loads run (its slices cover the window and more): both
  # have ended, so it is stopped, and it thaws both groups.
  [[ -z "${slicer_pid}" ]] || kill -TERM "${slicer_pid}" 2> /dev/null || true
  for id in "${ids[@]}"; do
    cpu_after[${id}]="$(cgroups::cpu_ns "${id}")"
  done
  ended="$(common::utc_now)"
  if [[ -n "${slicer_pid}" ]]; then
    wait "${slicer_pid}" || true
    slicer_line="$(< "${slices_file}")"
  fi
  rm -f "${slices_file}"
  for id in "${ids[@]}"; do
    wait "${sampler_pid[${id}]}" || true
  done
  for id in "${ids[@]}"; do
    {
      window::command_file "${command[${id}]}" "$((DURATION_S + LOAD_GRACE))" "${started}" "${ended}" \
        "${DUET_EXIT[${id}]}"
      printf 'duet_order: %s\nduet_with: %s\n' "${order}" "$([[ "${id}" == "${ids[0]}" ]] && printf '%s' "${ids[1]}" \
        || printf '%s' "${ids[0]}")"
      printf 'cgroup: %s\ncgroup_cpu_ns: %s\n' "${CGROUP_VERSION}" "$((cpu_after[${id}] - cpu_before[${id}]))"
      [[ -z "${slicer_line}" ]] || printf 'slices: %s\n' "${slicer_line}"
    } > "${base[${id}]}.cmd"
  done
  # shellcheck disable=SC2034 # window.sh's: the next window's wait is its own
  SETTLED_MS=0
}
