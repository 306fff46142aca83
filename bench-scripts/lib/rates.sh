#!/usr/bin/env bash
# hyperfoil's rates: the same absolute rates for every variant. Shares of a saturation are resolved by a
# probe in the first round, once its JVMs are warm: each probed variant is loaded with wrk on each
# endpoint, and bench-report takes the shares of the slowest one's throughput (its rule, `rates`). The
# probe's raw output stays under probe/, its resolved rates in run.json (.options.rates), where a resumed
# run finds them. Sourced, not executed; the window functions it calls are run-all.sh's.
#
# Globals: RATE_OF, each endpoint's rates in req/s, from the plan or from run.json (rates::load), read by the
# window:
# shellcheck disable=SC2016,SC2034

# The rate of each "ENDPOINT LEVEL" of the plan, in req/s; empty until resolved.
declare -gA RATE_OF=()

# rates::load: RATE_OF from the plan's levels (absolute rates) or from the rates run.json recorded.
rates::load() {
  RATE_OF=()
  [[ -n "$(plan::get RATE_BASIS)" ]] || return 0
  local endpoint level index rate
  for endpoint in $(plan::list ENDPOINTS); do
    index=0
    for level in $(plan::list RATE_LEVELS); do
      if [[ "$(plan::get RATE_BASIS)" == absolute ]]; then
        rate="${level}"
      else
        rate="$(jq -r --arg e "${endpoint}" --argjson i "${index}" '.options.rates.resolved[$e][$i] // ""' \
          "${RUN_JSON}")"
      fi
      [[ -z "${rate}" ]] || RATE_OF["${endpoint} ${level}"]="${rate}"
      index=$((index + 1))
    done
  done
}

# rates::rate_of ENDPOINT LEVEL: the rate a plan's level stands for; dies when it was never resolved.
rates::rate_of() {
  local rate="${RATE_OF["$1 $2"]:-}"
  [[ -n "${rate}" ]] || common::die "hyperfoil's ${2}% rate on $1 was never resolved (no probe in run.json)"
  printf '%s' "${rate}"
}

# rates::probe_if_needed ROUND: in the run's first round, with shares of a saturation and none resolved
# yet, probes each variant's throughput on each endpoint and records the resolved rates. A probe that
# fails stops the run: no rate can be a share of a figure that was not read.
rates::probe_if_needed() {
  local round="$1" endpoint id base answer
  [[ "$(plan::get RATE_BASIS)" == saturation && ${#RATE_OF[@]} -eq 0 ]] || return 0
  common::log "  probing the saturation hyperfoil's rates ($(plan::list RATE_LEVELS | paste -sd ' ' -) %) are shares of: wrk" \
    "c=$(plan::get PROBE_CONCURRENCY) for $(plan::get PROBE_SECONDS) s on each endpoint and variant"
  for endpoint in $(plan::list ENDPOINTS); do
    for id in $(plan::list PROBE_VARIANTS); do
      round::alive "${id}" "${round}" || common::die "$(plan::of VARIANT_NAME "${id}") is gone before the probe of hyperfoil's" \
        "rates: ${VARIANT_DEAD[${id}]}"
      base="${RUN_DIR}/probe/${id}/${endpoint}-wrk-c$(plan::get PROBE_CONCURRENCY)"
      mkdir -p "$(dirname "${base}")"
      window::settle
      tools::load_command wrk "$(apps::url "${id}" "${ENDPOINT_PATH[${endpoint}]}")" "$(plan::get PROBE_CONCURRENCY)" \
        "$(plan::get PROBE_SECONDS)" "" "${endpoint}"
      window::sampled_load "$(plan::get PROBE_SECONDS)" "" "${id}" "${SERVER_PID}" "${base}" "$(window::command)"
      common::log "    ${endpoint} $(plan::of VARIANT_NAME "${id}"): $(report::call summarize --server-cpus "$(plan::get SERVER_CPU_COUNT)" \
        --load-cpus "$(plan::get LOAD_CPU_COUNT)" --tool wrk "${base}.txt" 2>&1 || true)"
    done
  done
  if ! answer="$(report::call rates --run "${RUN_DIR}")"; then
    common::die "hyperfoil's rates cannot be resolved: ${answer}"
  fi
  record::event rates --rates "${answer}"
  rates::load
  for endpoint in $(plan::list ENDPOINTS); do
    common::log "  hyperfoil's rates on ${endpoint}: $(jq -r --arg e "${endpoint}" '.resolved[$e] | map(tostring)
      | join(", ")' <<< "${answer}") req/s"
  done
}
