#!/usr/bin/env bash
# Runs the whole benchmark: builds the three apps when needed, measures their cold starts, then in
# each round starts every container in a fresh JVM (a session) pinned to the server CPUs, verifies its
# responses, warms it up until steady, and drives ab, siege and wrk against each endpoint at each
# concurrency from the load CPUs (one measurement each) while sampling the server. Raw output, samples
# and an environment record go to <out>/<run-id>/, and bench-report turns them into README.md,
# results.json, results.csv and charts. This script orchestrates; every judgement (warm-up steadiness,
# whether a measurement failed, leads) is bench-report's.
# Run with --help for the options.
# jq filters name their $arguments inside single quotes; sourced files resolve from this directory:
# shellcheck disable=SC2016 source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR
ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
readonly ROOT
readonly REPORT_JAR="${ROOT}/bench-report/target/bench-report.jar"

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

RUN_DIR=""
RUN_JSON=""
SERVER_PID=""
LOAD_PID=""
SAMPLER_PID=""
SIEGE_HOME=""
INTERRUPTED=false
MEASUREMENT_INDEX=0
MEASUREMENT_TOTAL=0
FAILURES=0

# Stops everything this script started, by PID: the app (gracefully first), then every child still
# running. The children are read from /proc rather than only from LOAD_PID and SAMPLER_PID, because a
# signal can arrive after a process was started and before its PID was stored.
stop_started_processes() {
  local i pid
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

java_property() {
  "${APP_JAVA}" -XshowSettings:properties -version 2>&1 | sed -n "s/^ *$1 = //p" | head -n 1
}

# run.json: the full command line, every resolved option, and what the run ran on.
write_run_json() {
  local command_line="$1" git_commit git_dirty=false
  git_commit="$(git -C "${ROOT}" rev-parse HEAD 2> /dev/null || printf 'unknown')"
  [[ -n "$(git -C "${ROOT}" status --porcelain 2> /dev/null)" ]] && git_dirty=true
  jq -n \
    --arg runId "${RUN_ID}" --arg startedAt "$(utc_now)" --arg commandLine "${command_line}" \
    --arg mode "${MODE}" --argjson containers "$(json_array "${CONTAINERS[@]}")" \
    --argjson endpoints "$(json_array "${ENDPOINTS[@]}")" \
    --argjson tools "$(json_array "${TOOLS[@]}")" \
    --argjson concurrency "$(json_array "${CONCURRENCY[@]}" | jq -c 'map(tonumber)')" \
    --argjson duration "${DURATION_S}" --argjson rounds "${ROUNDS}" --arg profile "${PROFILE}" \
    --arg jdk "${JDK_HOME}" --arg java "${APP_JAVA}" \
    --argjson jvmOptions "$(json_array "${JVM_OPTS[@]}")" \
    --arg serverCpus "${SERVER_CPUS}" --arg loadCpus "${LOAD_CPUS}" \
    --argjson serverCpuCount "${SERVER_CPU_COUNT}" --argjson loadCpuCount "${LOAD_CPU_COUNT}" \
    --arg out "${OUT_DIR}" --argjson coldStarts "${COLD_STARTS}" \
    --argjson warmupCap "${WARMUP_CAP_S}" --argjson warmupMin "${WARMUP_MIN_S}" \
    --argjson warmupWindow "${WARMUP_WINDOW_S}" --argjson primer "${PRIMER_S}" \
    --argjson tolerance "$(java -jar "${REPORT_JAR}" warmup --rule | jq '.tolerancePercent')" --arg warmupTool "${WARMUP_TOOL}" \
    --arg commit "${git_commit}" --argjson dirty "${git_dirty}" \
    --arg manager "${PROVISION_MANAGER}" --argjson installed "$(json_array "${PROVISIONED[@]}")" \
    --arg cpuModel "$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)" --argjson cpuCount "$(nproc --all)" \
    --argjson memoryKb "$(sed -n 's/^MemTotal: *\([0-9]*\) kB/\1/p' /proc/meminfo)" \
    --arg kernel "$(uname -sr)" --arg os "$(sed -n 's/^PRETTY_NAME="\(.*\)"/\1/p' /etc/os-release 2> /dev/null)" \
    --arg javaVersion "$(java_property java.version)" --arg javaVendor "$(java_property java.vendor)" \
    --arg javaRuntime "$(java_property java.runtime.name)" --arg javaVm "$(java_property java.vm.name)" \
    --argjson clkTck "${CLK_TCK}" --argjson toolVersions "$(tool_versions_json)" \
    --argjson toolFlags "$(tool_flags_json)" \
    '{
      status: "running", runId: $runId, startedAt: $startedAt, endedAt: null, commandLine: $commandLine,
      options: {mode: $mode, containers: $containers, endpoints: $endpoints, tools: $tools,
        concurrency: $concurrency, durationSeconds: $duration, rounds: $rounds, profile: $profile,
        jdk: (if $jdk == "" then null else $jdk end), jvmOptions: $jvmOptions, out: $out,
        coldStarts: $coldStarts,
        warmup: {tool: $warmupTool, primerSeconds: $primer, windowSeconds: $warmupWindow,
          minSeconds: $warmupMin, capSeconds: $warmupCap, tolerancePercent: $tolerance}},
      pinning: {method: "taskset", serverCpus: $serverCpus, loadCpus: $loadCpus,
        serverCpuCount: $serverCpuCount, loadCpuCount: $loadCpuCount,
        note: "the app runs on the server CPUs; this script, the load tools, the sampler and curl on the load CPUs"},
      environment: {git: {commit: $commit, dirty: $dirty}, cpu: {model: $cpuModel, count: $cpuCount},
        provisioned: {manager: (if $manager == "" then null else $manager end), installed: $installed},
        memoryKb: $memoryKb, kernel: $kernel, os: $os, clkTck: $clkTck,
        jdk: {java: $java, version: $javaVersion, vendor: $javaVendor, runtime: $javaRuntime, vm: $javaVm}},
      tools: $toolVersions, toolFlags: $toolFlags,
      containers: ($containers | map({key: ., value: {status: "pending", server: null, failures: []}})
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
    for container in "${ALL_CONTAINERS[@]}"; do
      printf '%s,,%s,\n' "${container}" "$(stat -c %s "$(app_jar "${container}")")" >> "${RUN_DIR}/build.csv"
    done
  fi
}

# run_tool TOOL URL CONCURRENCY SECONDS OUTPUT: one bounded load run, in the foreground.
run_tool() {
  load_command "$1" "$2" "$3" "$4"
  timeout -k 5 "$(($4 + LOAD_GRACE_S))" "${LOAD_COMMAND[@]}" > "$5" 2>&1 &
  LOAD_PID=$!
  wait "${LOAD_PID}" || true
  LOAD_PID=""
}

# Warm-up until bench-report calls it over: a short primer with every tool (each drives other code
# paths), then windows of the warm-up tool over every endpoint. After each load, bench-report appends it
# to the curve warmup/CONTAINER-rROUND.csv and judges the warm-up (steady, or the cap reached); this
# loop only runs the loads it asks for.
warm_up() {
  local container="$1" round="$2"
  local scratch level endpoint tool window=0 state='{}'
  scratch="$(mktemp)"
  level="${CONCURRENCY[$(((${#CONCURRENCY[@]} - 1) / 2))]}"
  local -a record=(java -jar "${REPORT_JAR}" warmup --curve "${RUN_DIR}/warmup/${container}-r${round}.csv"
    --concurrency "${level}" --endpoints "$(join_by , "${ENDPOINTS[@]}")" --min-seconds "${WARMUP_MIN_S}"
    --cap-seconds "${WARMUP_CAP_S}")
  if (( PRIMER_S > 0 )); then
    for endpoint in "${ENDPOINTS[@]}"; do
      for tool in "${TOOLS[@]}"; do
        run_tool "${tool}" "$(app_url "${container}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" "${PRIMER_S}" \
          "${scratch}"
        "${record[@]}" --phase primer --endpoint "${endpoint}" --tool "${tool}" --seconds "${PRIMER_S}" \
          "${scratch}" > /dev/null
      done
    done
  fi
  while [[ "$(jq -r '.done' <<< "${state}")" != "true" ]]; do
    # A JVM that died here is found and reported before the first measurement.
    server_alive || break
    window=$((window + 1))
    for endpoint in "${ENDPOINTS[@]}"; do
      run_tool "${WARMUP_TOOL}" "$(app_url "${container}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" \
        "${WARMUP_WINDOW_S}" "${scratch}"
      state="$("${record[@]}" --phase window --window "${window}" --endpoint "${endpoint}" \
        --tool "${WARMUP_TOOL}" --seconds "${WARMUP_WINDOW_S}" "${scratch}")"
    done
  done
  rm -f "${scratch}"
  WARMUP_JSON="$(jq -c '{steady, seconds, windows, lastChangePercent}' <<< "${state}")"
  log "  warm-up: $(jq -r '.summary' <<< "${state}")"
}

# One measurement, with the server sampled each second and read through Actuator before and after.
# Whether it failed is bench-report's call (summarize exits non-zero), the rule its report applies too.
measure_run() {
  local container="$1" endpoint="$2" tool="$3" level="$4" round="$5"
  local dir="${RUN_DIR}/raw/${container}/${endpoint}"
  local base="${dir}/${tool}-c${level}-r${round}"
  local port="${CONTAINER_PORT[${container}]}" before after started ended code
  mkdir -p "${dir}"
  MEASUREMENT_INDEX=$((MEASUREMENT_INDEX + 1))
  load_command "${tool}" "$(app_url "${container}" "${ENDPOINT_PATH[${endpoint}]}")" "${level}" "${DURATION_S}"
  before="$(actuator_snapshot "${port}")"
  started="$(utc_now)"
  timeout -k 5 "$((DURATION_S + LOAD_GRACE_S))" "${LOAD_COMMAND[@]}" > "${base}.txt" 2>&1 &
  LOAD_PID=$!
  sample_processes "${SERVER_PID}" "${LOAD_PID}" "${base}.samples.csv" &
  SAMPLER_PID=$!
  wait "${LOAD_PID}" && code=0 || code=$?
  LOAD_PID=""
  ended="$(utc_now)"
  wait "${SAMPLER_PID}" || true
  SAMPLER_PID=""
  after="$(actuator_snapshot "${port}")"
  jq -n --argjson before "${before}" --argjson after "${after}" '{before: $before, after: $after}' \
    > "${base}.actuator.json" 2> /dev/null || printf '{"before": null, "after": null}\n' > "${base}.actuator.json"
  {
    printf 'command: %s\n' "$(printf '%q ' "${LOAD_COMMAND[@]}")"
    printf 'wrapper: timeout -k 5 %s\n' "$((DURATION_S + LOAD_GRACE_S))"
    printf 'start: %s\nend: %s\nexit_code: %s\n' "${started}" "${ended}" "${code}"
    printf 'server_cpus: %s\nload_cpus: %s\n' "${SERVER_CPUS}" "${LOAD_CPUS}"
  } > "${base}.cmd"
  local summary status=0
  summary="$(java -jar "${REPORT_JAR}" summarize --server-cpus "${SERVER_CPU_COUNT}" \
    --load-cpus "${LOAD_CPU_COUNT}" --tool "${tool}" "${base}.txt" 2>&1)" || status=$?
  if (( status != 0 )); then
    FAILURES=$((FAILURES + 1))
    run_json_update '.failedMeasurements += [{file: $file, exitCode: $code, reason: $reason}]' \
      --arg file "raw/${container}/${endpoint}/${tool}-c${level}-r${round}.txt" --argjson code "${code}" \
      --arg reason "${summary}"
    summary="FAILED: ${summary}"
  fi
  log "[${MEASUREMENT_INDEX}/${MEASUREMENT_TOTAL}] ${container} ${endpoint} ${tool} c=${level} round ${round}/${ROUNDS} ... ${summary}"
}

# skip_measurement CONTAINER ENDPOINT TOOL LEVEL ROUND REASON: records a measurement that could not be
# made (its JVM is gone) as failed, with the reason in its .cmd, run.json and on the console.
skip_measurement() {
  local container="$1" endpoint="$2" tool="$3" level="$4" round="$5" reason="$6"
  local dir="${RUN_DIR}/raw/${container}/${endpoint}"
  local base="${dir}/${tool}-c${level}-r${round}"
  mkdir -p "${dir}"
  MEASUREMENT_INDEX=$((MEASUREMENT_INDEX + 1))
  FAILURES=$((FAILURES + 1))
  : > "${base}.txt"
  printf 'not_run: %s\n' "${reason}" > "${base}.cmd"
  run_json_update '.failedMeasurements += [{file: $file, exitCode: null, reason: $reason}]' \
    --arg file "raw/${container}/${endpoint}/${tool}-c${level}-r${round}.txt" --arg reason "not run: ${reason}"
  log "[${MEASUREMENT_INDEX}/${MEASUREMENT_TOTAL}] ${container} ${endpoint} ${tool} c=${level} round ${round}/${ROUNDS}" \
    "... FAILED: not run: ${reason}"
}

# fail_session CONTAINER ROUND REASON: keeps the log, shows its end, records the failure, stops the app.
fail_session() {
  local container="$1" round="$2" reason="$3"
  FAILURES=$((FAILURES + 1))
  log "  ${container} FAILED in round ${round}: ${reason}"
  show_log_tail
  stop_app "${CONTAINER_PORT[${container}]}"
  run_json_update '.containers[$c].status = "failed"
      | .containers[$c].failures += [{round: $round, reason: $reason}]
      | .sessions += [{container: $c, round: $round, status: "failed", reason: $reason, endedAt: $now}]' \
    --arg c "${container}" --argjson round "${round}" --arg reason "${reason}" --arg now "$(utc_now)"
  local skipped=$((${#ENDPOINTS[@]} * ${#TOOLS[@]} * ${#CONCURRENCY[@]}))
  MEASUREMENT_INDEX=$((MEASUREMENT_INDEX + skipped))
  log "  skipping its ${skipped} measurements of round ${round}"
}

run_session() {
  local container="$1" round="$2" started endpoint tool level
  started="$(utc_now)"
  log "Round ${round}/${ROUNDS}: ${container} (fresh JVM on CPU ${SERVER_CPUS}, port ${CONTAINER_PORT[${container}]})"
  start_app "${container}" "${RUN_DIR}/logs/${container}-r${round}.log"
  if ! wait_ready "${container}"; then
    fail_session "${container}" "${round}" "the app ${APP_FAILURE}"
    return 0
  fi
  if ! verify_app "${container}"; then
    fail_session "${container}" "${round}" "verification: ${APP_FAILURE}"
    return 0
  fi
  run_json_update '.containers[$c].server //= $server | .containers[$c].status |= (if . == "pending" then "ok" else . end)' \
    --arg c "${container}" --argjson server "${SERVER_INFO}"
  capture_headers "${container}"
  warm_up "${container}" "${round}"
  # A JVM that dies is found before its next measurement; the rest of its round is recorded as failed
  # and every other container goes on.
  local died=""
  for endpoint in "${ENDPOINTS[@]}"; do
    for tool in "${TOOLS[@]}"; do
      for level in "${CONCURRENCY[@]}"; do
        if [[ -z "${died}" ]] && ! server_alive; then
          reap_dead_server
          died="the ${container} JVM died during round ${round}: ${APP_FAILURE}"
          log "  ${died}; its remaining measurements of this round are recorded as failed"
          show_log_tail
        fi
        if [[ -n "${died}" ]]; then
          skip_measurement "${container}" "${endpoint}" "${tool}" "${level}" "${round}" "${died}"
        else
          measure_run "${container}" "${endpoint}" "${tool}" "${level}" "${round}"
        fi
      done
    done
  done
  stop_app "${CONTAINER_PORT[${container}]}"
  local status=ok
  [[ -n "${died}" ]] && status=failed
  run_json_update '.sessions += [{container: $c, round: $round, status: $status, startedAt: $started,
      endedAt: $now, warmup: $warmup} + (if $reason == "" then {} else {reason: $reason} end)]
      | if $reason == "" then . else .containers[$c].failures += [{round: $round, reason: $reason}] end' \
    --arg c "${container}" --argjson round "${round}" --arg started "${started}" --arg now "$(utc_now)" \
    --argjson warmup "${WARMUP_JSON}" --arg status "${status}" --arg reason "${died}"
}

main() {
  local command_line
  command_line="$(printf '%q ' "$0" "$@")"
  parse_options "$@"
  provision_run
  require_java_for_profile
  require_free_ports
  MEASUREMENT_TOTAL="$(planned_measurement_count)"
  if "${DRY_RUN}"; then
    print_plan
    print_measurement_list
    log "Dry run: nothing was built or started."
    return 0
  fi
  print_plan
  build_if_stale
  [[ -f "${REPORT_JAR}" ]] || die "${REPORT_JAR} is missing after the build"

  create_run_dir
  trap on_exit EXIT
  trap on_signal INT TERM
  # From here on this script, and so every load tool, sampler and probe it starts, runs on the load
  # CPUs; only the apps run on the server CPUs.
  taskset -pc "${LOAD_CPUS}" "$$" > /dev/null
  write_run_json "${command_line% }"
  copy_build_record
  contains siege "${TOOLS[@]}" && prepare_siege
  log "Run directory: ${RUN_DIR}"

  log "Cold starts (${COLD_STARTS} per container):"
  printf 'container,attempt,status,first_response_ms,rss_kb\n' > "${RUN_DIR}/startup/startup.csv"
  local container attempt round
  for container in "${CONTAINERS[@]}"; do
    for ((attempt = 1; attempt <= COLD_STARTS; attempt++)); do
      measure_cold_start "${container}" "${attempt}"
    done
  done

  for ((round = 1; round <= ROUNDS; round++)); do
    containers_of_round "${round}"
    for container in "${ROUND_CONTAINERS[@]}"; do
      run_session "${container}" "${round}"
    done
  done

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
