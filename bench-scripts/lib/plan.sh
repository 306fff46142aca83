#!/usr/bin/env bash
# The run's plan: made once by bench-report plan from the command line (lib/options.sh: variants with
# their ports, the sweep, the parts, every block in measuring order, the warm-up, the memory phase, the
# estimate) and read here into the globals the scripts carry it out with. Sourced, not executed.
# The globals set here are read by run-all.sh and the other libraries:
# shellcheck disable=SC2034

# plan::load FILE: the plan into ENDPOINTS, TOOLS, JVM_OPTS (the apps' JVM options), COLD_STARTS,
# WARMUP_CYCLE_S, VARIANT_IDS and the VARIANT_* maps (name, app, profile, control,
# planted percent (0 for none), properties, port), COLD_START_IDS (the variants whose cold start is
# measured), PARTS (each a space-separated list of ids), ROUNDS (per part), WARMUP_TURNS (by round less
# one, the order the round's JVMs take their warm-up cycles in), DURATION_S,
# WARMUP_CAP_S, WINDOW_TOTAL, WARMUP_PATTERNS, the pinning (SERVER_CPUS, LOAD_CPUS and their counts, WARMUP_CPUS),
# the settling sample (SETTLE_SAMPLE_S), the load tools' settings (WRK_THREADS by concurrency,
# SIEGE_LIMIT), hyperfoil's rates (RATE_BASIS: saturation or absolute, or empty without hyperfoil;
# RATE_LEVELS; PROBE_VARIANTS, PROBE_CONCURRENCY, PROBE_SECONDS; FIXED_RATE_CONNECTIONS), jmeter's protocol
# (JMETER_RAMP_S; JMETER_LOOPS and JMETER_COUNTER by endpoint), with --resume where it carries on (RESUME_FROM, RESUME_FROM_START, WINDOWS_BEFORE) and,
# with a memory phase, its reference load and trial options (MEMORY_TOOL, MEMORY_CONCURRENCY,
# MEMORY_ENDPOINTS, MEMORY_LOAD_S, MEMORY_WINDOWS, NMT_OPTION, OOM_OPTION) and by round MEMORY_ORDER (its variants in order) and
# MEMORY_TRIALS (HEAP_MB:NMT:ROLE tokens, in order).
plan::load() {
  # The properties come last: read with a tab as IFS, an empty field inside a line would be lost.
  local file="$1" id name app profile control planted properties port
  PLAN_FILE="${file}"
  VARIANT_IDS=()
  declare -gA VARIANT_NAME=() VARIANT_APP=() VARIANT_PROFILE=() VARIANT_CONTROL=() VARIANT_PORT=() VARIANT_PROPS=()
  declare -gA VARIANT_PLANTED=()
  while IFS=$'\t' read -r id name app profile control planted port properties; do
    VARIANT_IDS+=("${id}")
    VARIANT_NAME[${id}]="${name}"
    VARIANT_APP[${id}]="${app}"
    VARIANT_PROFILE[${id}]="${profile}"
    VARIANT_CONTROL[${id}]="${control}"
    VARIANT_PLANTED[${id}]="${planted}"
    VARIANT_PROPS[${id}]="${properties}"
    VARIANT_PORT[${id}]="${port}"
  done < <(jq -r '.options.variants[]
    | [.id, .name, .app, .profile, .control, .plantedPercent // 0, .port, (.properties | join(" "))] | @tsv' "${file}")
  mapfile -t ENDPOINTS < <(jq -r '.options.endpoints[]' "${file}")
  mapfile -t TOOLS < <(jq -r '.options.tools[]' "${file}")
  mapfile -t JVM_OPTS < <(jq -r '.options.jvmOptions[]' "${file}")
  mapfile -t COLD_START_IDS < <(jq -r '.coldStartVariants[]' "${file}")
  mapfile -t PARTS < <(jq -r '.options.parts[] | join(" ")' "${file}")
  mapfile -t WARMUP_TURNS < <(jq -r '.warmupTurns // [] | .[] | join(" ")' "${file}")
  mapfile -t WARMUP_PATTERNS < <(jq -r '.warmupPatterns[] | "\(.endpoint) \(.tool) \(.concurrency)"' "${file}")
  local settings
  settings="$(jq -r '[.windows, .options.rounds, .options.durationSeconds, .options.warmup.capSeconds,
      .pinning.serverCpus, .pinning.loadCpus, .pinning.serverCpuCount, .pinning.loadCpuCount,
      .pinning.warmupCpus // .pinning.serverCpus,
      .settling.sampleMs / 1000, .load.siegeLimit, .resume.fromRound // 1, (if .resume then .resume.fromStart else true end),
      .resume.windowsBefore // 0, .options.coldStarts, .options.warmup.cycleSeconds] | @tsv' "${file}")"
  IFS=$'\t' read -r WINDOW_TOTAL ROUNDS DURATION_S WARMUP_CAP_S SERVER_CPUS LOAD_CPUS SERVER_CPU_COUNT LOAD_CPU_COUNT \
    WARMUP_CPUS SETTLE_SAMPLE_S SIEGE_LIMIT RESUME_FROM RESUME_FROM_START WINDOWS_BEFORE COLD_STARTS WARMUP_CYCLE_S \
    <<< "${settings}"
  # Read one by one: a tab-separated line would lose its empty fields.
  RATE_BASIS="$(jq -r '.options.rates.basis // ""' "${file}")"
  mapfile -t RATE_LEVELS < <(jq -r '.options.rates.levels // [] | .[]' "${file}")
  mapfile -t PROBE_VARIANTS < <(jq -r '.options.rates.probeVariants // [] | .[]' "${file}")
  read -r PROBE_CONCURRENCY PROBE_SECONDS FIXED_RATE_CONNECTIONS < <(jq -r '.options.rates // {}
    | "\(.probeConcurrency // 0) \(.probeSeconds // 0) \(.connections // 0)"' "${file}")
  declare -gA JMETER_LOOPS=() JMETER_COUNTER=()
  JMETER_RAMP_S="$(jq -r '.load.jmeter.rampSeconds // 0' "${file}")"
  local endpoint value
  while IFS=$'\t' read -r endpoint value; do
    JMETER_LOOPS[${endpoint}]="${value}"
  done < <(jq -r '.load.jmeter.loops // {} | to_entries[] | [.key, .value] | @tsv' "${file}")
  while IFS=$'\t' read -r endpoint value; do
    JMETER_COUNTER[${endpoint}]="${value}"
  done < <(jq -r '.load.jmeter.counterParameters // {} | to_entries[] | [.key, .value] | @tsv' "${file}")
  declare -gA WRK_THREADS=()
  local level threads
  while IFS=$'\t' read -r level threads; do
    WRK_THREADS[${level}]="${threads}"
  done < <(jq -r '.load.wrkThreads | to_entries[] | [.key, .value] | @tsv' "${file}")
  MEMORY_ENDPOINTS=() MEMORY_ORDER=() MEMORY_TRIALS=()
  [[ "$(jq -r '.options.memory != null' "${file}")" == true ]] || return 0
  local memory endpoints
  memory="$(jq -r '.options.memory | [.tool, .concurrency, (.endpoints | join(" ")), .loadSeconds,
    .windowsPerEndpoint, .nmtOption, .oomOption] | @tsv' "${file}")"
  IFS=$'\t' read -r MEMORY_TOOL MEMORY_CONCURRENCY endpoints MEMORY_LOAD_S MEMORY_WINDOWS NMT_OPTION OOM_OPTION \
    <<< "${memory}"
  read -r -a MEMORY_ENDPOINTS <<< "${endpoints}"
  mapfile -t MEMORY_ORDER < <(jq -r '.memoryRounds[] | .variants | join(" ")' "${file}")
  mapfile -t MEMORY_TRIALS < <(jq -r '.memoryRounds[] | [.trials[] | "\(.heapMb):\(.nmt):\(.role)"] | join(" ")' \
    "${file}")
}
