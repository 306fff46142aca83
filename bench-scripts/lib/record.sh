#!/usr/bin/env bash
# The run directory and what goes into it besides the measurements: run.json, the plan, the build
# record, the cold starts' header, and a window that was not made. Sourced, not executed.
#
# Globals: RUN_ID, RUN_DIR and RUN_JSON, the run's directory and record, set once (record::create_dir or, for
# --resume, record::resumed_dir) and read by every file that writes into it; FAILURES, how many things
# failed (record::failure), for the run's exit code.

RUN_ID="" RUN_DIR="" RUN_JSON=""
# How many things failed during the run (record::failure): a run with any exits 1.
FAILURES=0

# record::failure: one more thing failed (a window, a variant, the database, the report).
record::failure() {
  FAILURES=$((FAILURES + 1))
}

# record::resumed_dir DIR: the run directory is DIR, an interrupted run's (lib/resume.sh).
record::resumed_dir() {
  RUN_ID="$(basename "$1")" RUN_DIR="$1" RUN_JSON="$1/run.json"
}

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

# record::capture_machine: what the machine says of itself, kept raw in the run directory for bench-report to
# read (the CPU's identity, which a guest's masked model string hides; the hypervisor the kernel detected at
# boot). The boot log may be unreadable without root: then the file is empty and no hypervisor is recorded.
record::capture_machine() {
  mkdir -p "${RUN_DIR}/machine"
  cp /proc/cpuinfo "${RUN_DIR}/machine/cpuinfo.txt"
  { dmesg 2> /dev/null || true; } | grep -E 'Hypervisor detected' > "${RUN_DIR}/machine/kernel-log.txt" || true
}

# run.json: the full command line, the options as the plan resolved them, and what the run ran on,
# recorded by bench-report (run.json's one writer) from what this script reads of the machine.
record::write_run_json() {
  local command_line="$1" git_commit git_dirty=false real_root real_out
  git_commit="$(git -C "${ROOT}" rev-parse HEAD 2> /dev/null || printf 'unknown')"
  # The run's own directory, new and not yet committed, does not make the tree dirty: it is what the run
  # writes, not what it ran.
  local -a outside_out=()
  real_root="$(cd "${ROOT}" && pwd -P)"
  real_out="$(cd "${OUT_DIR}" && pwd -P)"
  [[ "${real_out}" != "${real_root}"/* ]] || outside_out=(-- ":(exclude)${real_out#"${real_root}/"}/${RUN_ID}")
  [[ -n "$(git -C "${ROOT}" status --porcelain "${outside_out[@]}" 2> /dev/null)" ]] && git_dirty=true
  record::event started --run-id "${RUN_ID}" --command-line "${command_line}" --plan "$(plan::file)" \
    --arguments "$(common::json_array "${ARGUMENTS[@]}")" --git-commit "${git_commit}" --git-dirty "${git_dirty}" \
    --provision-manager "${PROVISION_MANAGER}" --installed "$(common::join_by , "${PROVISIONED[@]}")" \
    --cpuinfo "${RUN_DIR}/machine/cpuinfo.txt" --kernel-log "${RUN_DIR}/machine/kernel-log.txt" \
    --cpu-count "$(nproc --all)" \
    --memory-kb "$(sed -n 's/^MemTotal: *\([0-9]*\) kB/\1/p' /proc/meminfo)" --kernel "$(uname -sr)" \
    --os "$(sed -n 's/^PRETTY_NAME="\(.*\)"/\1/p' /etc/os-release 2> /dev/null)" --clk-tck "${CLK_TCK}" \
    --java "${APP_JAVA}" --java-version "$(options::java_property java.version)" \
    --java-vendor "$(options::java_property java.vendor)" --java-runtime "$(options::java_property java.runtime.name)" \
    --java-vm "$(options::java_property java.vm.name)" --tool-versions "$(tools::versions_json | jq -c .)" \
    --tool-flags "$(tools::flags_json | jq -c .)"
}

# record::event EVENT [OPTIONS...]: an event of the run, recorded in run.json by bench-report record (its
# one writer); a record that cannot be written stops the run.
record::event() {
  local answer
  answer="$(report::call record --run "${RUN_DIR}" "$@" 2>&1)" \
    || common::die "bench-report could not record '$1' in ${RUN_JSON}: ${answer}"
}

# record::contention: how contended the machine was, measured by bench-report from the run's windows and kept
# in run.json once the run is complete. A figure it cannot read does not fail a run that measured.
record::contention() {
  local answer
  answer="$(report::call record --run "${RUN_DIR}" contention 2>&1)" \
    || common::warn "the run's contention could not be recorded: ${answer}"
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
  record::failure
  : > "${base}.txt"
  printf 'not_run: %s\n' "${reason}" > "${base}.cmd"
  record::event window-failed --file "${base#"${RUN_DIR}/"}.txt" --reason "not run: ${reason}"
}

# The plan into the run directory: plan.json and plan.tsv as bench-report made them. A resumed run
# keeps what it recorded (its plan.tsv was checked to be the same).
record::keep_plan() {
  [[ -f "${RUN_DIR}/plan.json" ]] || mv "${PLAN_DIR}/plan.json" "${PLAN_DIR}/plan.tsv" "${RUN_DIR}/"
  rm -rf "${PLAN_DIR}"
  plan::moved "${RUN_DIR}/plan.json"
}

# The cold starts' CSV, empty but for its header until they are measured (a --memory-only run has none).
record::startup_header() {
  printf 'container,attempt,status,first_response_ms,rss_kb\n' > "${RUN_DIR}/startup/startup.csv"
}
