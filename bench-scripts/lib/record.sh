#!/usr/bin/env bash
# The run directory and what goes into it besides the measurements: run.json, the plan, the build
# record, the cold starts' header, and a window that was not made. Sourced, not executed.
# jq filters name their $arguments inside single quotes:
# shellcheck disable=SC2016

RUN_DIR=""
RUN_JSON=""

# A new directory named after the UTC time, never an existing one.
record::create_dir() {
  mkdir -p "${OUT_DIR}" || common::usage_error "--out ${OUT_DIR} cannot be created"
  [[ -w "${OUT_DIR}" ]] || common::usage_error "--out ${OUT_DIR} is not writable"
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
record::write_run_json() {
  local command_line="$1" git_commit git_dirty=false
  git_commit="$(git -C "${ROOT}" rev-parse HEAD 2> /dev/null || printf 'unknown')"
  [[ -n "$(git -C "${ROOT}" status --porcelain 2> /dev/null)" ]] && git_dirty=true
  jq -n \
    --arg runId "${RUN_ID}" --arg startedAt "$(common::utc_now)" --arg commandLine "${command_line}" \
    --slurpfile plan "${PLAN_FILE}" --arg java "${APP_JAVA}" \
    --argjson arguments "$(common::json_array "${ARGUMENTS[@]}")" \
    --arg commit "${git_commit}" --argjson dirty "${git_dirty}" \
    --arg manager "${PROVISION_MANAGER}" --argjson installed "$(common::json_array "${PROVISIONED[@]}")" \
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

record::copy_build() {
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

# record::not_run BASE REASON: a window that was not made, as failed: its empty output, the reason in its
# .cmd and in run.json.
record::not_run() {
  local base="$1" reason="$2"
  FAILURES=$((FAILURES + 1))
  : > "${base}.txt"
  printf 'not_run: %s\n' "${reason}" > "${base}.cmd"
  common::run_json_update '.failedMeasurements += [{file: $file, exitCode: null, reason: $reason}]' \
    --arg file "${base#"${RUN_DIR}/"}.txt" --arg reason "not run: ${reason}"
}

# The plan into the run directory: plan.json and plan.tsv as bench-report made them. A resumed run
# keeps what it recorded (its plan.tsv was checked to be the same).
record::keep_plan() {
  [[ -f "${RUN_DIR}/plan.json" ]] || mv "${PLAN_DIR}/plan.json" "${PLAN_DIR}/plan.tsv" "${RUN_DIR}/"
  rm -rf "${PLAN_DIR}"
  PLAN_FILE="${RUN_DIR}/plan.json"
}

# The cold starts' CSV, empty but for its header until they are measured (a --memory-only run has none).
record::startup_header() {
  printf 'container,attempt,status,first_response_ms,rss_kb\n' > "${RUN_DIR}/startup/startup.csv"
}
