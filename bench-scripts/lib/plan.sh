#!/usr/bin/env bash
# The run's plan: made once by bench-report plan from the command line (lib/options.sh: variants with
# their ports, the sweep, the parts, every block in measuring order, the warm-up, the memory phase, the
# estimate) and read here into the globals the scripts carry it out with. Sourced, not executed.
# The globals set here are read by run-all.sh and the other libraries:
# shellcheck disable=SC2034

# plan::load FILE: the plan into the globals the scripts carry it out with, from one reading of FILE
# (plan::view): ENDPOINTS, TOOLS, JVM_OPTS (the apps' JVM options), COLD_STARTS, WARMUP_CYCLE_S, VARIANT_IDS
# and the VARIANT_* maps (name, app, profile, planted percent (0 for none), properties, port), COLD_START_IDS
# (the variants whose cold start is measured), PARTS (each a space-separated list of ids), ROUNDS (per part),
# WARMUP_TURNS (by round less one, the order the round's JVMs take their warm-up cycles in), DURATION_S,
# WARMUP_CAP_S, WINDOW_TOTAL, WARMUP_PATTERNS, the pinning (SERVER_CPUS, LOAD_CPUS and their counts,
# WARMUP_CPUS), the run's database when an endpoint needs one (DATABASE_PORT, DATABASE_CPUS, DATABASE_DATA
# relative to the project; all empty without), the hosts of a run over several (SERVER_HOST, SERVER_ADDRESS,
# SERVER_INTERFACE, LOAD_HOSTS, CLIENT_ADDRESS, DATABASE_HOST, DATABASE_ADDRESS: lib/hosts.sh's; on one
# machine, 127.0.0.1 over lo and the others empty), the settling sample (SETTLE_SAMPLE_S), the load tools' settings
# (WRK_THREADS by concurrency, SIEGE_LIMIT), hyperfoil's rates (RATE_BASIS: saturation or absolute, or empty
# without hyperfoil; RATE_LEVELS; PROBE_VARIANTS, PROBE_CONCURRENCY, PROBE_SECONDS; FIXED_RATE_CONNECTIONS),
# jmeter's protocol (JMETER_RAMP_S; JMETER_LOOPS and JMETER_COUNTER by endpoint), with --resume where it
# carries on (RESUME_FROM, RESUME_FROM_START, WINDOWS_BEFORE) and, with a memory phase, its reference load and
# trial options (MEMORY_TOOL, MEMORY_CONCURRENCY, MEMORY_ENDPOINTS, MEMORY_LOAD_S, MEMORY_WINDOWS, NMT_OPTION,
# OOM_OPTION) and by round MEMORY_ORDER (its variants in order) and MEMORY_TRIALS (HEAP_MB:NMT:ROLE tokens, in
# order), with a profiler phase its PROFILER_VARIANTS, PROFILER_CELLS ("ENDPOINT TOOL CONCURRENCY" each; empty
# without one), PROFILER_EVENT, PROFILER_INTERVAL_US, PROFILER_LOAD_S and PROFILER_JVM_OPTS, and with a duet
# order DUET_ORDERS (duet, sliced), and a sliced duet's SLICES a window of SLICE_S.
plan::load() {
  local file="$1" kind name key value
  PLAN_FILE="${file}"
  VARIANT_IDS=() ENDPOINTS=() TOOLS=() JVM_OPTS=() COLD_START_IDS=() PARTS=() WARMUP_TURNS=() WARMUP_PATTERNS=()
  RATE_LEVELS=() PROBE_VARIANTS=() MEMORY_ENDPOINTS=() MEMORY_ORDER=() MEMORY_TRIALS=() LOAD_HOSTS=() LOAD_ADDRESSES=()
  DUET_ORDERS=() PROFILER_VARIANTS=() PROFILER_CELLS=() PROFILER_JVM_OPTS=()
  declare -gA VARIANT_NAME=() VARIANT_APP=() VARIANT_PROFILE=() VARIANT_PORT=() VARIANT_PROPS=()
  declare -gA VARIANT_PLANTED=() JMETER_LOOPS=() JMETER_COUNTER=() WRK_THREADS=()
  # One field a line after the kind and the name (a map's key, then its value, last): read with a tab
  # as IFS, an empty field inside a line would be lost.
  while IFS=$'\t' read -r kind name key value; do
    case "${kind}" in
      set) printf -v "${name}" '%s' "${key}" ;;
      add)
        local -n list="${name}"
        list+=("${key}")
        unset -n list
        ;;
      put) printf -v "${name}[${key}]" '%s' "${value}" ;;
      *) common::die "plan::load: unknown line '${kind}' in the view of ${file}" ;;
    esac
  done < <(plan::view "${file}")
}

# plan::view FILE: the plan as lines of set NAME VALUE, add NAME ITEM (to a list) and put NAME KEY VALUE
# (into a map), tab-separated, in one jq call.
plan::view() {
  jq -r '
    def set($name; $value): ["set", $name, $value];
    def add($name; $items): ($items // [])[] | ["add", $name, .];
    def put($name; $entries): $entries // {} | to_entries[] | ["put", $name, .key, .value];
    (.options.variants[] | .id as $id | add("VARIANT_IDS"; [$id]),
      put("VARIANT_NAME"; {($id): .name}), put("VARIANT_APP"; {($id): .app}),
      put("VARIANT_PROFILE"; {($id): .profile}),
      put("VARIANT_PLANTED"; {($id): (.plantedPercent // 0)}), put("VARIANT_PORT"; {($id): .port}),
      put("VARIANT_PROPS"; {($id): (.properties | join(" "))})),
    add("ENDPOINTS"; .options.endpoints), add("TOOLS"; .options.tools), add("JVM_OPTS"; .options.jvmOptions),
    add("COLD_START_IDS"; .coldStartVariants), add("PARTS"; .options.parts | map(join(" "))),
    add("WARMUP_TURNS"; .warmupTurns // [] | map(join(" "))),
    add("WARMUP_PATTERNS"; .warmupPatterns | map("\(.endpoint) \(.tool) \(.concurrency)")),
    set("WINDOW_TOTAL"; .windows), set("ROUNDS"; .options.rounds), set("DURATION_S"; .options.durationSeconds),
    set("WARMUP_CAP_S"; .options.warmup.capSeconds), set("COLD_STARTS"; .options.coldStarts),
    set("WARMUP_CYCLE_S"; .options.warmup.cycleSeconds), set("SERVER_CPUS"; .pinning.serverCpus),
    set("LOAD_CPUS"; .pinning.loadCpus), set("SERVER_CPU_COUNT"; .pinning.serverCpuCount),
    set("LOAD_CPU_COUNT"; .pinning.loadCpuCount), set("WARMUP_CPUS"; .pinning.warmupCpus // .pinning.serverCpus),
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
    (.options.memory // empty | set("MEMORY_TOOL"; .tool), set("MEMORY_CONCURRENCY"; .concurrency),
      add("MEMORY_ENDPOINTS"; .endpoints), set("MEMORY_LOAD_S"; .loadSeconds),
      set("MEMORY_WINDOWS"; .windowsPerEndpoint), set("NMT_OPTION"; .nmtOption), set("OOM_OPTION"; .oomOption)),
    (.options.profiler // empty | add("PROFILER_VARIANTS"; .variants),
      add("PROFILER_CELLS"; .cells | map("\(.endpoint) \(.tool) \(.concurrency)")), set("PROFILER_EVENT"; .event),
      set("PROFILER_INTERVAL_US"; .intervalMicros), set("PROFILER_LOAD_S"; .loadSeconds),
      add("PROFILER_JVM_OPTS"; .jvmOptions)),
    (if .options.memory then add("MEMORY_ORDER"; .memoryRounds | map(.variants | join(" "))),
      add("MEMORY_TRIALS"; .memoryRounds | map([.trials[] | "\(.heapMb):\(.nmt):\(.role)"] | join(" "))) else empty end)
    | @tsv' "$1"
}
