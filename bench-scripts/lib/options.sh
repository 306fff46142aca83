#!/usr/bin/env bash
# Command-line options of run-all.sh: defaults, the --quick and --smoke presets, parsing, validation,
# and the plan (every measurement in order, with an estimated time). Sourced, not executed.
# The globals set here are read by run-all.sh and the other libraries:
# shellcheck disable=SC2034

readonly ALL_TOOLS=(ab siege wrk)
readonly ALL_PROFILES=(default tuned vthreads)
# The apps' ports and every endpoint's path and body come from the one table the apps' smoke tests
# assert against, never typed again here.
readonly APP_CONTRACT="${ROOT}/common-controller/src/main/resources/bench-contract.properties"

# Reads APP_CONTRACT into ALL_CONTAINERS, ALL_ENDPOINTS (in its order), CONTAINER_PORT, ENDPOINT_PATH and
# ENDPOINT_BODY.
load_contract() {
  local key value name
  ALL_CONTAINERS=() ALL_ENDPOINTS=()
  declare -gA CONTAINER_PORT=() ENDPOINT_PATH=() ENDPOINT_BODY=()
  while IFS='=' read -r key value; do
    name="${key#*.}"
    name="${name%.*}"
    case "${key}" in
      app.*.port) ALL_CONTAINERS+=("${name}") CONTAINER_PORT[${name}]="${value}" ;;
      endpoint.*.path) ALL_ENDPOINTS+=("${name}") ENDPOINT_PATH[${name}]="${value}" ;;
      endpoint.*.body) ENDPOINT_BODY[${name}]="${value}" ;;
    esac
  done < "${APP_CONTRACT}"
  readonly ALL_CONTAINERS ALL_ENDPOINTS CONTAINER_PORT ENDPOINT_PATH ENDPOINT_BODY
}
load_contract

# Seconds a step takes besides its load, for the estimate: measured on a 2-core box.
readonly EST_APP_START_S=10
readonly EST_APP_STOP_S=3
readonly EST_VERIFY_S=3
readonly EST_MEASUREMENT_OVERHEAD_S=3
readonly EST_WARMUP_WINDOW_OVERHEAD_S=1

usage() {
  cat <<'USAGE'
Usage: run-all.sh [options]

Builds the three apps when needed, then for each container: cold starts, and in every round a fresh
JVM (a session) that is verified, warmed up until steady, and measured with each tool at each
concurrency (one measurement each). The
server and the load are pinned to separate CPUs. Raw output, samples and an environment record go to
<out>/<run-id>/; the report (README.md, results.json, results.csv, charts/) is written there at the end.

Options (all optional):
  --containers LIST   tomcat,jetty,undertow (default: all three)
  --endpoints LIST    any of block,async,empty,json,io (default: block,async)
  --tools LIST        any of ab,siege,wrk (default: all three; wrk is dropped with a warning if missing)
  --concurrency LIST  positive integers (default: 50,100,200)
  --duration D        each measurement, e.g. 5s or 1m (default: 5s)
  --rounds N          fresh JVM per container per round, order rotated each round (default: 3)
  --warmup-cap D      longest warm-up before measuring anyway, marked "not steady" (default: 90s)
  --profile P         default, tuned or vthreads (default: default)
  --jdk PATH          JAVA_HOME for the apps, e.g. /usr/lib/jvm/temurin-25-jdk-amd64 (vthreads needs 21+)
  --jvm-opts "OPTS"   JVM options for the apps (default: "-Xms512m -Xmx512m")
  --cpus SERVER:LOAD  CPU lists for taskset, e.g. 0:1 or 0-1:2-3 (default: nproc split in two)
  --out DIR           where run directories go (default: results/)
  --quick             fewer, shorter runs (concurrency 100, 2 rounds, 3 s runs): about 8 minutes
  --smoke             1 round, concurrency 10, 2 s runs, every container and tool: about 3 minutes
  --dry-run           print the plan and the estimated time; start or install nothing
  --no-install        never install a missing tool (also BENCH_NO_INSTALL=true); without it, missing
                      tools are installed with apt-get or dnf as root or with sudo -n, after one line
                      saying what and how
  -h, --help          this help

Exit codes: 0 complete, 1 failed, 2 bad input or missing prerequisite, 130 interrupted.
USAGE
}

# parse_list OPTION VALUE ALLOWED...: validates a comma-separated list into LIST_RESULT.
parse_list() {
  local option="$1" value="$2"
  shift 2
  local -a items
  IFS=',' read -r -a items <<< "${value}"
  [[ ${#items[@]} -gt 0 ]] || usage_error "${option} needs at least one of: $(join_by , "$@")"
  LIST_RESULT=()
  local item
  for item in "${items[@]}"; do
    contains "${item}" "$@" || usage_error "${option}: unknown value '${item}' (valid: $(join_by , "$@"))"
    contains "${item}" "${LIST_RESULT[@]}" && usage_error "${option}: '${item}' is listed twice"
    LIST_RESULT+=("${item}")
  done
}

# parse_duration OPTION VALUE: whole seconds into DURATION_RESULT (accepts 10, 10s, 2m).
parse_duration() {
  local option="$1" value="$2"
  if [[ "${value}" =~ ^([0-9]+)(s|m)?$ ]]; then
    local number=$((10#${BASH_REMATCH[1]}))
    [[ "${BASH_REMATCH[2]}" == "m" ]] && number=$((number * 60))
    (( number > 0 )) || usage_error "${option} must be longer than 0 s, got '${value}'"
    DURATION_RESULT="${number}"
  else
    usage_error "${option}: '${value}' is not a duration (whole seconds or minutes, e.g. 10s or 2m)"
  fi
}

require_positive_integer() {
  local option="$1" value="$2"
  if [[ ! "${value}" =~ ^[0-9]+$ ]] || (( 10#${value} == 0 )); then
    usage_error "${option} must be a positive integer, got '${value}'"
  fi
}

# count_cpus LIST: how many CPUs a taskset list (0,2-3) names.
count_cpus() {
  local -a parts
  IFS=',' read -r -a parts <<< "$1"
  local part count=0
  for part in "${parts[@]}"; do
    if [[ "${part}" =~ ^([0-9]+)-([0-9]+)$ ]]; then
      count=$((count + BASH_REMATCH[2] - BASH_REMATCH[1] + 1))
    else
      count=$((count + 1))
    fi
  done
  printf '%s' "${count}"
}

default_cpus() {
  local cpus
  cpus="$(nproc)"
  if (( cpus < 2 )); then
    printf '0:0'
  elif (( cpus == 2 )); then
    printf '0:1'
  else
    printf '0-%s:%s-%s' "$((cpus / 2 - 1))" "$((cpus / 2))" "$((cpus - 1))"
  fi
}

validate_cpus() {
  local value="$1"
  [[ "${value}" =~ ^([0-9,-]+):([0-9,-]+)$ ]] \
    || usage_error "--cpus must be SERVER:LOAD CPU lists such as 0:1 or 0-1:2-3, got '${value}'"
  SERVER_CPUS="${BASH_REMATCH[1]}"
  LOAD_CPUS="${BASH_REMATCH[2]}"
  local list
  for list in "${SERVER_CPUS}" "${LOAD_CPUS}"; do
    [[ "${list}" =~ ^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$ ]] \
      || usage_error "--cpus: '${list}' is not a CPU list such as 0, 0-1 or 0,2"
    taskset -c "${list}" true 2> /dev/null \
      || usage_error "--cpus: CPU list '${list}' is not available here (this machine has $(nproc) CPUs)"
  done
  SERVER_CPU_COUNT="$(count_cpus "${SERVER_CPUS}")"
  LOAD_CPU_COUNT="$(count_cpus "${LOAD_CPUS}")"
  if [[ "${SERVER_CPUS}" == "${LOAD_CPUS}" ]]; then
    warn "server and load share CPUs ${SERVER_CPUS}: the load tool will compete with the server"
  fi
}

# Reads the options into the globals the rest of the script uses. Bad input exits 2.
parse_options() {
  local mode="default" containers="" endpoints="" tools="" concurrency="" duration="" rounds=""
  local warmup_cap="" profile="default" jdk="" jvm_opts="-Xms512m -Xmx512m" cpus="" out=""
  DRY_RUN=false
  NO_INSTALL=false
  while [[ $# -gt 0 ]]; do
    local option="$1" value=""
    if [[ "${option}" == --*=* ]]; then
      value="${option#*=}"
      option="${option%%=*}"
    fi
    case "${option}" in
      -h | --help) usage; exit 0 ;;
      --quick | --smoke)
        [[ "${mode}" == "default" || "${mode}" == "${option#--}" ]] \
          || usage_error "--quick and --smoke cannot be combined"
        mode="${option#--}"
        ;;
      --dry-run) DRY_RUN=true ;;
      --no-install) NO_INSTALL=true ;;
      --containers | --endpoints | --tools | --concurrency | --duration | --rounds | --warmup-cap | \
        --profile | --jdk | --jvm-opts | --cpus | --out)
        if [[ "$1" != *=* ]]; then
          [[ $# -ge 2 ]] || usage_error "${option} needs a value (see --help)"
          value="$2"
          shift
        fi
        case "${option}" in
          --containers) containers="${value}" ;;
          --endpoints) endpoints="${value}" ;;
          --tools) tools="${value}" ;;
          --concurrency) concurrency="${value}" ;;
          --duration) duration="${value}" ;;
          --rounds) rounds="${value}" ;;
          --warmup-cap) warmup_cap="${value}" ;;
          --profile) profile="${value}" ;;
          --jdk) jdk="${value}" ;;
          --jvm-opts) jvm_opts="${value}" ;;
          --cpus) cpus="${value}" ;;
          --out) out="${value}" ;;
        esac
        ;;
      *) usage_error "unknown option '$1' (see --help)" ;;
    esac
    shift
  done

  # Presets first; anything given explicitly wins over them.
  MODE="${mode}"
  local preset_concurrency preset_duration preset_rounds preset_cap
  case "${mode}" in
    default)
      preset_concurrency=50,100,200 preset_duration=5 preset_rounds=3 preset_cap=90
      WARMUP_MIN_S=30 WARMUP_WINDOW_S=5 PRIMER_S=2 COLD_STARTS=3 ;;
    quick)
      preset_concurrency=100 preset_duration=3 preset_rounds=2 preset_cap=20
      WARMUP_MIN_S=10 WARMUP_WINDOW_S=3 PRIMER_S=1 COLD_STARTS=1 ;;
    smoke)
      preset_concurrency=10 preset_duration=2 preset_rounds=1 preset_cap=4
      WARMUP_MIN_S=0 WARMUP_WINDOW_S=2 PRIMER_S=0 COLD_STARTS=1 ;;
  esac

  parse_list --containers "${containers:-$(join_by , "${ALL_CONTAINERS[@]}")}" "${ALL_CONTAINERS[@]}"
  CONTAINERS=("${LIST_RESULT[@]}")
  parse_list --endpoints "${endpoints:-block,async}" "${ALL_ENDPOINTS[@]}"
  ENDPOINTS=("${LIST_RESULT[@]}")
  TOOLS_EXPLICIT=false
  [[ -n "${tools}" ]] && TOOLS_EXPLICIT=true
  parse_list --tools "${tools:-$(join_by , "${ALL_TOOLS[@]}")}" "${ALL_TOOLS[@]}"
  TOOLS=("${LIST_RESULT[@]}")
  contains "${profile}" "${ALL_PROFILES[@]}" \
    || usage_error "--profile: unknown profile '${profile}' (valid: $(join_by , "${ALL_PROFILES[@]}"))"
  PROFILE="${profile}"

  local -a levels
  IFS=',' read -r -a levels <<< "${concurrency:-${preset_concurrency}}"
  [[ ${#levels[@]} -gt 0 ]] || usage_error "--concurrency needs at least one positive integer"
  CONCURRENCY=()
  local level
  for level in "${levels[@]}"; do
    require_positive_integer --concurrency "${level}"
    CONCURRENCY+=("$((10#${level}))")
  done

  parse_duration --duration "${duration:-${preset_duration}}"
  DURATION_S="${DURATION_RESULT}"
  parse_duration --warmup-cap "${warmup_cap:-${preset_cap}}"
  WARMUP_CAP_S="${DURATION_RESULT}"
  (( WARMUP_MIN_S > WARMUP_CAP_S )) && WARMUP_MIN_S="${WARMUP_CAP_S}"
  require_positive_integer --rounds "${rounds:-${preset_rounds}}"
  ROUNDS="$((10#${rounds:-${preset_rounds}}))"

  read -r -a JVM_OPTS <<< "${jvm_opts}"
  JDK_HOME="${jdk}"
  if [[ -n "${JDK_HOME}" ]]; then
    [[ -x "${JDK_HOME}/bin/java" ]] || usage_error "--jdk ${JDK_HOME} holds no bin/java"
    APP_JAVA="${JDK_HOME}/bin/java"
  else
    APP_JAVA="$(command -v java)" || usage_error "no java on PATH: install a JDK 17+ or pass --jdk PATH"
  fi
  validate_cpus "${cpus:-$(default_cpus)}"
  OUT_DIR="${out:-${ROOT}/results}"
}

# Java feature version of a java executable: 17, 21, 25...
java_major_version() {
  local version
  version="$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p')"
  printf '%s' "${version#1.}"
}

require_java_for_profile() {
  APP_JAVA_MAJOR="$(java_major_version "${APP_JAVA}")"
  [[ "${APP_JAVA_MAJOR}" =~ ^[0-9]+$ ]] || usage_error "cannot tell the Java version of ${APP_JAVA}"
  (( APP_JAVA_MAJOR >= 17 )) || usage_error "${APP_JAVA} is Java ${APP_JAVA_MAJOR}; the apps need 17 or newer"
  if [[ "${PROFILE}" == "vthreads" ]] && (( APP_JAVA_MAJOR < 21 )); then
    usage_error "--profile vthreads needs a JDK 21 or newer (virtual threads), but ${APP_JAVA} is Java" \
      "${APP_JAVA_MAJOR}: pass --jdk, e.g. --jdk /usr/lib/jvm/temurin-25-jdk-amd64"
  fi
}

# Fails when a port the run needs is taken, naming the process when ss can see it.
require_free_ports() {
  local container port listener
  for container in "${CONTAINERS[@]}"; do
    port="${CONTAINER_PORT[${container}]}"
    listener="$(ss -ltnpH "sport = :${port}" 2> /dev/null || true)"
    if [[ -n "${listener}" ]]; then
      local owner=""
      if [[ "${listener}" =~ users:\(\(\"([^\"]+)\",pid=([0-9]+) ]]; then
        owner=" by ${BASH_REMATCH[1]} (pid ${BASH_REMATCH[2]})"
      fi
      usage_error "port ${port} (${container}) is already in use${owner}: stop it first"
    fi
  done
}

# The container order of round N (1-based): rotated by one each round to spread drift.
containers_of_round() {
  local round="$1" count="${#CONTAINERS[@]}" i
  ROUND_CONTAINERS=()
  for ((i = 0; i < count; i++)); do
    ROUND_CONTAINERS+=("${CONTAINERS[$(((i + round - 1) % count))]}")
  done
}

planned_measurement_count() {
  printf '%s' "$((ROUNDS * ${#CONTAINERS[@]} * ${#ENDPOINTS[@]} * ${#TOOLS[@]} * ${#CONCURRENCY[@]}))"
}

# Upper bound of the run's wall time in seconds: every warm-up is assumed to hit its cap.
estimated_seconds() {
  local measurements_per_session=$((${#ENDPOINTS[@]} * ${#TOOLS[@]} * ${#CONCURRENCY[@]}))
  local primer=$((${#ENDPOINTS[@]} * ${#TOOLS[@]} * PRIMER_S))
  local windows=$(((WARMUP_CAP_S + ${#ENDPOINTS[@]} * WARMUP_WINDOW_S - 1) / (${#ENDPOINTS[@]} * WARMUP_WINDOW_S)))
  (( windows < 1 )) && windows=1
  local warmup=$((windows * ${#ENDPOINTS[@]} * (WARMUP_WINDOW_S + EST_WARMUP_WINDOW_OVERHEAD_S)))
  local session=$((EST_APP_START_S + EST_VERIFY_S + primer + warmup
    + measurements_per_session * (DURATION_S + EST_MEASUREMENT_OVERHEAD_S) + EST_APP_STOP_S))
  local startup=$((${#CONTAINERS[@]} * COLD_STARTS * (EST_APP_START_S + EST_APP_STOP_S)))
  printf '%s' "$((startup + ROUNDS * ${#CONTAINERS[@]} * session))"
}

print_plan() {
  local total
  total="$(planned_measurement_count)"
  log "Plan: ${total} measurements: $(join_by , "${CONTAINERS[@]}") x $(join_by , "${ENDPOINTS[@]}")" \
    "x $(join_by , "${TOOLS[@]}") x c=$(join_by , "${CONCURRENCY[@]}") x ${ROUNDS} round(s), ${DURATION_S} s each;" \
    "profile ${PROFILE}; server on CPU ${SERVER_CPUS}, load on CPU ${LOAD_CPUS}."
  log "Startup: ${COLD_STARTS} cold start(s) per container. Warm-up per JVM: primer ${PRIMER_S} s per" \
    "endpoint and tool, then ${WARMUP_WINDOW_S} s windows until bench-report calls them steady" \
    "(at least ${WARMUP_MIN_S} s, at most ${WARMUP_CAP_S} s)."
  local estimate
  estimate="$(estimated_seconds)"
  log "Estimated time: at most $((estimate / 60)) min $((estimate % 60)) s (less when warm-ups settle early)."
}

print_measurement_list() {
  local index=0 round container endpoint tool level total
  total="$(planned_measurement_count)"
  for ((round = 1; round <= ROUNDS; round++)); do
    containers_of_round "${round}"
    for container in "${ROUND_CONTAINERS[@]}"; do
      for endpoint in "${ENDPOINTS[@]}"; do
        for tool in "${TOOLS[@]}"; do
          for level in "${CONCURRENCY[@]}"; do
            index=$((index + 1))
            log "  [${index}/${total}] ${container} ${endpoint} ${tool} c=${level} round ${round}/${ROUNDS}"
          done
        done
      done
    done
  done
}
