#!/usr/bin/env bash
# The profiler phase (--profiler): after the rounds, each variant on a JVM of its own, one at a time, warmed up
# by the rounds' rule (lib/phase.sh), then async-profiler loaded into it (jcmd JVMTI.agent_load) for one load of
# each cell: its collapsed stacks, the load's output and the server's samples, side by side under
# profiles/VARIANT/, which bench-report reads into CPU per request by part of the stack. A profiler perturbs
# what it measures, so it never runs in a measured window. A profile that cannot be taken (a guest without
# the event, a JVM that refuses the agent) is said in one line, written down in its .failure.txt, and the
# run goes on. Its variants, cells, event, interval, load and JVM options are the plan's (lib/plan.sh).
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

# profiler::cell VARIANT DIR ENDPOINT TOOL CONCURRENCY LIBRARY: one cell of the selected JVM profiled: the
# agent started, the cell's load with the server sampled (DIR/ENDPOINT-TOOL-cN.txt, .cmd, .samples.csv), the
# agent stopped into its stacks (.collapsed.gz); a profile not taken leaves .failure.txt with why.
profiler::cell() {
  local id="$1" dir="$2" endpoint="$3" tool="$4" concurrency="$5" library="$6" base label answer summary
  base="${dir}/${endpoint}-${tool}-c${concurrency}"
  label="  [profile] $(plan::of VARIANT_NAME "${id}") ${ENDPOINT_PATH[${endpoint}]%%\?*} $(window::level_label "${tool}" "${concurrency}")"
  if ! tools::load_command "${tool}" "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "${concurrency}" \
    "$(plan::get PROFILER_LOAD_S)" "${base}" "${endpoint}"; then
    profiler::not_taken "${base}" "${label}" "the load was not run: ${LOAD_FAILURE}"
    return 0
  fi
  if ! answer="$(profiler::agent "${library}" \
    "start,event=$(plan::get PROFILER_EVENT),interval=$(plan::get PROFILER_INTERVAL_US)us")"; then
    profiler::not_taken "${base}" "${label}" "async-profiler did not start (${answer}; the JVM's log says why)"
    return 0
  fi
  window::sampled_load "$(plan::get PROFILER_LOAD_S)" "" "${id}" "${SERVER_PID}" "${base}" "$(window::command)"
  if ! answer="$(profiler::agent "${library}" "stop,file=${base}.collapsed,collapsed")" \
    || [[ ! -s "${base}.collapsed" ]]; then
    rm -f "${base}.collapsed"
    profiler::not_taken "${base}" "${label}" "async-profiler wrote no stacks (${answer})"
    return 0
  fi
  gzip -n -f "${base}.collapsed"
  summary="$(report::call summarize --server-cpus "$(plan::get SERVER_CPU_COUNT)" --load-cpus "$(plan::get LOAD_CPU_COUNT)" \
    --tool "${tool}" "${base}.txt" 2>&1)" || summary="the load failed: ${summary}"
  common::log "${label} ... ${summary}; profile ${base#"${RUN_DIR}/"}.collapsed.gz"
}

# profiler::not_taken BASE LABEL REASON: a profile that could not be taken, in one line and in BASE.failure.txt.
profiler::not_taken() {
  printf '%s\n' "$3" > "$1.failure.txt"
  common::warn "${2#  } ... profile not taken: $3"
}

# profiler::variant VARIANT LIBRARY: the variant's JVM started with the profiler's JVM options on the CPUs the
# rounds warm up on (one CPU alone left its JIT compiling past the cap), verified and warmed up over the
# cells' endpoints, pinned back to the server CPUs, each cell profiled, then stopped; its log and warm-up in
# profiles/VARIANT/.
profiler::variant() {
  local id="$1" library="$2" dir cell endpoint tool concurrency failure=""
  local -a endpoints=() cells jvm_options
  plan::array PROFILER_CELLS cells
  plan::array PROFILER_JVM_OPTS jvm_options
  dir="${RUN_DIR}/profiles/${id}"
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
    common::log "  [profile] $(plan::of VARIANT_NAME "${id}"): warm-up $(jq -r '.summary' "${dir}/warmup-state.json")"
    for cell in "${cells[@]}"; do
      read -r endpoint tool concurrency <<< "${cell}"
      apps::alive || break
      profiler::cell "${id}" "${dir}" "${endpoint}" "${tool}" "${concurrency}" "${library}"
    done
    apps::alive || { apps::reap_dead failure && failure="the JVM ended while profiled: ${failure}"; }
  fi
  [[ -z "${failure}" ]] || profiler::not_taken "${dir}/variant" "  [profile] $(plan::of VARIANT_NAME "${id}")" "${failure}"
  apps::stop "${id}"
  return 0
}

# The profiler phase: async-profiler's library out of bench-report, then each variant in the plan's order.
profiler::phase() {
  local id started library
  started="$(common::now_ms)"
  mkdir -p "${RUN_DIR}/profiles"
  common::log "Profiler phase ($(plan::count PROFILER_VARIANTS) JVM(s), one at a time, warmed up on CPU $(plan::get WARMUP_CPUS) and" \
    "profiled on CPU $(plan::get SERVER_CPUS); never in a measured window):"
  # Once a run: not one of the commands bench-report serves.
  if ! library="$(java -jar "${REPORT_JAR}" profiler-library "${RUN_DIR}/profiles" 2>&1)"; then
    profiler::not_taken "${RUN_DIR}/profiles/phase" "Profiler phase" "${library}"
    return 0
  fi
  for id in $(plan::list PROFILER_VARIANTS); do
    profiler::variant "${id}" "${library}"
  done
  # The library is bench-report's, not the run's: the report needs its stacks only.
  rm -f "${library}"
  common::log "Profiler phase done in $(common::minutes "$((($(common::now_ms) - started) / 1000))")."
}
