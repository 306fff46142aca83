#!/usr/bin/env bash
# One measured window: the server settled, the load run while the server is sampled, Actuator read
# before and after, and bench-report's summary; its raw file's path and its progress line. Sourced, not
# executed.

# How long the last window::settle waited for the server CPUs to go idle, recorded with the next window.
SETTLED_MS=0
WINDOW_INDEX=0
WINDOW_TOTAL=0

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
    common::pause "${SETTLE_SAMPLE_S}"
    after="$(round::ticks)"
    SETTLED_MS=$(($(common::now_ms) - started))
    answer="$(report::call pace settle --cpu-ticks "$((after - before))" --clock-ticks "${CLK_TCK}" \
      --sampled-ms "$(($(common::now_ms) - sampled))" --waited-ms "${SETTLED_MS}")"
  done
}

# The progress line's head, as the reports spell a window: "[17/144] r1 b1 /test/block wrk c=200
# boot4-jetty" (the endpoint by its path, without its query; the variant by its id).
window::label() {
  local path="${ENDPOINT_PATH[$3]}"
  printf '[%s/%s] r%s b%s %s %s %s' "${WINDOW_INDEX}" "${WINDOW_TOTAL}" "$1" "$2" "${path%%\?*}" \
    "$(window::level_label "$4" "$5")" "$6"
}

# window::level_label TOOL LEVEL: "wrk c=100", "hyperfoil 5000/s".
window::level_label() {
  if [[ "$1" == hyperfoil ]]; then
    printf '%s %s/s' "$1" "$2"
  else
    printf '%s c=%s' "$1" "$2"
  fi
}

# window::base VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK [VISIT]: the raw file's path without its extension
# (-v2 marks a variant's second window in a mirrored block).
window::base() {
  local visit=""
  if [[ "${7:-1}" != 1 ]]; then
    visit="-v$7"
  fi
  printf '%s/raw/%s/%s/%s-c%s-r%s-b%s%s' "${RUN_DIR}" "$1" "$2" "$3" "$4" "$5" "$6" "${visit}"
}

# One window, with the server sampled each second and read through Actuator (threads, heap, GC, compile
# time) and /proc (the JIT threads' CPU time) before and after. Whether it failed is bench-report's call
# (summarize exits non-zero).
window::measure() {
  local id="$1" endpoint="$2" tool="$3" level="$4" round="$5" block="$6"
  local base port="${VARIANT_PORT[${id}]}" before after code
  base="$(window::base "$@")"
  mkdir -p "$(dirname "${base}")"
  WINDOW_INDEX=$((WINDOW_INDEX + 1))
  if ! tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" \
    "${DURATION_S}" "${base}" "${endpoint}"; then
    record::not_run "${base}" "${LOAD_FAILURE}"
    common::log "$(window::label "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${id}") ... FAILED: not run:" \
      "${LOAD_FAILURE}"
    return 0
  fi
  before="$(sampling::actuator_read "${port}" "${SERVER_PID}" "${VARIANT_GC[${id}]:-}")"
  window::sampled_load "${base}" "${DURATION_S}"
  code="${LOAD_EXIT}"
  tools::collect_jmeter_engines "${base}"
  after="$(sampling::actuator_read "${port}" "${SERVER_PID}" "${VARIANT_GC[${id}]:-}")"
  sampling::actuator_pair "${before}" "${after}" > "${base}.actuator.json"
  window::summarize "${base}" "${tool}" "${code}" \
    "$(window::label "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${id}")"
}

# window::summarize BASE TOOL EXIT_CODE LABEL [OPTION...]: bench-report's summary of a measured window (its
# options, e.g. --duet, passed on) on the console after LABEL; a window that failed is counted and recorded,
# with the JMeter engines that did not finish their part named.
window::summarize() {
  local base="$1" tool="$2" code="$3" label="$4" summary status=0 host
  summary="$(report::call summarize "${@:5}" --server-cpus "${SERVER_CPU_COUNT}" \
    --load-cpus "${LOAD_CPU_COUNT}" --tool "${tool}" "${base}.txt" 2>&1)" || status=$?
  if (( status != 0 )); then
    for host in "${JMETER_ENGINES_UNFINISHED[@]}"; do
      summary+=" (the JMeter engine on ${host} did not finish its part: ${base##*/}.engine-${host}.log)"
    done
    FAILURES=$((FAILURES + 1))
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
  printf 'server_cpus: %s\nload_cpus: %s\n' "${SERVER_CPUS}" "${LOAD_CPUS}"
  [[ -z "${SERVER_HOST}" ]] || printf 'server_host: %s\nserver_interface: %s\n' "${SERVER_HOST}" "${SERVER_INTERFACE}"
  printf 'settle_ms: %s\n' "${SETTLED_MS}"
}

# window::sampled_load BASE SECONDS: runs LOAD_COMMAND, bounded by timeout, with its output in BASE.txt while the
# selected server (and the run's database, when it has one) is sampled into BASE.samples.csv, and records it
# in BASE.cmd (command, wrapper, timestamps, exit code, pinning, siege's lead-ins, and on one machine the TCP
# connections accepted over it); the tool's exit code goes into LOAD_EXIT.
window::sampled_load() {
  local base="$1" seconds="$2" started ended bytes_before steal_before load_pid sampler_pid
  local server_channel="" database_channel=""
  # On other hosts, the server's and the database's readings come through a channel each (sampling.sh).
  if [[ -n "${SERVER_HOST}" ]]; then
    hosts::open_channel "${SERVER_HOST}" SERVER_CHANNEL_IN SERVER_CHANNEL_OUT server_channel "$(printf '%q ' bash \
      "${HOST_WORK[${SERVER_HOST}]}/bench-scripts/host-agent.sh" sample "${SERVER_PID}" "${SERVER_INTERFACE}")"
  fi
  if [[ -n "${DATABASE_HOST}" && -n "${DATABASE_PORT}" ]]; then
    hosts::open_channel "${DATABASE_HOST}" DATABASE_CHANNEL_IN DATABASE_CHANNEL_OUT database_channel \
      "$(printf '%q ' bash "${HOST_WORK[${DATABASE_HOST}]}/bench-scripts/host-agent.sh" sample-ticks)"
  fi
  # Read before the tool starts: the sampler starts after it, and the bytes of its first moments
  # would be lost to the first second's rate.
  # shellcheck disable=SC2034 # read for the steal and the bytes; the rest is the sampler's
  local ticks_before rss_before threads_before
  sampling::server_now "${SERVER_PID}" ticks_before rss_before threads_before steal_before bytes_before \
    || steal_before=0 bytes_before=0
  # Connections accepted are counted on this machine only: a server host's kernel is another's.
  local opens_before="" opens_after=""
  [[ -n "${SERVER_HOST}" ]] || sampling::passive_opens opens_before
  started="$(common::utc_now)"
  local -a database=()
  if [[ -n "${DATABASE_PORT}" ]]; then
    run_database::processes
    database=("${RUN_DATABASE_PIDS}")
  fi
  timeout -k 5 "$((seconds + LOAD_GRACE))" "${LOAD_COMMAND[@]}" > "${base}.txt" 2>&1 &
  load_pid=$!
  # JMeter's load comes from engines on the load hosts: the process here only collects, its CPU is not the load's.
  local sampled_tool="${load_pid}"
  [[ ${#JMETER_ENGINES_STARTED[@]} -eq 0 ]] || sampled_tool="-${load_pid}"
  sampling::sample_processes "${SERVER_PID}" "${sampled_tool}" "${base}.samples.csv" "${bytes_before}" \
    "${steal_before}" "${database[@]}" &
  sampler_pid=$!
  wait "${load_pid}" && LOAD_EXIT=0 || LOAD_EXIT=$?
  ended="$(common::utc_now)"
  wait "${sampler_pid}" || true
  [[ -z "${opens_before}" ]] || sampling::passive_opens opens_after
  [[ -z "${server_channel}" ]] || hosts::close_channel "${SERVER_CHANNEL_IN}" "${SERVER_CHANNEL_OUT}" "${server_channel}"
  [[ -z "${database_channel}" ]] \
    || hosts::close_channel "${DATABASE_CHANNEL_IN}" "${DATABASE_CHANNEL_OUT}" "${database_channel}"
  SERVER_CHANNEL_IN="" SERVER_CHANNEL_OUT="" DATABASE_CHANNEL_IN="" DATABASE_CHANNEL_OUT=""
  {
    window::command_file "$(printf '%q ' "${LOAD_COMMAND[@]}")" "$((seconds + LOAD_GRACE))" "${started}" "${ended}" \
      "${LOAD_EXIT}"
    [[ -z "${LOAD_LEAD_IN}" ]] || printf 'lead_in: %s\n' "${LOAD_LEAD_IN}"
    [[ -z "${opens_after}" ]] || printf 'connections_accepted: %s\n' "$((opens_after - opens_before))"
  } > "${base}.cmd"
  SETTLED_MS=0
}

# window::skip VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK VISIT REASON: records a window that could not be
# made (its JVM is gone) as failed, with the reason in its .cmd, run.json and on the console.
window::skip() {
  local reason="$8" base
  base="$(window::base "${@:1:7}")"
  mkdir -p "$(dirname "${base}")"
  WINDOW_INDEX=$((WINDOW_INDEX + 1))
  record::not_run "${base}" "${reason}"
  common::log "$(window::label "$5" "$6" "$2" "$3" "$4" "$1") ... FAILED: not run: ${reason}"
}

# window::skip_duet VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK VISIT ORDER REASON: the same for one side of a duet
# window that could not be made.
window::skip_duet() {
  local base
  base="$(window::base "${@:1:6}")-v$7-$8"
  mkdir -p "$(dirname "${base}")"
  WINDOW_INDEX=$((WINDOW_INDEX + 1))
  record::not_run "${base}" "$9"
  common::log "$(window::label "$5" "$6" "$2" "$3" "$4" "$1") ($8) ... FAILED: not run: $9"
}
