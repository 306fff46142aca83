#!/usr/bin/env bash
# The run's plan: made once by bench-report plan from the command line (lib/options.sh: variants with
# their ports, the sweep, the parts, every block in measuring order, the warm-up, the memory phase, the
# estimate), read here once and asked through plan::get, plan::of, plan::count, plan::item, plan::list,
# plan::array and plan::has; nothing copies it into globals of its own. Sourced, not executed.
#
# Globals: PLAN, the plan as one read-only map (plan::load), before it is read only the defaults of a run
# on one machine, for an exit trap that comes first; PLAN_FILE, its plan.json.

# The names the plan answers, by kind (plan::view makes each): a value, a list (LIST, then LIST#0, LIST#1,
# ... in PLAN) or a map (MAP/KEY).
# Values: WINDOW_TOTAL, ROUNDS, DURATION_S, WARMUP_CAP_S, COLD_STARTS, WARMUP_CYCLE_S, the pinning
# (SERVER_CPUS, LOAD_CPUS and their counts SERVER_CPU_COUNT and LOAD_CPU_COUNT, WARMUP_CPUS), the CPU limits'
# period CPU_PERIOD_US (empty without a limit; each limited variant's in VARIANT_CPU_LIMIT and VARIANT_QUOTA_US), SETTLE_SAMPLE_S,
# SIEGE_LIMIT, with --resume where it carries on (RESUME_FROM, RESUME_FROM_START, WINDOWS_BEFORE),
# hyperfoil's rates (RATE_BASIS: saturation or absolute, or empty without hyperfoil; PROBE_CONCURRENCY,
# PROBE_SECONDS, FIXED_RATE_CONNECTIONS), the run's database when an endpoint needs one (DATABASE_PORT,
# DATABASE_CPUS, DATABASE_DATA relative to the project; all empty without), the hosts of a run over several
# (SERVER_HOST, SERVER_ADDRESS, SERVER_INTERFACE, CLIENT_ADDRESS, DATABASE_HOST, DATABASE_ADDRESS,
# DATABASE_CLIENT: on one machine, 127.0.0.1 over lo and the others empty), a sliced duet's SLICES a window
# of SLICE_S, jmeter's JMETER_RAMP_S, with a memory phase its reference load and trial options (MEMORY_TOOL,
# MEMORY_CONCURRENCY, MEMORY_LOAD_S, MEMORY_WINDOWS, NMT_OPTION, OOM_OPTION), with a profiler phase
# PROFILER_EVENT, PROFILER_INTERVAL_US, PROFILER_ALLOC_BYTES (empty without the alloc event), PROFILER_LOAD_S
# and PROFILER_JVMS (JVMs per variant).
# Lists: VARIANT_IDS, ENDPOINTS, TOOLS, JVM_OPTS (the apps' JVM options), COLD_START_IDS (the variants whose
# cold start is measured), PARTS (each a space-separated list of ids), WARMUP_TURNS (by round less one, the
# order the round's JVMs take their warm-up cycles in), WARMUP_PATTERNS, RATE_LEVELS, PROBE_VARIANTS,
# LOAD_HOSTS and LOAD_ADDRESSES, DUET_ORDERS (duet, sliced), MEMORY_ENDPOINTS, by round MEMORY_ORDER (its
# variants in order) and MEMORY_TRIALS (HEAP_MB:NMT:ROLE tokens, in order), PROFILER_VARIANTS,
# PROFILER_CELLS ("ENDPOINT TOOL CONCURRENCY" each; empty without one), PROFILER_JVM_OPTS and PROFILER_ORDER
# ("VARIANT INDEX" each, every profiled JVM in the order the phase runs them).
# Maps: by variant id VARIANT_NAME, VARIANT_APP, VARIANT_PROFILE, VARIANT_PLANTED (percent, 0 for none),
# VARIANT_PROPS, VARIANT_PORT, and for the limited variants only VARIANT_CPU_LIMIT (CPUs) and VARIANT_QUOTA_US (per
# CPU_PERIOD_US); by endpoint JMETER_LOOPS and JMETER_COUNTER; by concurrency WRK_THREADS.
declare -gA PLAN=([SERVER_HOST]="" [SERVER_ADDRESS]=127.0.0.1 [SERVER_INTERFACE]=lo [CLIENT_ADDRESS]=""
  [DATABASE_HOST]="" [DATABASE_ADDRESS]="" [DATABASE_CLIENT]="" [LOAD_HOSTS]=0 [LOAD_CPUS]="" [WINDOW_TOTAL]=0)
PLAN_FILE=""

# plan::load FILE: the plan, from one reading of FILE (plan::view), into PLAN, read-only from then on.
plan::load() {
  local file="$1" kind name key value
  PLAN=()
  # One field a line after the kind and the name (a map's key, then its value, last): read with a tab
  # as IFS, an empty field inside a line would be lost.
  while IFS=$'\t' read -r kind name key value; do
    case "${kind}" in
      set) PLAN[${name}]="${key}" ;;
      list) PLAN[${name}]=0 ;;
      add)
        PLAN[${name}#${PLAN[${name}]}]="${key}"
        PLAN[${name}]=$((PLAN[${name}] + 1))
        ;;
      map) PLAN[${name}]=map ;;
      put) PLAN[${name}/${key}]="${value}" ;;
      *) common::die "plan::load: unknown line '${kind}' in the view of ${file}" ;;
    esac
  done < <(plan::view "${file}")
  PLAN_FILE="${file}"
  readonly PLAN
}

# plan::moved FILE: the plan's file has moved to FILE (into the run directory).
plan::moved() {
  PLAN_FILE="$1"
}

# plan::file: the plan's plan.json.
plan::file() {
  printf '%s' "${PLAN_FILE}"
}

# plan::get NAME: one value of the plan; a name it does not have is a bug, said on stderr.
plan::get() {
  [[ -v "PLAN[$1]" ]] || common::die "plan::get: the plan has no '$1'"
  printf '%s' "${PLAN[$1]}"
}

# plan::of MAP KEY [DEFAULT]: a map's entry, or DEFAULT (empty) when it has no KEY.
plan::of() {
  [[ "${PLAN[$1]:-}" == map ]] || common::die "plan::of: the plan has no map '$1'"
  printf '%s' "${PLAN[$1/$2]-${3:-}}"
}

# plan::count LIST: how many items a list of the plan has.
plan::count() {
  [[ "${PLAN[$1]:-}" =~ ^[0-9]+$ ]] || common::die "plan::count: the plan has no list '$1'"
  printf '%s' "${PLAN[$1]}"
}

# plan::item LIST INDEX: a list's item at INDEX (from 0), or nothing past its end.
plan::item() {
  [[ "${PLAN[$1]:-}" =~ ^[0-9]+$ ]] || common::die "plan::item: the plan has no list '$1'"
  printf '%s' "${PLAN[$1#$2]-}"
}

# plan::array LIST ARRAY: a list's items into the caller's ARRAY.
plan::array() {
  local -n plan_array_into="$2"
  local plan_array_count plan_array_index
  plan_array_count="$(plan::count "$1")" || return 1
  plan_array_into=()
  for ((plan_array_index = 0; plan_array_index < plan_array_count; plan_array_index++)); do
    plan_array_into+=("${PLAN[$1#${plan_array_index}]}")
  done
}

# plan::has LIST ITEM: whether a list of the plan has ITEM.
plan::has() {
  local -a plan_has_items
  plan::array "$1" plan_has_items || return 2
  common::contains "$2" "${plan_has_items[@]}"
}

# plan::list LIST: a list's items, one a line (mapfile -t, or while read).
plan::list() {
  local -a items
  plan::array "$1" items || return 1
  [[ ${#items[@]} -eq 0 ]] || printf '%s\n' "${items[@]}"
}

# plan::view FILE: the plan as lines of set NAME VALUE, add NAME ITEM (to a list) and put NAME KEY VALUE
# (into a map), tab-separated, in one jq call.
plan::view() {
  jq -r '
    def set($name; $value): ["set", $name, $value];
    def add($name; $items): ["list", $name], (($items // [])[] | ["add", $name, .]);
    def put($name; $entries): ["map", $name], ($entries // {} | to_entries[] | ["put", $name, .key, .value]);
    def by_variant(f): [.options.variants[] | {(.id): f}] | add;
    add("VARIANT_IDS"; [.options.variants[].id]), put("VARIANT_NAME"; by_variant(.name)),
    put("VARIANT_APP"; by_variant(.app)), put("VARIANT_PROFILE"; by_variant(.profile)),
    put("VARIANT_PLANTED"; by_variant(.plantedPercent // 0)), put("VARIANT_PORT"; by_variant(.port)),
    put("VARIANT_PROPS"; by_variant(.properties | join(" "))),
    add("ENDPOINTS"; .options.endpoints), add("TOOLS"; .options.tools), add("JVM_OPTS"; .options.jvmOptions),
    add("COLD_START_IDS"; .coldStartVariants), add("PARTS"; .options.parts | map(join(" "))),
    add("WARMUP_TURNS"; .warmupTurns // [] | map(join(" "))),
    add("WARMUP_PATTERNS"; .warmupPatterns | map("\(.endpoint) \(.tool) \(.concurrency)")),
    set("WINDOW_TOTAL"; .windows), set("ROUNDS"; .options.rounds), set("DURATION_S"; .options.durationSeconds),
    set("WARMUP_CAP_S"; .options.warmup.capSeconds), set("COLD_STARTS"; .options.coldStarts),
    set("WARMUP_CYCLE_S"; .options.warmup.cycleSeconds), set("SERVER_CPUS"; .pinning.serverCpus),
    set("LOAD_CPUS"; .pinning.loadCpus), set("SERVER_CPU_COUNT"; .pinning.serverCpuCount),
    set("LOAD_CPU_COUNT"; .pinning.loadCpuCount), set("WARMUP_CPUS"; .pinning.warmupCpus // .pinning.serverCpus),
    put("VARIANT_CPU_LIMIT"; (.cpuQuotas // {}) | map_values(.cpus)),
    put("VARIANT_QUOTA_US"; (.cpuQuotas // {}) | map_values(.quotaUs)),
    set("CPU_PERIOD_US"; [(.cpuQuotas // {})[] | .periodUs][0] // ""),
    set("SETTLE_SAMPLE_S"; .settling.sampleMs / 1000), set("SIEGE_LIMIT"; .load.siegeLimit),
    set("RESUME_FROM"; .resume.fromRound // 1),
    set("RESUME_FROM_START"; if .resume then .resume.fromStart else true end),
    set("WINDOWS_BEFORE"; .resume.windowsBefore // 0),
    (.options.rates // {} | set("RATE_BASIS"; .basis // ""), add("RATE_LEVELS"; .levels // []),
      add("PROBE_VARIANTS"; .probeVariants // []), set("PROBE_CONCURRENCY"; .probeConcurrency // 0),
      set("PROBE_SECONDS"; .probeSeconds // 0), set("FIXED_RATE_CONNECTIONS"; .connections // 0)),
    set("DATABASE_PORT"; .database.port // ""), set("DATABASE_CPUS"; .database.cpus // ""),
    set("SERVER_HOST"; .hosts.topology.serverHost // ""), set("SERVER_ADDRESS"; .hosts.serverAddress // "127.0.0.1"),
    set("SERVER_INTERFACE"; .hosts.serverInterface // "lo"), add("LOAD_HOSTS"; .hosts.topology.loadHosts // []),
    set("CLIENT_ADDRESS"; .hosts.clientAddress // ""),
    add("LOAD_ADDRESSES"; [(.hosts.hosts // [])[] | select(.role == "load") | .address]), set("DATABASE_HOST"; .hosts.topology.databaseHost // ""),
    set("DATABASE_ADDRESS"; .hosts.databaseAddress // ""), set("DATABASE_CLIENT"; .hosts.databaseClientAddress // ""),
    set("DATABASE_DATA"; .database.data // ""), add("DUET_ORDERS"; .duet.orders // []),
    set("SLICE_S"; (.duet.sliceMs // 0) / 1000), set("SLICES"; .duet.slices // 0),
    set("JMETER_RAMP_S"; .load.jmeter.rampSeconds // 0), put("JMETER_LOOPS"; .load.jmeter.loops // {}),
    put("JMETER_COUNTER"; .load.jmeter.counterParameters // {}), put("WRK_THREADS"; .load.wrkThreads),
    (.options.memory // {} | set("MEMORY_TOOL"; .tool // ""), set("MEMORY_CONCURRENCY"; .concurrency // 0),
      add("MEMORY_ENDPOINTS"; .endpoints), set("MEMORY_LOAD_S"; .loadSeconds // 0),
      set("MEMORY_WINDOWS"; .windowsPerEndpoint // 0), set("NMT_OPTION"; .nmtOption // ""),
      set("OOM_OPTION"; .oomOption // "")),
    (.options.profiler // {} | add("PROFILER_VARIANTS"; .variants),
      add("PROFILER_CELLS"; (.cells // []) | map("\(.endpoint) \(.tool) \(.concurrency)")),
      set("PROFILER_EVENT"; .event // ""), set("PROFILER_INTERVAL_US"; .intervalMicros // 0),
      set("PROFILER_LOAD_S"; .loadSeconds // 0), add("PROFILER_JVM_OPTS"; .jvmOptions),
      set("PROFILER_JVMS"; .jvms // 0), set("PROFILER_ALLOC_BYTES"; .allocIntervalBytes // ""), add("PROFILER_ORDER"; (.order // []) | map("\(.variant) \(.index)"))),
    add("MEMORY_ORDER"; if .options.memory then .memoryRounds | map(.variants | join(" ")) else [] end),
    add("MEMORY_TRIALS"; if .options.memory then .memoryRounds | map([.trials[] | "\(.heapMb):\(.nmt):\(.role)"] | join(" "))
      else [] end)
    | @tsv' "$1"
}
