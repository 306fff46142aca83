#!/usr/bin/env bash
# Runs the whole benchmark: builds the apps when needed, measures cold starts, then in each round
# starts one fresh JVM per variant (an app and its profile), all pinned to the server CPUs on their own
# ports, verifies them, warms each up in cycles of load and idle until its JIT is quiet, and measures
# every cell (endpoint x tool x concurrency) in blocks: one window per variant, back to back, in the
# shuffled order bench-report draws from the run's seed. Load tools, the sampler and probes run on the
# load CPUs. Raw output, samples and an environment record go to <out>/<run-id>/, and bench-report turns
# them into README.md, results.json, results.csv and charts. This script orchestrates; every judgement
# (the warm-up's end, whether a window failed, ratios and verdicts) is bench-report's.
# Run with --help for the options.
# jq filters name their $arguments inside single quotes; sourced files resolve from this directory:
# shellcheck disable=SC2016 source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR
ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
readonly ROOT
readonly REPORT_JAR="${ROOT}/bench-report/target/bench-report.jar"
readonly LATENCY_JAR="${ROOT}/bench-latency/target/bench-latency.jar"
readonly JMETER_JAR="${ROOT}/bench-jmeter/target/bench-jmeter.jar"

# shellcheck source=lib/common.sh
source "${SCRIPT_DIR}/lib/common.sh"
# shellcheck source=lib/options.sh
source "${SCRIPT_DIR}/lib/options.sh"
# shellcheck source=lib/provision.sh
source "${SCRIPT_DIR}/lib/provision.sh"
# shellcheck source=lib/tools.sh
source "${SCRIPT_DIR}/lib/tools.sh"
# shellcheck source=lib/sampling.sh
source "${SCRIPT_DIR}/lib/sampling.sh"
# shellcheck source=lib/apps.sh
source "${SCRIPT_DIR}/lib/apps.sh"
# shellcheck source=lib/memory.sh
source "${SCRIPT_DIR}/lib/memory.sh"
# shellcheck source=lib/plan.sh
source "${SCRIPT_DIR}/lib/plan.sh"
# shellcheck source=lib/report.sh
source "${SCRIPT_DIR}/lib/report.sh"
# shellcheck source=lib/resume.sh
source "${SCRIPT_DIR}/lib/resume.sh"
# shellcheck source=lib/rates.sh
source "${SCRIPT_DIR}/lib/rates.sh"

RUN_DIR=""
RUN_JSON=""
# The options as given, recorded in run.json so that --resume can start the run again with them.
ARGUMENTS=()
SERVER_PID=""
LOAD_PID=""
SAMPLER_PID=""
SIEGE_HOME=""
INTERRUPTED=false
# How long the last settle_server waited for the server CPUs to go idle, recorded with the next window.
SETTLED_MS=0
WINDOW_INDEX=0
WINDOW_TOTAL=0
FAILURES=0
# The variants of the part being measured (every variant unless a sweep split the run), and its index.
ROUND_IDS=()
PART_INDEX=0
# Per variant, in the current round: its JVM's PID and log, why it is gone (empty while it runs), and
# its warm-up's state.
declare -A VARIANT_PID=() VARIANT_LOG=() VARIANT_DEAD=() VARIANT_STARTED=() WARMUP_STATE=()
# Per variant, the GC meters its JVM has (sampling::gc_meters_of), from what it said of itself at ready.
declare -A VARIANT_GC=()

# Stops everything this script started, by PID: the apps (gracefully first), then every child still
# running. The children are read from /proc rather than only from the stored PIDs, because a signal
# can arrive after a process was started and before its PID was stored.
stop_started_processes() {
  local i pid id
  for id in "${!VARIANT_PID[@]}"; do
    [[ -n "${VARIANT_PID[${id}]}" ]] && terminate "${VARIANT_PID[${id}]}" "${STOP_TIMEOUT_S}"
    VARIANT_PID[${id}]=""
  done
  if [[ -n "${SERVER_PID}" ]]; then
    terminate "${SERVER_PID}" "${STOP_TIMEOUT_S}"
  fi
  local -a children=()
  read -r -a children 2> /dev/null < "/proc/$$/task/$$/children" || true
  for pid in "${children[@]}"; do
    kill -TERM "${pid}" 2> /dev/null || true
  done
  for ((i = 0; i < 50; i++)); do
    local alive=false
    for pid in "${children[@]}"; do
      kill -0 "${pid}" 2> /dev/null && alive=true
    done
    "${alive}" || break
    pause 0.1
  done
  for pid in "${children[@]}"; do
    kill -KILL "${pid}" 2> /dev/null || true
    wait "${pid}" 2> /dev/null || true
  done
  SERVER_PID="" LOAD_PID="" SAMPLER_PID=""
  if [[ -n "${SIEGE_HOME}" ]]; then
    rm -rf "${SIEGE_HOME}"
    SIEGE_HOME=""
  fi
}

on_signal() {
  INTERRUPTED=true
  log ""
  log "Interrupted: stopping what this run started..."
  exit 130
}

on_exit() {
  local code=$?
  trap - INT TERM
  stop_started_processes
  if [[ -n "${RUN_JSON}" && -f "${RUN_JSON}" ]] \
    && [[ "$(jq -r .status "${RUN_JSON}" 2> /dev/null)" == "running" ]]; then
    local status=failed
    "${INTERRUPTED}" && status=interrupted
    run_json_update '.status = $status | .endedAt = $now' --arg status "${status}" --arg now "$(utc_now)" || true
    log "Run ${status} (exit code ${code}); every file it finished is kept in ${RUN_DIR}"
  fi
}

# A new directory named after the UTC time, never an existing one.
create_run_dir() {
  mkdir -p "${OUT_DIR}" || usage_error "--out ${OUT_DIR} cannot be created"
  [[ -w "${OUT_DIR}" ]] || usage_error "--out ${OUT_DIR} is not writable"
  local run_id suffix=""
  run_id="$(date -u +%Y-%m-%dT%H-%M-%SZ)"
  local n=1
  until mkdir "${OUT_DIR}/${run_id}${suffix}" 2> /dev/null; do
    n=$((n + 1))
    suffix="-${n}"
  done
  RUN_ID="${run_id}${suffix}"
  RUN_DIR="$(cd "${OUT_DIR}/${RUN_ID}" && pwd)"
  RUN_JSON="${RUN_DIR}/run.json"
  mkdir -p "${RUN_DIR}"/{startup,headers,warmup,raw,logs}
}

# run.json: the full command line, the options as the plan resolved them (written by bench-report plan
# with the types that read them), and what the run ran on.
write_run_json() {
  local command_line="$1" git_commit git_dirty=false
  git_commit="$(git -C "${ROOT}" rev-parse HEAD 2> /dev/null || printf 'unknown')"
  [[ -n "$(git -C "${ROOT}" status --porcelain 2> /dev/null)" ]] && git_dirty=true
  jq -n \
    --arg runId "${RUN_ID}" --arg startedAt "$(utc_now)" --arg commandLine "${command_line}" \
    --slurpfile plan "${PLAN_FILE}" --arg java "${APP_JAVA}" \
    --argjson arguments "$(json_array "${ARGUMENTS[@]}")" \
    --arg commit "${git_commit}" --argjson dirty "${git_dirty}" \
    --arg manager "${PROVISION_MANAGER}" --argjson installed "$(json_array "${PROVISIONED[@]}")" \
    --arg cpuModel "$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)" --argjson cpuCount "$(nproc --all)" \
    --argjson memoryKb "$(sed -n 's/^MemTotal: *\([0-9]*\) kB/\1/p' /proc/meminfo)" \
    --arg kernel "$(uname -sr)" --arg os "$(sed -n 's/^PRETTY_NAME="\(.*\)"/\1/p' /etc/os-release 2> /dev/null)" \
    --arg javaVersion "$(options::java_property java.version)" \
    --arg javaVendor "$(options::java_property java.vendor)" \
    --arg javaRuntime "$(options::java_property java.runtime.name)" \
    --arg javaVm "$(options::java_property java.vm.name)" \
    --argjson clkTck "${CLK_TCK}" --argjson toolVersions "$(tools::versions_json)" \
    --argjson toolFlags "$(tools::flags_json)" \
    '$plan[0].options as $options | {
      status: "running", runId: $runId, startedAt: $startedAt, endedAt: null, commandLine: $commandLine,
      arguments: $arguments, options: $options,
      pinning: ({method: "taskset"} + $plan[0].pinning + {
        note: "every variant'"'"'s JVM is measured on the server CPUs, only one under load at a time (it warms up on warmupCpus, then every thread is pinned back); this script, the load tools, the sampler and curl on the load CPUs"}),
      environment: {git: {commit: $commit, dirty: $dirty}, cpu: {model: $cpuModel, count: $cpuCount},
        provisioned: {manager: (if $manager == "" then null else $manager end), installed: $installed},
        memoryKb: $memoryKb, kernel: $kernel, os: $os, clkTck: $clkTck,
        jdk: {java: $java, version: $javaVersion, vendor: $javaVendor, runtime: $javaRuntime, vm: $javaVm}},
      tools: $toolVersions, toolFlags: $toolFlags,
      containers: ($options.containers | map({key: ., value: {status: "pending", server: null, failures: []}})
        | from_entries),
      sessions: [], failedMeasurements: []
    }' > "${RUN_JSON}"
}

copy_build_record() {
  local csv="${ROOT}/target/bench-build.csv"
  if [[ -f "${csv}" ]]; then
    cp "${csv}" "${RUN_DIR}/build.csv"
  else
    # Built before this harness recorded build times: sizes only.
    local container
    printf 'app,build_seconds,jar_bytes,built_at\n' > "${RUN_DIR}/build.csv"
    for container in "${ALL_APPS[@]}"; do
      printf '%s,,%s,\n' "${container}" "$(stat -c %s "$(apps::jar "${container}")")" >> "${RUN_DIR}/build.csv"
    done
  fi
}

# run_tool TOOL URL CONCURRENCY SECONDS OUTPUT: one bounded load run, in the foreground. A siege count
# that cannot be sized runs nothing: OUTPUT is left empty, a run without a figure.
run_tool() {
  if ! tools::load_command "$1" "$2" "$3" "$4"; then
    : > "$5"
    return 0
  fi
  timeout -k 5 "$(($4 + LOAD_GRACE))" "${LOAD_COMMAND[@]}" > "$5" 2>&1 &
  LOAD_PID=$!
  wait "${LOAD_PID}" || true
  LOAD_PID=""
}

# compile_ms VARIANT: the JVM's total compile time so far in ms (jvm.compilation.time), empty if unread.
# Read through the same Actuator requests as around every window (the same GC meters), so that their code
# paths are compiled during the warm-up rather than in the first windows.
compile_ms() {
  sampling::actuator_snapshot "${VARIANT_PORT[$1]}" "" "${VARIANT_GC[$1]:-}" \
    | jq -r '.["jvm.compilation.time"] // empty' 2> /dev/null || true
}

# select_variant VARIANT: points SERVER_PID and SERVER_LOG at the variant's JVM of this round.
select_variant() {
  SERVER_PID="${VARIANT_PID[$1]:-}"
  SERVER_LOG="${VARIANT_LOG[$1]:-}"
}

# variant_alive VARIANT ROUND: whether its JVM still runs and answers. A JVM found dead is reaped, one
# that runs but no longer answers is stopped after its threads are dumped to logs/; either way its log
# tail is shown and the reason kept, once, and its remaining windows of the round are recorded as failed.
variant_alive() {
  local id="$1" round="$2"
  [[ -z "${VARIANT_DEAD[${id}]:-}" ]] || return 1
  select_variant "${id}"
  if apps::alive; then
    apps::answers "${id}" && return 0
    apps::save_thread_dump "${RUN_DIR}/logs/${id}-r${round}.threads.txt"
    VARIANT_DEAD[${id}]="the ${VARIANT_NAME[${id}]} JVM stopped answering during round ${round}: no response to GET"
    VARIANT_DEAD[${id}]+=" ${ENDPOINT_PATH[empty]} within ${HUNG_AFTER_S} s while its process still ran"
    VARIANT_DEAD[${id}]+=" (its threads: logs/${id}-r${round}.threads.txt)"
    log "  ${VARIANT_DEAD[${id}]}; it is stopped and its remaining windows of this round are recorded as failed"
    apps::show_log_tail
    apps::stop "${VARIANT_PORT[${id}]}"
    VARIANT_PID[${id}]=""
    return 1
  fi
  local ended
  apps::reap_dead ended
  VARIANT_PID[${id}]=""
  VARIANT_DEAD[${id}]="the ${VARIANT_NAME[${id}]} JVM died during round ${round}: ${ended}"
  log "  ${VARIANT_DEAD[${id}]}; its remaining windows of this round are recorded as failed"
  apps::show_log_tail
  return 1
}

# fail_variant VARIANT ROUND REASON: a JVM that did not start or verify; it sits out the round.
fail_variant() {
  local id="$1" round="$2" reason="$3"
  FAILURES=$((FAILURES + 1))
  log "  ${VARIANT_NAME[${id}]} FAILED in round ${round}: ${reason}"
  select_variant "${id}"
  apps::show_log_tail
  apps::stop "${VARIANT_PORT[${id}]}"
  VARIANT_PID[${id}]=""
  VARIANT_DEAD[${id}]="${reason}"
}

# Starts one fresh JVM per variant, all at once on the server CPUs, then waits for and verifies each.
start_round() {
  local round="$1" id failure server
  log "Round ${round}/$((ROUNDS * ${#PARTS[@]}))$(part_label): starting ${#ROUND_IDS[@]} fresh JVMs on CPU ${SERVER_CPUS}"
  for id in "${ROUND_IDS[@]}"; do
    VARIANT_DEAD[${id}]=""
    VARIANT_STARTED[${id}]="$(utc_now)"
    apps::start "${id}" "${RUN_DIR}/logs/${id}-r${round}.log" "${WARMUP_CPUS}"
    VARIANT_PID[${id}]="${SERVER_PID}"
    VARIANT_LOG[${id}]="${SERVER_LOG}"
  done
  for id in "${ROUND_IDS[@]}"; do
    select_variant "${id}"
    if ! apps::wait_ready "${id}" failure; then
      fail_variant "${id}" "${round}" "the app ${failure}"
    elif ! server="$(apps::verify "${id}")"; then
      fail_variant "${id}" "${round}" "verification: ${server}"
    else
      run_json_update '.containers[$c].server //= $server
          | .containers[$c].status |= (if . == "pending" then "ok" else . end)' \
        --arg c "${id}" --argjson server "${server}"
      apps::capture_headers "${id}"
      VARIANT_GC[${id}]="$(sampling::gc_meters_of "${server}")"
      log "  ${VARIANT_NAME[${id}]}: ready on port ${VARIANT_PORT[${id}]} (pid ${SERVER_PID})"
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
warm_up_round() {
  local round="$1" cycle=0 id endpoint tool scratch level compile
  local -a patterns=("${WARMUP_PATTERNS[@]}") active turns
  local -A finished=()
  read -r -a turns <<< "${WARMUP_TURNS[$((round - 1))]:-}"
  (( ${#turns[@]} > 0 )) || die "the plan gives round ${round} no warm-up turns (plan.json: warmupTurns)"
  scratch="$(mktemp)"
  while :; do
    active=()
    for id in "${turns[@]}"; do
      [[ -z "${VARIANT_DEAD[${id}]}" && -z "${finished[${id}]:-}" ]] && active+=("${id}")
    done
    (( ${#active[@]} > 0 )) || break
    cycle=$((cycle + 1))
    read -r endpoint tool level <<< "${patterns[$(((cycle - 1) % ${#patterns[@]}))]}"
    for id in "${active[@]}"; do
      variant_alive "${id}" "${round}" || continue
      run_tool "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" "${WARMUP_CYCLE_S}" \
        "${scratch}"
      compile="$(compile_ms "${id}")"
      WARMUP_STATE[${id}]="$(report::call warmup --curve "${RUN_DIR}/warmup/${id}-r${round}.csv" \
        --cycle "${cycle}" --endpoint "${endpoint}" --tool "${tool}" --concurrency "${level}" \
        --seconds "${WARMUP_CYCLE_S}" --compile-ms "${compile}" --read-at-ms "$(now_ms)" \
        --patterns "${#patterns[@]}" --cap-seconds "${WARMUP_CAP_S}" "${scratch}")"
      if [[ "$(jq -r '.done' <<< "${WARMUP_STATE[${id}]}")" == "true" ]]; then
        finished[${id}]=true
        log "  ${VARIANT_NAME[${id}]} warm-up: $(jq -r '.summary' <<< "${WARMUP_STATE[${id}]}")"
      fi
    done
    pause "$(report::call pace warmup-gap --warming "${#active[@]}")"
  done
  rm -f "${scratch}"
}

# pin_round ROUND: pins every thread of the round's JVMs back to the server CPUs once they are warm (they
# warmed up on WARMUP_CPUS, the JIT compiling on CPUs the load left it); a JVM that cannot be pinned sits
# out the round.
pin_round() {
  local round="$1" id stray
  [[ "${WARMUP_CPUS}" != "${SERVER_CPUS}" ]] || return 0
  for id in "${ROUND_IDS[@]}"; do
    [[ -n "${VARIANT_PID[${id}]:-}" && -z "${VARIANT_DEAD[${id}]}" ]] || continue
    if ! stray="$(apps::pin "${VARIANT_PID[${id}]}" "${SERVER_CPUS}")"; then
      fail_variant "${id}" "${round}" "pinning back to CPU ${SERVER_CPUS} after the warm-up: ${stray}"
    fi
  done
  log "  every JVM pinned back to CPU ${SERVER_CPUS} for the measurements"
}

# round_ticks: the CPU time, in clock ticks, of the round's JVMs that still run.
round_ticks() {
  local id ticks total=0
  for id in "${ROUND_IDS[@]}"; do
    [[ -n "${VARIANT_PID[${id}]:-}" ]] || continue
    sampling::cpu_ticks "${VARIANT_PID[${id}]}" ticks && total=$((total + ticks))
  done
  printf '%s' "${total}"
}

# Waits until the server CPUs have settled, sampling the round's JVMs' CPU time over SETTLE_SAMPLE_S
# until bench-report says so (its rule: idle enough, or the longest wait over): the last window's work
# must not spill into the next. How long it waited goes into the window's .cmd (SETTLED_MS).
settle_server() {
  local started sampled before after answer=wait
  started="$(now_ms)"
  while [[ "${answer}" == wait ]]; do
    before="$(round_ticks)"
    sampled="$(now_ms)"
    pause "${SETTLE_SAMPLE_S}"
    after="$(round_ticks)"
    SETTLED_MS=$(($(now_ms) - started))
    answer="$(report::call pace settle --cpu-ticks "$((after - before))" --clock-ticks "${CLK_TCK}" \
      --sampled-ms "$(($(now_ms) - sampled))" --waited-ms "${SETTLED_MS}")"
  done
}

# The progress line's head, as the reports spell a window: "[17/144] r1 b1 /test/block wrk c=200
# boot4-jetty" (the endpoint by its path, without its query; the variant by its id).
window_label() {
  local path="${ENDPOINT_PATH[$3]}"
  printf '[%s/%s] r%s b%s %s %s %s' "${WINDOW_INDEX}" "${WINDOW_TOTAL}" "$1" "$2" "${path%%\?*}" \
    "$(level_label "$4" "$5")" "$6"
}

# level_label TOOL LEVEL: "wrk c=100", "hyperfoil 5000/s".
level_label() {
  if [[ "$1" == hyperfoil ]]; then
    printf '%s %s/s' "$1" "$2"
  else
    printf '%s c=%s' "$1" "$2"
  fi
}

# window_base VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK [VISIT]: the raw file's path without its extension
# (-v2 marks a variant's second window in a mirrored block).
window_base() {
  local visit=""
  if [[ "${7:-1}" != 1 ]]; then
    visit="-v$7"
  fi
  printf '%s/raw/%s/%s/%s-c%s-r%s-b%s%s' "${RUN_DIR}" "$1" "$2" "$3" "$4" "$5" "$6" "${visit}"
}

# One window, with the server sampled each second and read through Actuator (threads, heap, GC, compile
# time) and /proc (the JIT threads' CPU time) before and after. Whether it failed is bench-report's call
# (summarize exits non-zero).
measure_window() {
  local id="$1" endpoint="$2" tool="$3" level="$4" round="$5" block="$6"
  local base port="${VARIANT_PORT[${id}]}" before after code
  base="$(window_base "$@")"
  mkdir -p "$(dirname "${base}")"
  WINDOW_INDEX=$((WINDOW_INDEX + 1))
  if ! tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" \
    "${DURATION_S}" "${base}" "${endpoint}"; then
    record_not_run "${base}" "${LOAD_FAILURE}"
    log "$(window_label "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${id}") ... FAILED: not run:" \
      "${LOAD_FAILURE}"
    return 0
  fi
  before="$(sampling::actuator_read "${port}" "${SERVER_PID}" "${VARIANT_GC[${id}]:-}")"
  sampled_load "${base}" "${DURATION_S}"
  code="${LOAD_EXIT}"
  after="$(sampling::actuator_read "${port}" "${SERVER_PID}" "${VARIANT_GC[${id}]:-}")"
  sampling::actuator_pair "${before}" "${after}" > "${base}.actuator.json"
  local summary status=0
  summary="$(report::call summarize --server-cpus "${SERVER_CPU_COUNT}" \
    --load-cpus "${LOAD_CPU_COUNT}" --tool "${tool}" "${base}.txt" 2>&1)" || status=$?
  if (( status != 0 )); then
    FAILURES=$((FAILURES + 1))
    run_json_update '.failedMeasurements += [{file: $file, exitCode: $code, reason: $reason}]' \
      --arg file "${base#"${RUN_DIR}/"}.txt" --argjson code "${code}" --arg reason "${summary}"
    summary="FAILED: ${summary}"
  fi
  log "$(window_label "${round}" "${block}" "${endpoint}" "${tool}" "${level}" "${id}") ... ${summary}"
}

# sampled_load BASE SECONDS: runs LOAD_COMMAND, bounded by timeout, with its output in BASE.txt while the
# selected server is sampled into BASE.samples.csv, and records it in BASE.cmd (command, wrapper,
# timestamps, exit code, pinning, and siege's lead-ins); the tool's exit code goes into LOAD_EXIT.
sampled_load() {
  local base="$1" seconds="$2" started ended bytes_before steal_before
  # Read before the tool starts: the sampler starts after it, and the bytes of its first moments
  # would be lost to the first second's rate.
  sampling::loopback_bytes bytes_before
  sampling::steal_ticks steal_before
  started="$(utc_now)"
  timeout -k 5 "$((seconds + LOAD_GRACE))" "${LOAD_COMMAND[@]}" > "${base}.txt" 2>&1 &
  LOAD_PID=$!
  sampling::sample_processes "${SERVER_PID}" "${LOAD_PID}" "${base}.samples.csv" "${bytes_before}" \
    "${steal_before}" &
  SAMPLER_PID=$!
  wait "${LOAD_PID}" && LOAD_EXIT=0 || LOAD_EXIT=$?
  LOAD_PID=""
  ended="$(utc_now)"
  wait "${SAMPLER_PID}" || true
  SAMPLER_PID=""
  {
    printf 'command: %s\n' "$(printf '%q ' "${LOAD_COMMAND[@]}")"
    printf 'wrapper: timeout -k 5 %s\n' "$((seconds + LOAD_GRACE))"
    printf 'start: %s\nend: %s\nexit_code: %s\n' "${started}" "${ended}" "${LOAD_EXIT}"
    printf 'server_cpus: %s\nload_cpus: %s\n' "${SERVER_CPUS}" "${LOAD_CPUS}"
    printf 'settle_ms: %s\n' "${SETTLED_MS}"
    [[ -z "${LOAD_LEAD_IN}" ]] || printf 'lead_in: %s\n' "${LOAD_LEAD_IN}"
  } > "${base}.cmd"
  SETTLED_MS=0
}

# record_not_run BASE REASON: a window that was not made, as failed: its empty output, the reason in its
# .cmd and in run.json.
record_not_run() {
  local base="$1" reason="$2"
  FAILURES=$((FAILURES + 1))
  : > "${base}.txt"
  printf 'not_run: %s\n' "${reason}" > "${base}.cmd"
  run_json_update '.failedMeasurements += [{file: $file, exitCode: null, reason: $reason}]' \
    --arg file "${base#"${RUN_DIR}/"}.txt" --arg reason "not run: ${reason}"
}

# skip_window VARIANT ENDPOINT TOOL LEVEL ROUND BLOCK VISIT REASON: records a window that could not be
# made (its JVM is gone) as failed, with the reason in its .cmd, run.json and on the console.
skip_window() {
  local reason="$8" base
  base="$(window_base "${@:1:7}")"
  mkdir -p "$(dirname "${base}")"
  WINDOW_INDEX=$((WINDOW_INDEX + 1))
  record_not_run "${base}" "${reason}"
  log "$(window_label "$5" "$6" "$2" "$3" "$4" "$1") ... FAILED: not run: ${reason}"
}

# Measures the round's blocks in the plan's order: each block one window per variant back to back, or
# two in a mirrored block (the second visit of a variant is numbered 2).
measure_round() {
  local round="$1" plan_round endpoint tool level block order id visit
  local -a ids
  local -A visits
  # The plan is read on its own descriptor: the tools run inside the loop must not eat its lines.
  while IFS=$'\t' read -r -u 3 plan_round _ endpoint tool level block order; do
    [[ "${plan_round}" == "${round}" ]] || continue
    # hyperfoil's level in the plan may be a share of the probed saturation: its windows carry the rate.
    [[ "${tool}" != hyperfoil ]] || level="$(rates::rate_of "${endpoint}" "${level}")"
    IFS=',' read -r -a ids <<< "${order}"
    visits=()
    for id in "${ids[@]}"; do
      visit=$((${visits[${id}]:-0} + 1))
      visits[${id}]="${visit}"
      if variant_alive "${id}" "${round}"; then
        settle_server
        measure_window "${id}" "${endpoint}" "${tool}" "${level}" "${round}" "${block}" "${visit}"
      else
        skip_window "${id}" "${endpoint}" "${tool}" "${level}" "${round}" "${block}" "${visit}" \
          "${VARIANT_DEAD[${id}]}"
      fi
    done
  done 3< "${RUN_DIR}/plan.tsv"
}

# Stops the round's JVMs and records one session per variant, with how its warm-up ended.
stop_round() {
  local round="$1" id failure server status reason warmup
  for id in "${ROUND_IDS[@]}"; do
    select_variant "${id}"
    [[ -n "${SERVER_PID}" ]] && apps::stop "${VARIANT_PORT[${id}]}"
    VARIANT_PID[${id}]=""
    reason="${VARIANT_DEAD[${id}]:-}"
    status=ok
    [[ -n "${reason}" ]] && status=failed
    warmup="$(jq -c '{steady, seconds, windows, lastChangePercent, lastCompileAddedMs}' \
      <<< "${WARMUP_STATE[${id}]:-null}" 2> /dev/null || printf 'null')"
    [[ -n "${warmup}" ]] || warmup=null
    run_json_update '.sessions += [{container: $c, round: $round, status: $status, startedAt: $started,
        endedAt: $now, warmup: $warmup} + (if $reason == "" then {} else {reason: $reason} end)]
        | if $reason == "" then . else .containers[$c].failures += [{round: $round, reason: $reason}]
            | .containers[$c].status = "failed" end' \
      --arg c "${id}" --argjson round "${round}" --arg started "${VARIANT_STARTED[${id}]}" --arg now "$(utc_now)" \
      --argjson warmup "${warmup}" --arg status "${status}" --arg reason "${reason}"
    WARMUP_STATE[${id}]=""
  done
}

# The plan into the run directory: plan.json and plan.tsv as bench-report made them. A resumed run
# keeps what it recorded (its plan.tsv was checked to be the same).
record_plan() {
  [[ -f "${RUN_DIR}/plan.json" ]] || mv "${PLAN_DIR}/plan.json" "${PLAN_DIR}/plan.tsv" "${RUN_DIR}/"
  rm -rf "${PLAN_DIR}"
  PLAN_FILE="${RUN_DIR}/plan.json"
}

# The cold starts' CSV, empty but for its header until they are measured (a --memory-only run has none).
write_startup_header() {
  printf 'container,attempt,status,first_response_ms,rss_kb\n' > "${RUN_DIR}/startup/startup.csv"
}

# " (part 2 of 3: jetty)" while a split run measures a part, else nothing.
part_label() {
  (( ${#PARTS[@]} > 1 )) || return 0
  printf ' (part %s of %s: %s)' "$((PART_INDEX + 1))" "${#PARTS[@]}" "${VARIANT_APP[${ROUND_IDS[0]}]}"
}

# The cold starts, then every part's rounds: start, warm up, measure, stop.
measure_rounds() {
  local id attempt round first
  if "${RESUME_FROM_START}"; then
    log "Cold starts (${COLD_STARTS} per variant, one JVM at a time):"
    for id in "${COLD_START_IDS[@]}"; do
      for ((attempt = 1; attempt <= COLD_STARTS; attempt++)); do
        apps::measure_cold_start "${id}" "${attempt}"
      done
    done
  fi
  WINDOW_INDEX="${WINDOWS_BEFORE}"
  rates::load
  for ((PART_INDEX = 0; PART_INDEX < ${#PARTS[@]}; PART_INDEX++)); do
    read -r -a ROUND_IDS <<< "${PARTS[${PART_INDEX}]}"
    first=$((PART_INDEX * ROUNDS + 1))
    for ((round = first; round < first + ROUNDS; round++)); do
      (( round >= RESUME_FROM )) || continue
      start_round "${round}"
      warm_up_round "${round}"
      pin_round "${round}"
      rates::probe_if_needed "${round}"
      measure_round "${round}"
      stop_round "${round}"
    done
  done
}

main() {
  local command_line
  command_line="$(printf '%q ' "$0" "$@")"
  options::take_resume "$@"
  if [[ -n "${RESUME_REQUEST}" ]]; then
    resume::read_arguments "${RESUME_REQUEST}"
    options::parse "${RESUME_ARGS[@]}" "${RUN_OPTIONS[@]}"
  else
    ARGUMENTS=("$@")
    options::parse "$@"
  fi
  tools::provision
  "${DRY_RUN}" && ! command -v jq > /dev/null \
    && usage_error "the dry run reads the plan with jq, which is missing: install it first (apt-get install jq)"
  memory::prepare
  apps::build_report_if_stale
  PLAN_DIR="$(mktemp -d)"
  local -a listing=()
  "${DRY_RUN}" && listing=(--list-blocks)
  options::read_java
  plan::make "${PLAN_DIR}" "${listing[@]}"
  plan::load "${PLAN_DIR}/plan.json"
  [[ -z "${RESUME_DIR}" ]] || resume::check_plan "${PLAN_DIR}"
  options::require_cpus
  options::require_free_ports
  if "${DRY_RUN}"; then
    rm -rf "${PLAN_DIR}"
    apps::describe_build
    if "${REPORT_BUILT}"; then
      log "Dry run: nothing was started or installed; only bench-report was built, to make the plan."
    else
      log "Dry run: nothing was started, installed or built."
    fi
    return 0
  fi
  apps::build_if_stale
  [[ -f "${REPORT_JAR}" ]] || die "${REPORT_JAR} is missing after the build"

  if [[ -n "${RESUME_DIR}" ]]; then
    resume::open
  else
    create_run_dir
  fi
  trap on_exit EXIT
  trap on_signal INT TERM
  # From here on this script, and so every load tool, sampler and probe it starts, runs on the load
  # CPUs; only the apps run on the server CPUs.
  taskset -pc "${LOAD_CPUS}" "$$" > /dev/null
  record_plan
  report::start
  if [[ -z "${RESUME_DIR}" ]]; then
    write_run_json "${command_line% }"
    copy_build_record
    write_startup_header
  fi
  contains siege "${TOOLS[@]}" && tools::prepare_siege
  log "Run directory: ${RUN_DIR}"

  [[ "${MEMORY}" == "only" ]] || measure_rounds
  [[ "${MEMORY}" == "off" ]] || memory::phase

  report::stop
  run_json_update '.status = "complete" | .endedAt = $now' --arg now "$(utc_now)"
  log "Run complete: ${RUN_DIR}"
  if java -jar "${REPORT_JAR}" report "${RUN_DIR}"; then
    java -jar "${REPORT_JAR}" index "${OUT_DIR}" || warn "could not update ${OUT_DIR}/README.md"
    log "Report: ${RUN_DIR}/README.md"
  else
    warn "the report could not be written; the raw files are all in ${RUN_DIR}"
    FAILURES=$((FAILURES + 1))
  fi
  if (( FAILURES > 0 )); then
    log "${FAILURES} failure(s) during the run: see run.json (containers, failedMeasurements) and the report."
    return 1
  fi
}

main "$@"
