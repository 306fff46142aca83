#!/usr/bin/env bash
# Command-line options of run-all.sh: defaults, the --quick and --smoke presets, parsing, the checks of
# the lists (apps, endpoints, tools) and of the machine (CPUs, JDK, ports). Numbers and CPU lists are
# passed on as given: bench-report plan reads and checks them, and makes the plan (lib/plan.sh).
# Sourced, not executed.
# The globals set here are read by run-all.sh and the other libraries:
# shellcheck disable=SC2034

readonly ALL_TOOLS=(ab siege wrk hyperfoil jmeter)
# hyperfoil's rates when --rates is not given: shares of the slowest variant's probed saturation.
readonly DEFAULT_RATES=25%,50%,75%,90%
readonly ALL_PROFILES=(default tuned vthreads)
# The options that take a value, as --name VALUE or --name=VALUE.
readonly VALUE_OPTIONS=(--variants --containers --profile --sweep --endpoints --tools --concurrency --rates
  --duration --rounds --blocks --order --seed --min-effect --warmup-cap --planted --jdk --jvm-opts --cpus --out
  --resume)
# The options that leave a run's plan as it recorded it: the only ones --resume takes.
readonly RESUME_NEUTRAL=(--no-install --dry-run)
# The smallest difference from 1, in percent, that counts as faster or slower unless --min-effect says
# otherwise. The one place it is set: run.json records it and bench-report judges with what it finds
# there.
readonly DEFAULT_MIN_EFFECT_PERCENT=5
# The apps' ports and every endpoint's path and body come from the one table the apps' smoke tests
# assert against, never typed again here.
readonly APP_CONTRACT="${ROOT}/common-controller/src/main/resources/bench-contract.properties"

# Reads APP_CONTRACT into ALL_APPS (every app the harness knows: the Spring Boot 4 apps, those of 3.5,
# then those of 2.7, as boot4/tomcat, tomcat, boot27/tomcat), DEFAULT_APPS (what a run compares unless
# told otherwise: Boot 4's Tomcat and Jetty, and Undertow, which only 3.5 has), ALL_ENDPOINTS (in its
# order), APP_PORT, ENDPOINT_PATH and ENDPOINT_BODY.
options::load_contract() {
  local key value name generation
  ALL_APPS=() ALL_ENDPOINTS=()
  local -a boot4=() boot35=() boot27=()
  declare -gA APP_PORT=() ENDPOINT_PATH=() ENDPOINT_BODY=()
  while IFS='=' read -r key value; do
    name="${key#*.}"
    name="${name%.*}"
    case "${key}" in
      app.*.port) boot35+=("${name}") APP_PORT[${name}]="${value}" ;;
      boot*.app.*.port)
        generation="${key%%.*}"
        name="${key#"${generation}".app.}"
        name="${generation}/${name%.port}"
        APP_PORT[${name}]="${value}"
        case "${generation}" in
          boot4) boot4+=("${name}") ;;
          boot27) boot27+=("${name}") ;;
          *) common::die "${APP_CONTRACT}: unknown generation '${generation}' in ${key}" ;;
        esac
        ;;
      endpoint.*.path) ALL_ENDPOINTS+=("${name}") ENDPOINT_PATH[${name}]="${value}" ;;
      endpoint.*.body) ENDPOINT_BODY[${name}]="${value}" ;;
    esac
  done < "${APP_CONTRACT}"
  ALL_APPS=("${boot4[@]}" "${boot35[@]}" "${boot27[@]}")
  DEFAULT_APPS=("${boot4[@]}" undertow)
  readonly ALL_APPS DEFAULT_APPS ALL_ENDPOINTS APP_PORT ENDPOINT_PATH ENDPOINT_BODY
}
options::load_contract

# The help: every line within 100 columns, one option per entry, its description from column 23.
options::usage() {
  local indent='                      '
  cat <<USAGE
Usage: run-all.sh [options]
       run-all.sh --resume RUN_DIR [--no-install] [--dry-run]

Compares variants (an app and its profile) on the same machine: in every round one fresh JVM per
variant starts, all pinned to the server CPUs, each on its own port. Each JVM is verified and
warmed up in cycles of load and idle until its JIT is quiet; then every cell (endpoint x tool x
concurrency) is measured in blocks, one window per variant back to back in a shuffled order, from
the load CPUs. The report gives each variant's ratio to the first (the baseline) with a confidence
interval. Raw output, samples and an environment record go to <out>/<run-id>/ with the report
(README.md, results.json, results.csv, charts/).

What to compare:
  --variants LIST     what to compare, baseline first: APP[:PROFILE],...
                      APP: $(common::join_words "${ALL_APPS[@]}" | fold -s -w 72 | sed 's/ $//; 2,$s/^/'"${indent}"'/')
                      PROFILE: $(common::join_words "${ALL_PROFILES[@]}")
                      e.g. tomcat,tomcat:tuned or undertow,undertow:vthreads
  --containers LIST   these apps, each with --profile (default: $(common::join_by , "${DEFAULT_APPS[@]}"))
  --profile P         the profile of every app of --containers (default: default)
  --sweep KEY=V1,V2   a variant of every app of the run per value (repeat for a grid), each judged
                      against its app's default, which is always in the sweep. KEY is a knob that
                      maps to each container's own property: workers, min-workers, io-threads,
                      async-pool, async-core, async-queue, accept-backlog; or any server.* or
                      spring.* property by its full name. A container without the knob is left
                      out of the sweep, with a note. A sweep of more than 9 JVMs is split: each
                      app's variants in a part of their own rounds, its default in each
  --control           add an A/A control: a second, independent copy of the baseline (the
                      default in the full run)
  --no-control        leave the A/A control out
  --planted LIST      add a positive control per percent, e.g. 10 or 5,10,20: a copy of the
                      baseline whose every request spends extra CPU that makes it that much slower
                      on its saturated CPU; the report says whether the method found it

What to load them with:
  --endpoints LIST    any of $(common::join_by , "${ALL_ENDPOINTS[@]}") (default: block,async)
  --tools LIST        any of $(common::join_by , "${ALL_TOOLS[@]}") (default: wrk; --smoke: all five,
                      hyperfoil at 50%); see "Load tools" below
  --concurrency LIST  positive integers (default: 50,100,200); hyperfoil's warm-up and probe use
                      the highest
  --rates LIST        hyperfoil's rates: percentages of the slowest variant's saturated
                      throughput, probed per endpoint with wrk after round 1's warm-up (default:
                      ${DEFAULT_RATES}), or req/s the same on every endpoint, e.g. 2000,5000

How long and how often:
  --duration D        each window, e.g. 4s (default: 2s)
  --rounds N          rounds of fresh JVMs (default: 3)
  --blocks N          blocks of each cell per round (default: 5)
  --order O           inside a block: shuffled (each variant once, in a random order; the
                      default) or mirrored (a random order, then its reverse: each variant twice,
                      so that a drift over the block weighs alike on every variant; twice the
                      windows)
  --seed N            seed of the measuring order and the bootstrap (default: drawn, and
                      recorded)
  --min-effect P      smallest difference in percent that counts as faster or slower (default:
                      ${DEFAULT_MIN_EFFECT_PERCENT})
  --warmup-cap D      most load time a JVM's warm-up gets before it is measured anyway (default:
                      100s)
  --quick             block and async with wrk at c=100, 1 round of 3 blocks, 3 s windows, no
                      control: about 8 minutes. A first look that judges nothing: one JVM per
                      variant cannot show the JVM-to-JVM variance a verdict must carry
  --smoke             1 round, 1 block, c=10, 2 s windows, every tool (jmeter ramped up over the
                      2 s), no control: about 4 minutes

Memory:
  --memory            after the rounds, a memory phase (one JVM at a time, Native Memory Tracking
                      on): memory at ready and after a reference load (live set after a forced
                      full GC, NMT categories, buffers, threads), throughput per MB of RSS, and
                      the smallest heap that carries the load (every step below the -Xmx of
                      --jvm-opts in every round, judged over the rounds)
  --memory-only       the memory phase alone: no cold starts, no rounds
  --no-memory         no memory phase (the default)

The machine:
  --jdk PATH          JAVA_HOME for every app, e.g. /usr/lib/jvm/temurin-25-jdk-amd64
                      (vthreads needs 21+)
  --jvm-opts "OPTS"   JVM options for the apps (default: "-Xms512m -Xmx512m")
  --cpus SERVER:LOAD  CPU lists for taskset, e.g. 0:1 or 0-1:2-3 (default: nproc split in two)
  --out DIR           where run directories go (default: results/)

The run itself:
  --resume RUN_DIR    carry on an interrupted run from its last complete round, in fresh JVMs,
                      with the options, seed and measuring order it recorded; a round cut short
                      is measured again, a memory phase cut short starts again. Only --no-install
                      and --dry-run may come with it: any other option would change its plan
  --dry-run           print the plan and the estimated time, and what a run would build and
                      install; start, install and build nothing (but bench-report, which makes
                      the plan, when its jar is missing or stale, after saying so)
  --no-install        never install a missing tool (also BENCH_NO_INSTALL=true); without it,
                      missing tools are installed with apt-get or dnf as root or with sudo -n,
                      after one line saying what and how
  --version           the harness's version and commit
  -h, --help          this help

Load tools:
  wrk                 the reference tool here, a closed loop (a connection sends its next request
                      when the last returns); a missing wrk is replaced by ab with a warning
                      unless it was asked for
  ab                  a closed loop over HTTP/1.0 with keep-alive (ab -k)
  siege               a closed loop whose window is a count of requests per user, sized by a
                      short lead-in of the same cell to last the duration (siege 4.0's timed runs
                      can hang at their end)
  hyperfoil           bench-latency, built with the apps: requests at a fixed rate on a clock,
                      each timed from when it was due, so that a stall is not hidden
  jmeter              bench-jmeter (Apache JMeter 5.6.3), built with the apps: the blog
                      comparisons' protocol, a thread group of c threads ramped up, a few requests
                      each, its window as long as that takes (--dry-run states it), with JMeter's
                      Summary Report; only its throughput is judged, and its ramp-up paces it.
                      The blog run: --tools jmeter --concurrency 1000 --endpoints block,json

Exit codes: 0 complete, 1 failed, 2 bad input or missing prerequisite, 130 interrupted.
USAGE
}

# options::parse_list OPTION VALUE ALLOWED...: the comma-separated list's items, one a line, each one
# of ALLOWED and none twice; bad input exits 2.
options::parse_list() {
  local option="$1" value="$2"
  shift 2
  local -a items
  IFS=',' read -r -a items <<< "${value}"
  [[ -n "${items[*]}" ]] || common::usage_error "${option} needs at least one of: $(common::join_by , "$@")"
  local item listed=","
  for item in "${items[@]}"; do
    common::contains "${item}" "$@" || common::usage_error "${option}: unknown value '${item}' (valid: $(common::join_by , "$@"))"
    [[ "${listed}" != *",${item},"* ]] || common::usage_error "${option}: '${item}' is listed twice"
    listed+="${item},"
    printf '%s\n' "${item}"
  done
}

# options::require_cpus: the plan's CPU lists exist on this machine (taskset can pin to them).
options::require_cpus() {
  local list
  for list in "${SERVER_CPUS}" "${LOAD_CPUS}"; do
    taskset -c "${list}" true 2> /dev/null \
      || common::usage_error "--cpus: CPU list '${list}' is not available here (this machine has $(nproc) CPUs)"
  done
  if [[ "${SERVER_CPUS}" == "${LOAD_CPUS}" ]]; then
    common::warn "server and load share CPUs ${SERVER_CPUS}: the load tool will compete with the server"
  fi
}

# options::missing_value OPTION: the option came last, without its value; exits 2.
options::missing_value() {
  case "$1" in
    --sweep) common::usage_error "--sweep needs KEY=V1,V2,... (see --help)" ;;
    --resume) common::usage_error "--resume needs the directory of the run to carry on (see --help)" ;;
    *) common::usage_error "$1 needs a value (see --help)" ;;
  esac
}

# The harness's version (the Maven project's) and the commit it runs from, one line.
options::version() {
  local version commit
  version="$(sed -n '/<artifactId>boot-container-bench<\/artifactId>/,/<version>/ s:.*<version>\(.*\)</version>.*:\1:p' \
    "${ROOT}/pom.xml" | head -n 1)"
  if commit="$(git -C "${ROOT}" rev-parse --short=12 HEAD 2> /dev/null)"; then
    [[ -z "$(git -C "${ROOT}" status --porcelain 2> /dev/null)" ]] || commit+=" with uncommitted changes"
  else
    commit="unknown (not a git checkout)"
  fi
  printf 'boot-container-bench %s, commit %s\n' "${version:-unknown}" "${commit}"
}

# options::take_resume ARGS...: --resume RUN_DIR, wherever it is among the options, into RESUME_REQUEST
# (empty without it), and the other options as given into RUN_OPTIONS. --help and --version answer at
# once. A resumed run keeps the options it recorded: only RESUME_NEUTRAL may come with it, and any other
# option is refused, naming it.
options::take_resume() {
  RESUME_REQUEST="" RUN_OPTIONS=()
  local option value given=false
  local -a others=() taken
  while [[ $# -gt 0 ]]; do
    option="$1" value="" taken=("$1")
    if [[ "${option}" == --*=* ]]; then
      value="${option#*=}"
      option="${option%%=*}"
    elif common::contains "${option}" "${VALUE_OPTIONS[@]}" && [[ $# -ge 2 ]]; then
      value="$2" taken=("$1" "$2")
      shift
    fi
    case "${option}" in
      -h | --help) options::usage; exit 0 ;;
      --version) options::version; exit 0 ;;
      --resume)
        ! "${given}" || common::usage_error "--resume is given twice"
        [[ -n "${value}" ]] || options::missing_value --resume
        given=true RESUME_REQUEST="${value}"
        ;;
      *) others+=("${option}") RUN_OPTIONS+=("${taken[@]}") ;;
    esac
    shift
  done
  "${given}" || return 0
  for option in "${others[@]}"; do
    common::contains "${option}" "${RESUME_NEUTRAL[@]}" || common::usage_error "${option} cannot come with --resume: the run" \
      "carries on with the options it recorded, and only $(common::join_words "${RESUME_NEUTRAL[@]}") leave its plan as it was"
  done
}

# Reads the options into the globals the rest of the script uses. Bad input exits 2.
options::parse() {
  local mode="default" variants="" containers="" endpoints="" tools="" concurrency="" duration="" rounds=""
  local blocks="" seed="" min_effect="" control="" warmup_cap="" profile="" jdk="" jvm_opts="-Xms512m -Xmx512m"
  local cpus="" out="" memory="" planted="" order="" rates=""
  local -a sweeps=()
  DRY_RUN=false
  NO_INSTALL=false
  while [[ $# -gt 0 ]]; do
    local option="$1" value=""
    if [[ "${option}" == --*=* ]]; then
      value="${option#*=}"
      option="${option%%=*}"
    elif common::contains "${option}" "${VALUE_OPTIONS[@]}"; then
      [[ $# -ge 2 ]] || options::missing_value "${option}"
      value="$2"
      shift
    fi
    case "${option}" in
      -h | --help) options::usage; exit 0 ;;
      --version) options::version; exit 0 ;;
      --quick | --smoke)
        [[ "${mode}" == "default" || "${mode}" == "${option#--}" ]] \
          || common::usage_error "--quick and --smoke cannot be combined"
        mode="${option#--}"
        ;;
      --dry-run) DRY_RUN=true ;;
      --no-install) NO_INSTALL=true ;;
      --control) control=true ;;
      --no-control) control=false ;;
      --memory) memory=on ;;
      --memory-only) memory=only ;;
      --no-memory) memory=off ;;
      --sweep) sweeps+=("${value}") ;;
      --variants) variants="${value}" ;;
      --containers) containers="${value}" ;;
      --endpoints) endpoints="${value}" ;;
      --tools) tools="${value}" ;;
      --concurrency) concurrency="${value}" ;;
      --duration) duration="${value}" ;;
      --rounds) rounds="${value}" ;;
      --blocks) blocks="${value}" ;;
      --seed) seed="${value}" ;;
      --min-effect) min_effect="${value}" ;;
      --warmup-cap) warmup_cap="${value}" ;;
      --profile) profile="${value}" ;;
      --jdk) jdk="${value}" ;;
      --jvm-opts) jvm_opts="${value}" ;;
      --cpus) cpus="${value}" ;;
      --out) out="${value}" ;;
      --planted) planted="${value}" ;;
      --order) order="${value}" ;;
      --rates) rates="${value}" ;;
      *) common::usage_error "unknown option '$1' (see --help)" ;;
    esac
    shift
  done

  # Presets first; anything given explicitly wins over them.
  MODE="${mode}"
  local preset_concurrency preset_duration preset_rounds preset_blocks preset_cap preset_tools preset_control
  local preset_rates="${DEFAULT_RATES}"
  case "${mode}" in
    default)
      # 2 s windows, 5 blocks a round: the noise study (docs/method.md, "The noise") found
      # that a window's own level does not average away with its length, so short windows and more
      # blocks buy as much precision per minute as any design it replayed; 5 blocks is what fits
      # 30 minutes beside the warm-up (docs/method.md, "The default run's time", which also has why its
      # cycles stay 5 s long).
      preset_concurrency=50,100,200 preset_duration=2 preset_rounds=3 preset_blocks=5 preset_cap=100
      preset_tools=wrk preset_control=true WARMUP_CYCLE_S=5 COLD_STARTS=1 ;;
    quick)
      preset_concurrency=100 preset_duration=3 preset_rounds=1 preset_blocks=3 preset_cap=60
      preset_tools=wrk preset_control=false WARMUP_CYCLE_S=5 COLD_STARTS=1 ;;
    smoke)
      # Every tool, hyperfoil at one rate (half the probed saturation), so that the probe and a
      # fixed-rate window run too.
      preset_concurrency=10 preset_duration=2 preset_rounds=1 preset_blocks=1 preset_cap=4
      preset_tools=ab,siege,wrk,hyperfoil,jmeter preset_control=false WARMUP_CYCLE_S=2 COLD_STARTS=1
      preset_rates=50% ;;
  esac
  # The memory phase's reference load (lib/memory.sh): each measured window's seconds, and the windows
  # per endpoint after the warm-up.
  MEMORY_LOAD_S=5 MEMORY_WINDOWS=2
  [[ "${mode}" == "smoke" ]] && MEMORY_LOAD_S=2 MEMORY_WINDOWS=1

  if [[ -n "${variants}" ]]; then
    [[ -z "${containers}" && -z "${profile}" ]] \
      || common::usage_error "--variants cannot be combined with --containers or --profile (write APP:PROFILE instead)"
  else
    local apps
    apps="$(options::parse_list --containers "${containers:-$(common::join_by , "${DEFAULT_APPS[@]}")}" "${ALL_APPS[@]}")"
    profile="${profile:-default}"
    common::contains "${profile}" "${ALL_PROFILES[@]}" \
      || common::usage_error "--profile: unknown profile '${profile}' (valid: $(common::join_by , "${ALL_PROFILES[@]}"))"
    local -a expanded=()
    local app
    while IFS= read -r app; do
      if [[ "${profile}" == "default" ]]; then
        expanded+=("${app}")
      else
        expanded+=("${app}:${profile}")
      fi
    done <<< "${apps}"
    variants="$(common::join_by , "${expanded[@]}")"
  fi
  CONTROL="${control:-${preset_control}}"
  # What the variants and the sweep become (ids, ports, parts) is the plan's: lib/plan.sh.
  VARIANT_LIST="${variants}"
  SWEEPS=("${sweeps[@]}")

  local list
  list="$(options::parse_list --endpoints "${endpoints:-block,async}" "${ALL_ENDPOINTS[@]}")"
  mapfile -t ENDPOINTS <<< "${list}"
  TOOLS_EXPLICIT=false
  [[ -n "${tools}" ]] && TOOLS_EXPLICIT=true
  list="$(options::parse_list --tools "${tools:-${preset_tools}}" "${ALL_TOOLS[@]}")"
  mapfile -t TOOLS <<< "${list}"

  # Numbers and CPU lists are read and checked by bench-report plan, as given here.
  # (Given as --name=value: a value such as -5 must not read as an option.)
  PLAN_VALUES=("--concurrency=${concurrency:-${preset_concurrency}}" "--duration=${duration:-${preset_duration}}"
    "--warmup-cap=${warmup_cap:-${preset_cap}}" "--rounds=${rounds:-${preset_rounds}}"
    "--blocks=${blocks:-${preset_blocks}}" "--min-effect=${min_effect:-${DEFAULT_MIN_EFFECT_PERCENT}}")
  [[ -z "${seed}" ]] || PLAN_VALUES+=("--seed=${seed}")
  [[ -z "${cpus}" ]] || PLAN_VALUES+=("--cpus=${cpus}")
  [[ -z "${planted}" ]] || PLAN_VALUES+=("--planted=${planted}")
  [[ -z "${order}" ]] || PLAN_VALUES+=("--order=${order}")
  # hyperfoil's rates, as given or the preset's: plan.sh passes them once the tools are provisioned.
  RATES="${rates}" PRESET_RATES="${preset_rates}"

  read -r -a JVM_OPTS <<< "${jvm_opts}"
  JDK_HOME="${jdk}"
  if [[ -n "${JDK_HOME}" ]]; then
    [[ -x "${JDK_HOME}/bin/java" ]] || common::usage_error "--jdk ${JDK_HOME} holds no bin/java"
    APP_JAVA="${JDK_HOME}/bin/java"
  else
    APP_JAVA="$(command -v java)" || common::usage_error "no java on PATH: install a JDK 17+ or pass --jdk PATH"
  fi
  OUT_DIR="${out:-${ROOT}/results}"
  MEMORY="${memory:-off}"
}

# options::java_property KEY: a system property of the apps' java, from its settings as
# options::read_java read them once (each read is a JVM start).
options::java_property() {
  sed -n "s/^ *$1 = //p" <<< "${APP_JAVA_SETTINGS}" | head -n 1
}

# Reads the apps' java's settings once (each read is a JVM start) into APP_JAVA_SETTINGS, and its
# feature version into APP_JAVA_MAJOR; whether the run can use that Java is the plan's call.
options::read_java() {
  APP_JAVA_SETTINGS="$("${APP_JAVA}" -XshowSettings:properties -version 2>&1 || true)"
  APP_JAVA_MAJOR="$(options::java_property java.specification.version)"
  APP_JAVA_MAJOR="${APP_JAVA_MAJOR#1.}"
  [[ "${APP_JAVA_MAJOR}" =~ ^[0-9]+$ ]] || common::usage_error "cannot tell the Java version of ${APP_JAVA}"
}

# Fails when a port the run needs is taken, naming the process when ss can see it.
options::require_free_ports() {
  local id port listener
  for id in "${VARIANT_IDS[@]}"; do
    port="${VARIANT_PORT[${id}]}"
    listener="$(ss -ltnpH "sport = :${port}" 2> /dev/null || true)"
    if [[ -n "${listener}" ]]; then
      local owner=""
      if [[ "${listener}" =~ users:\(\(\"([^\"]+)\",pid=([0-9]+) ]]; then
        owner=" by ${BASH_REMATCH[1]} (pid ${BASH_REMATCH[2]})"
      fi
      common::usage_error "port ${port} (${VARIANT_NAME[${id}]}) is already in use${owner}: stop it first"
    fi
  done
}
