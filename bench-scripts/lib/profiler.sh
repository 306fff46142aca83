#!/usr/bin/env bash
# The profiler phase (--profiler): after the rounds, fresh JVMs of each variant one at a time, in the plan's
# interleaved order, each warmed up by the rounds' rule (lib/phase.sh), then async-profiler loaded into it
# (jcmd JVMTI.agent_load) for one load of each cell: its collapsed stacks, the load's output and the server's
# samples, side by side under profiles/VARIANT/jvm-K/, which bench-report reads into CPU per request by part
# of the stack, over the JVMs. A profiler perturbs what it measures, so it never runs in a measured window. A
# profile that cannot be taken (a guest without the event, a JVM that refuses the agent) is said in one line,
# written down in its .failure.txt, and the run goes on. Its JVMs and their order, cells, event, interval, load
# and JVM options are the plan's (lib/plan.sh).
# Sourced, not executed. No globals.

# Checks what the phase needs of the machine: jcmd, to load the agent into a running JVM.
profiler::prepare() {
  [[ $(plan::count PROFILER_CELLS) -gt 0 ]] || return 0
  [[ -n "$(apps::jcmd)" ]] \
    || common::usage_error "--profiler needs jcmd (it loads async-profiler into each JVM): run the apps on a JDK," \
      "not a JRE (--jdk PATH)"
}

# profiler::agent LIBRARY COMMAND: async-profiler's COMMAND (start,..., stop,...) in the selected JVM, through
# jcmd, whose exit code says nothing of the agent's: its "return code: 0" does. Prints jcmd's answer on one line.
profiler::agent() {
  local answer
  answer="$(timeout -k 5 60 "$(apps::jcmd)" "${SERVER_PID}" JVMTI.agent_load "$1" "\"$2\"" 2>&1)" || true
  answer="$(tr '\n' ' ' <<< "${answer#*:$'\n'}")"
  printf '%s' "${answer% }"
  [[ "${answer}" == *"return code: 0"* ]]
}

# profiler::cell VARIANT DIR ENDPOINT TOOL CONCURRENCY LIBRARY NAME: one cell of the selected JVM (NAME, as
# its lines say it) profiled: the agent started recording its CPU and allocation samples into DIR/BASE.jfr
# (only JFR holds two events), the cell's load with the server sampled (BASE.txt, .cmd, .samples.csv), the
# agent stopped, then the recording converted by bench-report into its stacks (BASE.collapsed.gz and
# BASE.alloc.collapsed.gz) and removed; a profile not taken leaves BASE.failure.txt with why (and the
# recording, where it could not be converted).
profiler::cell() {
  local id="$1" dir="$2" endpoint="$3" tool="$4" concurrency="$5" library="$6" base label answer summary converted
  local start
  base="${dir}/${endpoint}-${tool}-c${concurrency}"
  label="  [profile] $7 ${ENDPOINT_PATH[${endpoint}]%%\?*} $(window::level_label "${tool}" "${concurrency}")"
  if ! tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${concurrency}" \
    "$(plan::get PROFILER_LOAD_S)" "${base}" "${endpoint}"; then
    profiler::not_taken "${base}" "${label}" "the load was not run: ${LOAD_FAILURE}"
    return 0
  fi
  start="start,event=$(plan::get PROFILER_EVENT),interval=$(plan::get PROFILER_INTERVAL_US)us"
  [[ -z "$(plan::get PROFILER_ALLOC_BYTES)" ]] || start+=",alloc=$(plan::get PROFILER_ALLOC_BYTES)"
  if ! answer="$(profiler::agent "${library}" "${start},jfr,file=${base}.jfr")"; then
    rm -f "${base}.jfr"
    profiler::not_taken "${base}" "${label}" "async-profiler did not start (${answer}; the JVM's log says why)"
    return 0
  fi
  window::sampled_load "$(plan::get PROFILER_LOAD_S)" "" "${id}" "${SERVER_PID}" "${base}" "$(window::command)"
  if ! answer="$(profiler::agent "${library}" "stop")" || [[ ! -s "${base}.jfr" ]]; then
    rm -f "${base}.jfr"
    profiler::not_taken "${base}" "${label}" "async-profiler wrote no recording (${answer})"
    return 0
  fi
  if ! converted="$(report::call profile-convert "${base}.jfr" 2>&1)"; then
    profiler::not_taken "${base}" "${label}" "its recording could not be converted: ${converted}"
    return 0
  fi
  summary="$(report::call summarize --server-cpus "$(plan::get SERVER_CPU_COUNT)" --load-cpus "$(plan::get LOAD_CPU_COUNT)" \
    --tool "${tool}" "${base}.txt" 2>&1)" || summary="the load failed: ${summary}"
  common::log "${label} ... ${summary}; ${converted}; profile ${base#"${RUN_DIR}/"}.collapsed.gz"
}

# profiler::not_taken BASE LABEL REASON: a profile that could not be taken, in one line and in BASE.failure.txt.
profiler::not_taken() {
  printf '%s\n' "$3" > "$1.failure.txt"
  common::warn "${2#  } ... profile not taken: $3"
}

# profiler::jvm VARIANT INDEX LIBRARY: the variant's INDEX-th JVM started with the profiler's JVM options on the
# CPUs the rounds warm up on (one CPU alone left its JIT compiling past the cap), verified and warmed up over
# the cells' endpoints, pinned back to the server CPUs, each cell profiled, then stopped; its log and warm-up
# in profiles/VARIANT/jvm-INDEX/, and why it could not be profiled in its jvm.failure.txt.
profiler::jvm() {
  local id="$1" index="$2" library="$3" dir name cell endpoint tool concurrency failure=""
  local -a endpoints=() cells jvm_options
  plan::array PROFILER_CELLS cells
  plan::array PROFILER_JVM_OPTS jvm_options
  dir="${RUN_DIR}/profiles/${id}/jvm-${index}"
  name="$(plan::of VARIANT_NAME "${id}") (JVM ${index} of $(plan::get PROFILER_JVMS))"
  mkdir -p "${dir}"
  for cell in "${cells[@]}"; do
    read -r endpoint _ _ <<< "${cell}"
    endpoints+=("${endpoint}")
  done
  read -r _ tool concurrency <<< "$(plan::item PROFILER_CELLS 0)"
  apps::start "${id}" "${dir}/app.log" "$(plan::get WARMUP_CPUS)" "${jvm_options[@]}"
  if ! apps::wait_ready "${id}" failure; then
    failure="the app ${failure}"
  elif ! failure="$(apps::verify "${id}" "${endpoints[@]}")"; then
    failure="verification: ${failure}"
  elif ! phase::warm_up "${id}" "${dir}" "${tool}" "${concurrency}" "${endpoints[@]}"; then
    failure="the JVM ended during its warm-up: ${PHASE_ENDED}"
  elif ! failure="$(apps::pin "${SERVER_PID}" "$(plan::get SERVER_CPUS)")"; then
    failure="pinning back to CPU $(plan::get SERVER_CPUS) after the warm-up: ${failure}"
  else
    failure=""
    common::log "  [profile] ${name}: warm-up $(jq -r '.summary' "${dir}/warmup-state.json")"
    for cell in "${cells[@]}"; do
      read -r endpoint tool concurrency <<< "${cell}"
      apps::alive || break
      profiler::cell "${id}" "${dir}" "${endpoint}" "${tool}" "${concurrency}" "${library}" "${name}"
    done
    apps::alive || { apps::reap_dead failure && failure="the JVM ended while profiled: ${failure}"; }
  fi
  [[ -z "${failure}" ]] || profiler::not_taken "${dir}/jvm" "  [profile] ${name}" "${failure}"
  apps::stop "${id}"
  return 0
}

# The profiler phase: async-profiler's library out of bench-report, then each JVM in the plan's order.
profiler::phase() {
  local id index jvm started library
  local -a jvms
  started="$(common::now_ms)"
  mkdir -p "${RUN_DIR}/profiles"
  common::log "Profiler phase ($(plan::count PROFILER_ORDER) JVMs, $(plan::get PROFILER_JVMS) of each variant, one at a time and" \
    "interleaved, warmed up on CPU $(plan::get WARMUP_CPUS) and profiled on CPU $(plan::get SERVER_CPUS); never in a" \
    "measured window):"
  # Once a run: not one of the commands bench-report serves.
  if ! library="$(java -jar "${REPORT_JAR}" profiler-library "${RUN_DIR}/profiles" 2>&1)"; then
    profiler::not_taken "${RUN_DIR}/profiles/phase" "Profiler phase" "${library}"
    return 0
  fi
  plan::array PROFILER_ORDER jvms
  for jvm in "${jvms[@]}"; do
    read -r id index <<< "${jvm}"
    profiler::jvm "${id}" "${index}" "${library}"
  done
  # The library is bench-report's, not the run's: the report needs its stacks only.
  rm -f "${library}"
  common::log "Profiler phase done in $(common::minutes "$((($(common::now_ms) - started) / 1000))")."
}
