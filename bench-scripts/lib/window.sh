#!/usr/bin/env bash
# One measured window, of one variant or of a duet's two: the server settled, the load run while each server is
# sampled, Actuator read before and after, and bench-report's summary; its raw file's path and its progress line.
# The memory trials, the profiler and the probe of the fixed rates load through window::sampled_load too.
# Sourced, not executed.
#
# Globals: SETTLED_MS, how long the last settling waited; WINDOW_INDEX, the windows made so far, for the
# progress line; WINDOW_EXITS, each side's load tool's exit code, from window::sampled_load to its caller.

# window::count_from COUNT: the windows made so far (before a resumed round), the next one's progress line
# counting on from there.
window::count_from() {
  WINDOW_INDEX="$1"
}

# How long the last window::settle waited for the server CPUs to go idle, recorded with the next window.
SETTLED_MS=0
WINDOW_INDEX=0

# Waits until the server CPUs have settled, sampling the round's JVMs' CPU time over SETTLE_SAMPLE_S
# until bench-report says so (its rule: idle enough, or the longest wait over): the last window's work
# must not spill into the next. How long it waited goes into the window's .cmd (SETTLED_MS).
window::settle() {
  local started sampled before after answer=wait
  started="$(common::now_ms)"
  hosts::heartbeat
  while [[ "${answer}" == wait ]]; do
    before="$(round::ticks)"
    sampled="$(common::now_ms)"
    common::pause "$(plan::get SETTLE_SAMPLE_S)"
    after="$(round::ticks)"
    SETTLED_MS=$(($(common::now_ms) - started))
    answer="$(report::call pace settle --cpu-ticks "$((after - before))" --clock-ticks "${CLK_TCK}" \
      --sampled-ms "$(($(common::now_ms) - sampled))" --waited-ms "${SETTLED_MS}")"
  done
}

# window::label ROUND BLOCK ENDPOINT TOOL LEVEL VARIANT [ORDER PARTNER]: the progress line's head, as the
# reports spell a window: "[17/144] r1 b1 /test/block wrk c=200 boot4-jetty" (the endpoint by its path, without
# its query; the variant by its id), and a duet's side "... boot4-jetty (duet with boot4-tomcat)".
window::label() {
  local path="${ENDPOINT_PATH[$3]}"
  printf '[%s/%s] r%s b%s %s %s %s' "${WINDOW_INDEX}" "$(plan::get WINDOW_TOTAL)" "$1" "$2" "${path%%\?*}" \
    "$(window::level_label "$4" "$5")" "$6"
  [[ -z "${7:-}" ]] || printf ' (%s with %s)' "$7" "$8"
}

# window::level_label TOOL LEVEL: "wrk c=100", "hyperfoil 5000/s".
window::level_label() {
  if [[ "$1" == hyperfoil ]]; then
    printf '%s %s/s' "$1" "$2"
  else
    printf '%s c=%s' "$1" "$2"
  fi
}

# window::base VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK [VISIT [ORDER]]: the raw file's path without its extension:
# -v2 marks a variant's second window in a mirrored block, and a duet's side is named by its place in the block
# and its order (-v1-duet, -v2-sliced), so that bench-report pairs it with its partner's.
window::base() {
  local visit=""
  if [[ -n "${8:-}" ]]; then
    visit="-v$7-$8"
  elif [[ "${7:-1}" != 1 ]]; then
    visit="-v$7"
  fi
  printf '%s/raw/%s/%s/%s-c%s-r%s-b%s%s' "${RUN_DIR}" "$1" "$2" "$3" "$4" "$5" "$6" "${visit}"
}

# window::partner VARIANT FIRST SECOND: the other side of a duet.
window::partner() {
  if [[ "$1" == "$2" ]]; then printf '%s' "$3"; else printf '%s' "$2"; fi
}

# window::measure ROUND BLOCK ENDPOINT TOOL LEVEL VISIT ORDER VARIANT...: one window, of one variant (ORDER
# empty) or of a duet's two (ORDER duet or sliced, the first's load started first, each JVM in its control
# group and loaded by a tool of its own): each side read through Actuator (threads, heap, GC, compile time)
# before and after, the loads run with every side sampled (window::sampled_load), then bench-report's summary
# of each side. Whether a side failed is bench-report's call (summarize exits non-zero).
window::measure() {
  local round="$1" block="$2" endpoint="$3" tool="$4" level="$5" visit="$6" order="$7"
  local -a ids=("${@:8}") load_sides=() duet_option=()
  local -A base_of=() before=()
  local id after side=0
  [[ -z "${order}" ]] || duet_option=(--duet)
  for id in "${ids[@]}"; do
    base_of[${id}]="$(window::base "${id}" "${endpoint}" "${tool}" "${level}" "${round}" "${block}" "${visit}" "${order}")"
    mkdir -p "$(dirname "${base_of[${id}]}")"
    if ! tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" \
      "$(plan::get DURATION_S)" "${base_of[${id}]}" "${endpoint}"; then
      window::skip "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${visit}" "${order}" "${LOAD_FAILURE}" \
        "${ids[@]}"
      return 0
    fi
    load_sides+=("${id}" "${VARIANT_PID[${id}]}" "${base_of[${id}]}" "$(window::command)")
  done
  for id in "${ids[@]}"; do
    before[${id}]="$(sampling::actuator_read "$(plan::of VARIANT_PORT "${id}")" "${VARIANT_PID[${id}]}" "${VARIANT_GC[${id}]:-}")"
  done
  window::sampled_load "$(plan::get DURATION_S)" "${order}" "${load_sides[@]}"
  [[ -n "${order}" ]] || tools::collect_jmeter_engines "${base_of[${ids[0]}]}"
  for id in "${ids[@]}"; do
    after="$(sampling::actuator_read "$(plan::of VARIANT_PORT "${id}")" "${VARIANT_PID[${id}]}" "${VARIANT_GC[${id}]:-}")"
    sampling::actuator_pair "${before[${id}]}" "${after}" > "${base_of[${id}]}.actuator.json"
  done
  local -a duet=() limit_option=()
  for id in "${ids[@]}"; do
    WINDOW_INDEX=$((WINDOW_INDEX + 1))
    [[ -z "${order}" ]] || duet=("${order}" "$(window::partner "${id}" "${ids[@]}")")
    mapfile -t limit_option < <(limit::summary_option "${id}")
    window::summarize "${base_of[${id}]}" "${tool}" "${WINDOW_EXITS[${side}]}" "$(window::label "${round}" "${block}" \
      "${endpoint}" "${tool}" "${level}" "${id}" "${duet[@]}")" "${duet_option[@]}" "${limit_option[@]}"
    side=$((side + 1))
  done
}

# window::summarize BASE TOOL EXIT_CODE LABEL [OPTION...]: bench-report's summary of a measured window (its
# options, e.g. --duet or the variant's --cpu-limit, passed on) on the console after LABEL; a window that failed
# is counted and recorded, with the JMeter engines that did not finish their part named.
window::summarize() {
  local base="$1" tool="$2" code="$3" label="$4" summary status=0 host
  summary="$(report::call summarize "${@:5}" --server-cpus "$(plan::get SERVER_CPU_COUNT)" \
    --load-cpus "$(plan::get LOAD_CPU_COUNT)" --tool "${tool}" "${base}.txt" 2>&1)" || status=$?
  if (( status != 0 )); then
    for host in "${JMETER_ENGINES_UNFINISHED[@]}"; do
      summary+=" (the JMeter engine on ${host} did not finish its part: ${base##*/}.engine-${host}.log)"
    done
    record::failure
    record::event window-failed --file "${base#"${RUN_DIR}/"}.txt" --exit-code "${code}" --reason "${summary}"
    summary="FAILED: ${summary}"
  fi
  common::log "${label} ... ${summary}"
}

# window::command_file COMMAND WRAPPER_SECONDS START END EXIT_CODE: the lines every window's .cmd starts with
# (command, wrapper, timestamps, exit code, pinning, the wait for the CPUs to settle), on stdout.
window::command_file() {
  printf 'command: %s\n' "$1"
  printf 'wrapper: timeout -k 5 %s\n' "$2"
  printf 'start: %s\nend: %s\nexit_code: %s\n' "$3" "$4" "$5"
  local server_host
  server_host="$(plan::get SERVER_HOST)"
  printf 'server_cpus: %s\nload_cpus: %s\n' "$(plan::get SERVER_CPUS)" "$(plan::get LOAD_CPUS)"
  [[ -z "${server_host}" ]] || printf 'server_host: %s\nserver_interface: %s\n' "${server_host}" "$(plan::get SERVER_INTERFACE)"
  printf 'settle_ms: %s\n' "${SETTLED_MS}"
}

# window::command: the load command tools::load_command made (LOAD_COMMAND), quoted with printf %q, as a .cmd
# records it and window::sampled_load takes it.
window::command() {
  printf '%q ' "${LOAD_COMMAND[@]}"
}

# Per side of the last window::sampled_load, its tool's exit code.
WINDOW_EXITS=()

# window::sampled_load SECONDS ORDER VARIANT PID BASE COMMAND [VARIANT PID BASE COMMAND]: the one place a load
# runs. Each side's COMMAND (window::command), bounded by timeout, with its output in BASE.txt while its server PID (and, in a
# window of one side, the run's database) is sampled into BASE.samples.csv, then its BASE.cmd written (command,
# wrapper, timestamps, exit code, pinning, siege's lead-ins). A window of one side on one machine counts the TCP
# connections the server accepted over it; a duet's two sides (ORDER duet or sliced) load at the same moment,
# each JVM's control group's CPU time read before and after, and in a sliced duet the slicer hands the server
# CPUs from one group to the other meanwhile. Each tool's exit code goes into WINDOW_EXITS, side by side.
window::sampled_load() {
  local seconds="$1" order="$2" side started ended slicer_pid="" slicer_line="" slices_file=""
  shift 2
  local -a ids=() pids=() bases=() commands=() load_pids=() sampler_pids=() steal_before=() bytes_before=()
  local -a cpu_before=() cpu_after=() limit_before=() limit_after=()
  while [[ $# -gt 0 ]]; do
    ids+=("$1") pids+=("${2:-}") bases+=("${3:-}") commands+=("${4:-}")
    shift 4 || common::die "window::sampled_load: a side is VARIANT PID BASE COMMAND, not '$*'"
  done
  local sides="${#pids[@]}" server_channel="" database_channel="" server_in="" server_out="" database_in=""
  local database_out="" server_host database_host database_port
  server_host="$(plan::get SERVER_HOST)" database_host="$(plan::get DATABASE_HOST)"
  database_port="$(plan::get DATABASE_PORT)"
  # On other hosts, the server's and the database's readings come through a channel each (sampling.sh), for a
  # window of one server (a duet's runs on this machine, as the plan says, and samples no database).
  if [[ -n "${server_host}" && "${sides}" == 1 ]]; then
    hosts::open_channel "${server_host}" server_in server_out server_channel "$(printf '%q ' bash \
      "${HOST_WORK[${server_host}]}/bench-scripts/host-agent.sh" sample "${pids[0]}" "$(plan::get SERVER_INTERFACE)")"
  fi
  if [[ -n "${database_host}" && -n "${database_port}" && "${sides}" == 1 ]]; then
    hosts::open_channel "${database_host}" database_in database_out database_channel \
      "$(printf '%q ' bash "${HOST_WORK[${database_host}]}/bench-scripts/host-agent.sh" sample-ticks)"
  fi
  sampling::channels "${server_in}" "${server_out}" "${database_in}" "${database_out}"
  # Read before the tools start: the samplers start after them, and the bytes of their first moments would be
  # lost to the first second's rate.
  # shellcheck disable=SC2034 # read for the steal and the bytes; the rest is the sampler's
  local ticks rss threads steal bytes
  for (( side = 0; side < sides; side++ )); do
    sampling::server_now "${pids[${side}]}" ticks rss threads steal bytes || steal=0 bytes=0
    steal_before[side]="${steal}" bytes_before[side]="${bytes}"
  done
  if [[ -n "${order}" ]]; then
    for (( side = 0; side < sides; side++ )); do
      cpu_before[side]="$(cgroups::cpu_ns "${ids[${side}]}")"
    done
  fi
  for (( side = 0; side < sides; side++ )); do
    limit_before[side]="$(limit::counters "${ids[${side}]}")"
  done
  # Connections accepted are counted on this machine only (a server host's kernel is another's), and for one
  # server only (the kernel's count is the machine's).
  local opens_before="" opens_after=""
  [[ -n "${server_host}" || "${sides}" != 1 ]] || sampling::passive_opens opens_before
  started="$(common::utc_now)"
  # The database is sampled beside a window's one server: a duet's two samplers would each count it.
  local -a database=()
  if [[ -n "${database_port}" && "${sides}" == 1 ]]; then
    run_database::processes
    database=("${RUN_DATABASE_PIDS}")
  fi
  if [[ "${order}" == sliced ]]; then
    slices_file="$(mktemp)"
    cgroups::slice "${ids[0]}" "${ids[1]}" "$(plan::get SLICES)" "$(plan::get SLICE_S)" > "${slices_file}" &
    slicer_pid=$!
  fi
  for (( side = 0; side < sides; side++ )); do
    # The command was quoted with printf %q: eval gives back its exact words.
    local -a argv=()
    eval "argv=(${commands[${side}]})"
    timeout -k 5 "$((seconds + LOAD_GRACE))" "${argv[@]}" > "${bases[${side}]}.txt" 2>&1 &
    load_pids[side]=$!
  done
  # JMeter's load comes from engines on the load hosts: the process here only collects, its CPU is not the load's.
  local sampled_tool
  for (( side = 0; side < sides; side++ )); do
    sampled_tool="${load_pids[${side}]}"
    [[ ${#JMETER_ENGINES_STARTED[@]} -eq 0 ]] || sampled_tool="-${sampled_tool}"
    sampling::sample_processes "${pids[${side}]}" "${sampled_tool}" "${bases[${side}]}.samples.csv" \
      "${bytes_before[${side}]}" "${steal_before[${side}]}" "${database[@]}" &
    sampler_pids[side]=$!
  done
  WINDOW_EXITS=()
  for (( side = 0; side < sides; side++ )); do
    wait "${load_pids[${side}]}" && WINDOW_EXITS[side]=0 || WINDOW_EXITS[side]=$?
  done
  # The slicer hands the CPUs over for as long as the loads run (its slices cover the window and more): both
  # have ended, so it is stopped, and it thaws both groups.
  [[ -z "${slicer_pid}" ]] || kill -TERM "${slicer_pid}" 2> /dev/null || true
  if [[ -n "${order}" ]]; then
    for (( side = 0; side < sides; side++ )); do
      cpu_after[side]="$(cgroups::cpu_ns "${ids[${side}]}")"
    done
  fi
  for (( side = 0; side < sides; side++ )); do
    limit_after[side]="$(limit::counters "${ids[${side}]}")"
  done
  ended="$(common::utc_now)"
  if [[ -n "${slicer_pid}" ]]; then
    wait "${slicer_pid}" || true
    slicer_line="$(< "${slices_file}")"
    rm -f "${slices_file}"
  fi
  for (( side = 0; side < sides; side++ )); do
    wait "${sampler_pids[${side}]}" || true
  done
  [[ -z "${opens_before}" ]] || sampling::passive_opens opens_after
  [[ -z "${server_channel}" ]] || hosts::close_channel "${server_in}" "${server_out}" "${server_channel}"
  [[ -z "${database_channel}" ]] || hosts::close_channel "${database_in}" "${database_out}" "${database_channel}"
  sampling::channels "" "" "" ""
  for (( side = 0; side < sides; side++ )); do
    {
      window::command_file "${commands[${side}]}" "$((seconds + LOAD_GRACE))" "${started}" "${ended}" \
        "${WINDOW_EXITS[${side}]}"
      [[ -z "${LOAD_LEAD_IN}" ]] || printf 'lead_in: %s\n' "${LOAD_LEAD_IN}"
      [[ -z "${opens_after}" ]] || printf 'connections_accepted: %s\n' "$((opens_after - opens_before))"
      limit::throttling_lines "${limit_before[${side}]}" "${limit_after[${side}]}"
      if [[ -n "${order}" ]]; then
        printf 'duet_order: %s\nduet_with: %s\n' "${order}" "${ids[$((1 - side))]}"
        printf 'cgroup: %s\ncgroup_cpu_ns: %s\n' "${CGROUP_VERSION}" "$((cpu_after[side] - cpu_before[side]))"
        [[ -z "${slicer_line}" ]] || printf 'slices: %s\n' "${slicer_line}"
      fi
    } > "${bases[${side}]}.cmd"
  done
  SETTLED_MS=0
}

# window::skip ROUND BLOCK ENDPOINT TOOL LEVEL VISIT ORDER REASON VARIANT...: records a window that could not be
# made (a JVM gone, the database down, a load command that cannot be had) as failed on each of its sides, with
# the reason in its .cmd, run.json and on the console.
window::skip() {
  local round="$1" block="$2" endpoint="$3" tool="$4" level="$5" visit="$6" order="$7" reason="$8" id base
  local -a ids=("${@:9}") duet=()
  for id in "${ids[@]}"; do
    base="$(window::base "${id}" "${endpoint}" "${tool}" "${level}" "${round}" "${block}" "${visit}" "${order}")"
    mkdir -p "$(dirname "${base}")"
    WINDOW_INDEX=$((WINDOW_INDEX + 1))
    record::not_run "${base}" "${reason}"
    [[ -z "${order}" ]] || duet=("${order}" "$(window::partner "${id}" "${ids[@]}")")
    common::log "$(window::label "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${id}" "${duet[@]}") ..." \
      "FAILED: not run: ${reason}"
  done
}
