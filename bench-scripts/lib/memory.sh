#!/usr/bin/env bash
# The memory phase (--memory, --memory-only): after the rounds, JVMs of its own, one at a time, each with
# Native Memory Tracking on. Every trial JVM is read at ready and after a fixed reference load (RSS, heap
# and non-heap, the live set after a forced full GC, NMT's categories, direct buffers, threads), and the
# load's throughput and RSS are kept. Per round and variant: a trial at the reference heap (the run's
# -Xmx), once a trial without NMT (its overhead), and a trial at every heap step below it, the same steps
# in every round, so that no round depends on another. Which step is the smallest that carries the load
# is bench-report's call, over the rounds, in the report (HeapSteps). Sourced, not executed.
# No globals: its options are the plan's (lib/plan.sh). jq filters name their $arguments inside single quotes:
# shellcheck disable=SC2016

# Its trials (the reference heap and the steps below it, the reference load, the options of a trial
# JVM) and the order of its variants in each round are the plan's (lib/plan.sh); a trial JVM is
# warmed up by the rounds' own rule (lib/phase.sh) over the reference load's endpoints in turn,
# then measured in MEMORY_WINDOWS windows of each, MEMORY_LOAD_S apiece (the presets', bench-report's Preset).

# Checks what the phase needs of the machine: jcmd, for forced GCs and NMT.
memory::prepare() {
  [[ "${MEMORY}" != "off" ]] || return 0
  [[ -n "$(apps::jcmd)" ]] \
    || common::usage_error "--memory needs jcmd (forced GCs, NMT): run the apps on a JDK, not a JRE (--jdk PATH)"
}

# memory::readings VARIANT DIR NMT POINT: the selected JVM's memory at POINT (ready, after) into the trial's
# directory DIR: POINT.json as it was, then a forced full GC (jcmd GC.run) and POINT-gc.json (its heap used
# is the live set), and NMT's summary (POINT.nmt.txt) when the JVM tracks native memory. POINT.meters.json
# (GC counts, threads) is read after the forced GC at ready and before the one after the load, so that
# the two count the load's collections only. NMT's summary is read when NMT is true.
memory::readings() {
  local id="$1" dir="$2" nmt="$3" point="$4" jcmd port
  port="$(plan::of VARIANT_PORT "$1")"
  jcmd="$(apps::jcmd)"
  [[ "${point}" == "after" ]] && sampling::actuator_snapshot "${port}" > "${dir}/${point}.meters.json"
  sampling::memory_snapshot "${port}" "${SERVER_PID}" > "${dir}/${point}.json"
  if [[ -n "${jcmd}" ]]; then
    timeout -k 5 60 "${jcmd}" "${SERVER_PID}" GC.run > "${dir}/${point}.gc-run.txt" 2>&1 || true
    sampling::memory_snapshot "${port}" "${SERVER_PID}" > "${dir}/${point}-gc.json"
  fi
  [[ "${point}" == "ready" ]] && sampling::actuator_snapshot "${port}" > "${dir}/${point}.meters.json"
  if [[ -n "${jcmd}" && "${nmt}" == true ]]; then
    timeout -k 5 60 "${jcmd}" "${SERVER_PID}" VM.native_memory summary > "${dir}/${point}.nmt.txt" 2>&1 \
      || true
  fi
  return 0
}

# memory::ended_because STAGE REASON: why a trial JVM ended during STAGE, given how it exited (REASON,
# from apps::reap_dead); with the out-of-memory option's exit code, the option is named.
memory::ended_because() {
  local reason="the JVM ended during $1: $2"
  [[ "$2" == *"code 3" ]] && reason+=" (out of memory: $(plan::get OOM_OPTION))"
  printf '%s' "${reason}"
}

# memory::load VARIANT DIR NAME ENDPOINT: one load of the reference load, its output, .cmd and samples in
# the trial's directory DIR as NAME.*; 1 when the JVM is gone after it, with why in DIR/failure.txt.
memory::load() {
  local id="$1" dir="$2" name="$3" endpoint="$4" ended
  if ! tools::load_command "$(plan::get MEMORY_TOOL)" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" \
    "$(plan::get MEMORY_CONCURRENCY)" "$(plan::get MEMORY_LOAD_S)" "${dir}/${name}" "${endpoint}"; then
    printf 'the %s load was not run: %s\n' "${name}" "${LOAD_FAILURE}" > "${dir}/failure.txt"
    return 1
  fi
  window::sampled_load "$(plan::get MEMORY_LOAD_S)" "" "${id}" "${SERVER_PID}" "${dir}/${name}" "$(window::command)"
  if ! apps::alive; then
    apps::reap_dead ended
    memory::ended_because "${name}" "${ended}" > "${dir}/failure.txt"
    return 1
  fi
  return 0
}

# memory::warm_up_trial VARIANT DIR: the rounds' warm-up over the reference load's endpoints (phase::warm_up);
# 1 as soon as the JVM is gone, with why in DIR/failure.txt.
memory::warm_up_trial() {
  local -a endpoints
  plan::array MEMORY_ENDPOINTS endpoints
  phase::warm_up "$1" "$2" "$(plan::get MEMORY_TOOL)" "$(plan::get MEMORY_CONCURRENCY)" "${endpoints[@]}" && return 0
  memory::ended_because "its warm-up" "${PHASE_ENDED}" > "$2/failure.txt"
  return 1
}

# memory::reference_load VARIANT DIR: the warm-up, then the measured windows; 1 as soon as the JVM is gone.
memory::reference_load() {
  local id="$1" dir="$2" index endpoint count
  count="$(plan::count MEMORY_ENDPOINTS)"
  memory::warm_up_trial "${id}" "${dir}" || return 1
  for ((index = 1; index <= $(plan::get MEMORY_WINDOWS) * count; index++)); do
    endpoint="$(plan::item MEMORY_ENDPOINTS "$(((index - 1) % count))")"
    memory::load "${id}" "${dir}" "window-${index}-${endpoint}" "${endpoint}" || return 1
  done
}

# memory::trial_dir VARIANT ROUND HEAP_MB NMT: where that trial's files go.
memory::trial_dir() {
  local name="heap-$3m"
  [[ "$4" == true ]] || name+="-no-nmt"
  printf '%s' "${RUN_DIR}/memory/$1/r$2-${name}"
}

# memory::trial VARIANT ROUND HEAP_MB NMT ROLE [REFERENCE_DIR]: one JVM with that heap (-Xms and -Xmx), with
# NMT when NMT is true, verified when it is the round's reference, read at ready and after the reference
# load, then stopped; its files in memory::trial_dir, with trial.json, bench-report's verdict.json
# (against REFERENCE_DIR when given: the round's trial at the reference heap) and a row in
# memory/trials.csv.
memory::trial() {
  local id="$1" round="$2" heap_mb="$3" nmt="$4" role="$5" reference="${6:-}" started ended verdict dir failure=""
  dir="$(memory::trial_dir "${id}" "${round}" "${heap_mb}" "${nmt}")"
  mkdir -p "${dir}"
  local -a options=("-Xms${heap_mb}m" "-Xmx${heap_mb}m" "$(plan::get OOM_OPTION)") jvm_options endpoints
  plan::array JVM_OPTS jvm_options
  plan::array MEMORY_ENDPOINTS endpoints
  [[ "${nmt}" == true ]] && options+=("$(plan::get NMT_OPTION)")
  started="$(common::utc_now)"
  apps::start "${id}" "${dir}/app.log" "$(plan::get SERVER_CPUS)" "${options[@]}"
  if ! apps::wait_ready "${id}" failure; then
    failure="the app ${failure}"
  elif [[ "${role}" == "reference" ]] && ! failure="$(apps::verify "${id}" "${endpoints[@]}")"; then
    failure="verification: ${failure}"
  else
    failure=""
    memory::readings "${id}" "${dir}" "${nmt}" ready
    memory::reference_load "${id}" "${dir}" && memory::readings "${id}" "${dir}" "${nmt}" after
    [[ ! -f "${dir}/failure.txt" ]] || failure="$(< "${dir}/failure.txt")"
    rm -f "${dir}/failure.txt"
  fi
  apps::stop "${id}"
  ended="$(common::utc_now)"
  local warmup=null
  [[ ! -f "${dir}/warmup-state.json" ]] || warmup="$(< "${dir}/warmup-state.json")"
  rm -f "${dir}/warmup-state.json"
  jq -n --arg variant "${id}" --argjson round "${round}" --argjson heapMb "${heap_mb}" \
    --argjson nmt "${nmt}" --arg tool "$(plan::get MEMORY_TOOL)" --arg started "${started}" --arg ended "${ended}" \
    --arg failure "${failure}" --arg jvm "$(printf '%q ' "${jvm_options[@]}" "${options[@]}")" \
    --argjson warmup "$(jq -c 'if . == null then null else {steady, seconds, windows, lastChangePercent,
      lastCompileAddedMs} end' <<< "${warmup}")" \
    '{variant: $variant, round: $round, heapMb: $heapMb, nmt: $nmt, tool: $tool, startedAt: $started,
      endedAt: $ended, jvmOptions: ($jvm | rtrimstr(" ")), warmup: $warmup,
      failure: (if $failure == "" then null else $failure end)}' \
    > "${dir}/trial.json"
  local -a against=()
  [[ -z "${reference}" ]] || against=(--reference "${reference}")
  if ! verdict="$(report::call memory-trial "${against[@]}" "${dir}" 2>&1)" \
    || ! jq -e 'has("pass")' > /dev/null 2>&1 <<< "${verdict}"; then
    verdict="$(jq -nc --arg why "bench-report memory-trial failed: ${verdict}" '{pass: false, summary: $why}')"
  fi
  printf '%s\n' "${verdict}" > "${dir}/verdict.json"
  printf '%s,%s,%s,%s,%s,%s\n' "${id}" "${round}" "${heap_mb}" "${nmt}" "$(jq -r '.pass' <<< "${verdict}")" \
    "${dir#"${RUN_DIR}/"}" >> "${RUN_DIR}/memory/trials.csv"
  local without="" warmed=""
  [[ "${nmt}" == true ]] || without=" without NMT"
  [[ "${warmup}" == null ]] || warmed=" (warm-up: $(jq -r '.summary' <<< "${warmup}"))"
  common::log "  [memory r${round}] $(plan::of VARIANT_NAME "${id}") at ${heap_mb} MB${without}: $(jq -r '.summary' <<< "${verdict}")${warmed}"
}

# memory::round VARIANT ROUND: the variant's trials of one memory round, as the plan lists them: the
# reference first (when it fails, no other is made), the one without NMT against none, each heap step
# against the round's reference.
memory::round() {
  local id="$1" round="$2" trial heap_mb nmt role reference="" dir
  for trial in $(plan::item MEMORY_TRIALS "$((round - 1))"); do
    IFS=':' read -r heap_mb nmt role <<< "${trial}"
    if [[ "${role}" == "heap-step" ]]; then
      memory::trial "${id}" "${round}" "${heap_mb}" "${nmt}" "${role}" "${reference}"
      continue
    fi
    memory::trial "${id}" "${round}" "${heap_mb}" "${nmt}" "${role}"
    [[ "${role}" == "reference" ]] || continue
    dir="$(memory::trial_dir "${id}" "${round}" "${heap_mb}" "${nmt}")"
    if [[ "$(jq -r '.pass' "${dir}/verdict.json")" != true ]]; then
      record::failure
      record::event memory-failed --variant "${id}" --round "${round}" \
        --reason "the reference trial failed: $(jq -r '.summary' "${dir}/verdict.json")"
      common::log "  [memory r${round}] $(plan::of VARIANT_NAME "${id}"): the reference trial failed, so no smaller heap is tried"
      return 0
    fi
    record::event variant-ok --variant "${id}"
    reference="${dir}"
  done
}

# The memory phase: its rounds, each variant in turn in the plan's order (rotated by one each round,
# so that no variant is always measured first or last).
memory::phase() {
  local round id started
  started="$(common::now_ms)"
  mkdir -p "${RUN_DIR}/memory"
  printf 'variant,round,heap_mb,nmt,passed,dir\n' > "${RUN_DIR}/memory/trials.csv"
  common::log "Memory phase ($(plan::get ROUNDS) round(s), one JVM at a time on CPU $(plan::get SERVER_CPUS)):"
  record::event memory-started
  for ((round = 1; round <= $(plan::get ROUNDS); round++)); do
    for id in $(plan::item MEMORY_ORDER "$((round - 1))"); do
      memory::round "${id}" "${round}"
    done
  done
  record::event memory-ended --seconds "$((($(common::now_ms) - started) / 1000))"
  common::log "Memory phase done in $(common::minutes "$((($(common::now_ms) - started) / 1000))")."
}
