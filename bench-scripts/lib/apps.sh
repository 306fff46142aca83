#!/usr/bin/env bash
# The apps' lifecycle: build when stale, start pinned to the server CPUs, wait for readiness, verify
# the responses, capture headers, measure cold starts, and stop. Sourced, not executed.
#
# Globals: how long a JVM may take to answer, stop or be declared hung (READY_TIMEOUT_S, STOP_TIMEOUT_S,
# HUNG_AFTER_S), how much of a large log is kept (APP_LOG_KEEP_BYTES, APP_LOG_HEAD_LINES, APP_LOG_TAIL_LINES),
# the shape of a world row (APPS_WORLD_ROW), all constants; the contract (APP_CONTRACT) read once into ALL_APPS,
# ENDPOINT_PATH, ENDPOINT_BODY and ENDPOINT_NEEDS, to which only apps::add_endpoint adds (an outside app's
# requests); REPORT_BUILT, whether this run built
# bench-report; and the JVMs' process state, written here only: SERVER_PID and SERVER_LOG (the JVM worked
# on), VARIANT_PID and VARIANT_LOG (each variant's, for the exit trap to stop).

readonly READY_TIMEOUT_S=90
# The apps' ports and every endpoint's path and body come from the one table the apps' smoke tests
# assert against, never typed again here; the planner checks the options against the same table.
readonly APP_CONTRACT="${ROOT}/common-controller/src/main/resources/bench-contract.properties"
readonly STOP_TIMEOUT_S=20
# A running JVM that leaves a request this long without an answer is declared hung.
readonly HUNG_AFTER_S=10

# Reads APP_CONTRACT into ALL_APPS (every app the harness knows, to build and record: tomcat, boot4/tomcat,
# boot27/tomcat), ENDPOINT_PATH, ENDPOINT_BODY and ENDPOINT_NEEDS (what an endpoint needs besides the app:
# database, or nothing). The variants' ports are the plan's.
# shellcheck disable=SC2034 # ENDPOINT_NEEDS is read by run_database.sh
apps::load_contract() {
  local key value name
  ALL_APPS=()
  declare -gA ENDPOINT_PATH=() ENDPOINT_BODY=() ENDPOINT_NEEDS=()
  while IFS='=' read -r key value; do
    name="${key#*.}"
    name="${name%.*}"
    case "${key}" in
      app.*.port) ALL_APPS+=("${name}") ;;
      boot*.app.*.port)
        name="${key%.port}"
        ALL_APPS+=("${name%%.*}/${name#*.app.}")
        ;;
      endpoint.*.path) ENDPOINT_PATH[${name}]="${value}" ;;
      endpoint.*.body) ENDPOINT_BODY[${name}]="${value}" ;;
      endpoint.*.needs) ENDPOINT_NEEDS[${name}]="${value}" ;;
    esac
  done < "${APP_CONTRACT}"
  # The endpoint maps stay writable: apps::add_endpoint adds an outside app's requests to them.
  readonly ALL_APPS
}
apps::load_contract

# apps::add_endpoint NAME PATH BODY NEEDS: an endpoint that is not the contract's (an outside app's request,
# app_swap::open), with the body rule its verification follows and what it needs (database, or nothing).
# shellcheck disable=SC2034 # ENDPOINT_NEEDS is read by run_database.sh
apps::add_endpoint() {
  ENDPOINT_PATH[$1]="$2"
  ENDPOINT_BODY[$1]="$3"
  [[ -z "$4" ]] || ENDPOINT_NEEDS[$1]="$4"
}

# apps::jar APP: tomcat (Spring Boot 3.5) is app-tomcat/target/app-tomcat.jar; an app of another
# generation, boot4/tomcat or boot27/tomcat, is boot4/app-tomcat/target/boot4-app-tomcat.jar; a variant of
# an outside app (app/jetty) is the jar app_swap.sh made.
apps::jar() {
  if [[ "$1" == app/* ]]; then
    app_swap::jar "$1"
  elif [[ "$1" == */* ]]; then
    local generation="${1%%/*}" container="${1#*/}"
    printf '%s/%s/app-%s/target/%s-app-%s.jar' "${ROOT}" "${generation}" "${container}" "${generation}" "${container}"
  else
    printf '%s/app-%s/target/app-%s.jar' "${ROOT}" "$1" "$1"
  fi
}

# apps::url VARIANT PATH: on the server's address (127.0.0.1 on one machine).
apps::url() {
  printf 'http://%s:%s%s' "$(plan::get SERVER_ADDRESS)" "$(plan::of VARIANT_PORT "$1")" "$2"
}

# The container a variant's /test/server must name: its app without the generation.
apps::container_of() {
  local app
  app="$(plan::of VARIANT_APP "$1")"
  printf '%s' "${app#*/}"
}

# Whether any jar is missing or older than a source or pom it is built from.
apps::jars_are_stale() {
  local jar oldest=""
  local container
  local -a jars=("${REPORT_JAR}" "${LATENCY_JAR}" "${JMETER_JAR}")
  local -a sources=("${ROOT}/bench-probe" "${ROOT}/common-controller" "${ROOT}/bench-report" "${ROOT}/bench-latency" "${ROOT}/bench-jmeter")
  for container in "${ALL_APPS[@]}"; do
    jars+=("$(apps::jar "${container}")")
  done
  sources+=("${ROOT}/app-"* "${ROOT}/boot4" "${ROOT}/boot27")
  for jar in "${jars[@]}"; do
    [[ -f "${jar}" ]] || return 0
    if [[ -z "${oldest}" || "${jar}" -ot "${oldest}" ]]; then
      oldest="${jar}"
    fi
  done
  [[ -n "$(find "${ROOT}/pom.xml" "${sources[@]}" \( -name pom.xml -o -path '*/src/main/*' \) -type f \
    -newer "${oldest}" -print -quit)" ]]
}

# Whether REPORT_JAR was built by this run (apps::build_report_if_stale).
REPORT_BUILT=false

# Builds bench-report alone when its jar is missing or older than its sources, after saying so: it reads
# the command line and makes the plan, before anything else is provisioned or built (a dry run builds
# nothing else).
apps::build_report_if_stale() {
  local why="is missing"
  if [[ -f "${REPORT_JAR}" ]]; then
    [[ -n "$(find "${ROOT}/pom.xml" "${ROOT}/bench-report" \( -name pom.xml -o -path '*/src/main/*' \) -type f \
      -newer "${REPORT_JAR}" -print -quit)" ]] || return 0
    why="is older than its sources"
  fi
  local -a build=(./mvnw -B -DskipTests -pl bench-report package)
  local log_file="${ROOT}/target/bench-report-build.log"
  # Said alike with or without --dry-run: the options are read by what is being built.
  common::log "bench-report/target/bench-report.jar, which makes the plan, ${why}: building it alone with" \
    "${build[*]} (log: target/bench-report-build.log)."
  mkdir -p "${ROOT}/target"
  (cd "${ROOT}" && "${build[@]}") > "${log_file}" 2>&1 || common::die "the build of bench-report failed; see ${log_file}"
  # Read by run-all.sh:
  # shellcheck disable=SC2034
  REPORT_BUILT=true
}

# What a run would build, for a dry run: the apps and the jars run with them, or nothing.
apps::describe_build() {
  if apps::jars_are_stale; then
    common::log "A run would first build the apps, bench-latency and bench-jmeter (./mvnw -B -DskipTests clean" \
      "package): a jar is missing or older than its sources."
  else
    common::log "Every jar is up to date: a run would build nothing."
  fi
}

# Builds every module with the Maven wrapper when the jars are stale, and records each app's build
# time (Maven's reactor summary) and jar size in target/bench-build.csv.
apps::build_if_stale() {
  if ! apps::jars_are_stale; then
    common::log "Jars are up to date: not rebuilding."
    return 0
  fi
  # A clean build, so that each app's recorded build time is a full compile and repackage.
  common::log "Building the apps and the report tool (./mvnw -B -DskipTests clean package)..."
  # `clean` removes target/ while Maven runs: the log goes to a temporary file until the build is done.
  local build_log
  build_log="$(mktemp)"
  if ! (cd "${ROOT}" && ./mvnw -B -DskipTests clean package) > "${build_log}" 2>&1; then
    mkdir -p "${ROOT}/target"
    mv "${build_log}" "${ROOT}/target/bench-build.log"
    common::die "the build failed; see ${ROOT}/target/bench-build.log"
  fi
  mkdir -p "${ROOT}/target"
  mv "${build_log}" "${ROOT}/target/bench-build.log"
  build_log="${ROOT}/target/bench-build.log"
  local csv="${ROOT}/target/bench-build.csv" line app
  printf 'app,build_seconds,jar_bytes,built_at\n' > "${csv}"
  while IFS= read -r line; do
    # [INFO] app-tomcat ......................................... SUCCESS [  1.234 s]
    # [INFO] boot4-app-tomcat ................................... SUCCESS [  1.234 s]
    if [[ "${line}" =~ \[INFO\]\ (([a-z0-9]+)-)?app-([a-z-]+)\ \.+\ SUCCESS\ \[\ *([0-9.]+)\ s\] ]]; then
      app="${BASH_REMATCH[3]}"
      [[ -z "${BASH_REMATCH[2]}" ]] || app="${BASH_REMATCH[2]}/${app}"
      printf '%s,%s,%s,%s\n' "${app}" "${BASH_REMATCH[4]}" "$(stat -c %s "$(apps::jar "${app}")")" "$(common::utc_now)" \
        >> "${csv}"
    fi
  done < "${build_log}"
}

# The JVM the harness works on now (SERVER_PID, SERVER_LOG: empty when none) and, by variant, the JVM each
# runs as (VARIANT_PID: empty once stopped or gone; the exit trap stops every one) and its log. Written here
# only: apps::start, apps::select, apps::stop, apps::forget, apps::stop_every, apps::reap_dead.
SERVER_PID="" SERVER_LOG=""
declare -A VARIANT_PID=() VARIANT_LOG=()

# apps::select VARIANT: points SERVER_PID and SERVER_LOG at the variant's JVM.
apps::select() {
  SERVER_PID="${VARIANT_PID[$1]:-}"
  SERVER_LOG="${VARIANT_LOG[$1]:-}"
}

# apps::forget VARIANT: the variant's JVM is gone (reaped: apps::reap_dead); the trap has nothing to stop.
apps::forget() {
  VARIANT_PID[$1]=""
}

# apps::stop_every: every JVM of this machine still running, stopped gracefully first (on a server host,
# the agent's cleanup stops them: hosts::cleanup).
apps::stop_every() {
  local id
  for id in "${!VARIANT_PID[@]}"; do
    [[ -n "${VARIANT_PID[${id}]}" && -z "$(plan::get SERVER_HOST)" ]] && common::terminate "${VARIANT_PID[${id}]}" "${STOP_TIMEOUT_S}"
    VARIANT_PID[${id}]=""
  done
  if [[ -n "${SERVER_PID}" && -z "$(plan::get SERVER_HOST)" ]]; then
    common::terminate "${SERVER_PID}" "${STOP_TIMEOUT_S}"
  fi
  SERVER_PID=""
}

# apps::start VARIANT LOG CPUS [JVM_OPTION...]: starts the variant's app pinned to CPUS on its own port,
# with the run's JVM options and then the given ones (a later -Xmx wins); its PID into SERVER_PID and
# VARIANT_PID, its log into SERVER_LOG and VARIANT_LOG, the JVM selected (apps::select). The JVM
# sizes itself (GC, compiler threads, the containers' pools) for the server CPUs whatever CPUS is.
apps::start() {
  local id="$1" log_file="$2" cpus="$3"
  local -a extra=("${@:4}")
  local -a args=(--server.port="$(plan::of VARIANT_PORT "${id}")")
  [[ "$(plan::of VARIANT_PROFILE "${id}")" != "default" ]] && args+=(--spring.profiles.active="$(plan::of VARIANT_PROFILE "${id}")")
  local -a props=()
  read -r -a props <<< "$(plan::of VARIANT_PROPS "${id}" "")"
  local prop
  for prop in "${props[@]}"; do
    args+=("--${prop}")
  done
  # Every app of a run with a database gets it, whether or not its windows use it: the variants differ in
  # their container only.
  [[ -z "${RUN_DATABASE_URL:-}" ]] || args+=(--spring.datasource.url="${RUN_DATABASE_URL}")
  # An outside app: its probe on (it names the server, plants a positive control's cost and gives the JVM's
  # meters), the database's user (the project's apps name it in their own properties), then the user's own
  # arguments, and the user's environment.
  local -a environment=()
  if app_swap::is_variant "${id}"; then
    args+=(--bench.probe.enabled=true)
    [[ -z "${RUN_DATABASE_URL:-}" ]] || args+=(--spring.datasource.username=bench)
    args+=("${APP_SWAP_ARGS[@]}")
    environment=("${APP_SWAP_ENV[@]}")
  fi
  # The apps listen on 127.0.0.1 (bench-common.properties); over other hosts, on the address the load targets.
  [[ "$(plan::get SERVER_ADDRESS)" == 127.0.0.1 ]] || args+=(--server.address="$(plan::get SERVER_ADDRESS)")
  SERVER_LOG="${log_file}"
  local -a jvm_options
  plan::array JVM_OPTS jvm_options
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    # On the server's host, its log there until the JVM stops (apps::fetch_log); no PID when it cannot start.
    # shellcheck disable=SC2094 # the log named is the server host's; this machine's gets the agent's errors
    SERVER_PID="$(hosts::agent "$(plan::get SERVER_HOST)" start "$(hosts::server_path "${log_file}")" "${cpus}" "${APP_JAVA}" \
      -XX:ActiveProcessorCount="$(plan::get SERVER_CPU_COUNT)" "${jvm_options[@]}" "${extra[@]}" \
      -jar "$(hosts::server_path "$(apps::jar "$(plan::of VARIANT_APP "${id}")")")" "${args[@]}" 2> "${log_file}")" || SERVER_PID=""
    VARIANT_PID[${id}]="${SERVER_PID}" VARIANT_LOG[${id}]="${SERVER_LOG}"
    return 0
  fi
  env "${environment[@]}" taskset -c "${cpus}" "${APP_JAVA}" -XX:ActiveProcessorCount="$(plan::get SERVER_CPU_COUNT)" "${jvm_options[@]}" "${extra[@]}" -jar "$(apps::jar "$(plan::of VARIANT_APP "${id}")")" "${args[@]}" \
    > "${log_file}" 2>&1 &
  SERVER_PID=$!
  VARIANT_PID[${id}]="${SERVER_PID}" VARIANT_LOG[${id}]="${SERVER_LOG}"
}

# apps::fetch_log: the selected JVM's log from the server's host into SERVER_LOG (nothing on one machine).
apps::fetch_log() {
  [[ -n "$(plan::get SERVER_HOST)" && -n "${SERVER_LOG:-}" ]] || return 0
  hosts::agent "$(plan::get SERVER_HOST)" cat "$(hosts::server_path "${SERVER_LOG}")" > "${SERVER_LOG}.fetched" 2> /dev/null \
    && mv "${SERVER_LOG}.fetched" "${SERVER_LOG}"
  rm -f "${SERVER_LOG}.fetched"
}

# apps::pin PID CPUS: pinning::pin where the JVM runs.
apps::pin() {
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::agent "$(plan::get SERVER_HOST)" pin "$1" "$2"
  else
    pinning::pin "$1" "$2"
  fi
}

# apps::ready_path VARIANT: the path a variant answers once it is up: /test/block, or the probe's on an
# outside app, whose own paths the harness does not know to be cheap or safe.
apps::ready_path() {
  if app_swap::is_variant "$1"; then
    printf '%s' "${APP_SWAP_PROBE_PATH}"
  else
    printf '/test/block'
  fi
}

# apps::wait_ready VARIANT VAR: polls its ready path (apps::ready_path) until it answers 200. On an early exit or a timeout it
# returns 1 with why in the caller's variable VAR (it reaps the JVM, so it cannot run in a subshell).
apps::wait_ready() {
  local variant="$1" url deadline status
  local -n failure_out="$2"
  url="$(apps::url "${variant}" "$(apps::ready_path "${variant}")")"
  deadline=$(($(common::now_ms) + READY_TIMEOUT_S * 1000))
  # On a server host, whether it still runs is asked every second (20 polls) rather than every poll.
  local polls_per_check=1 poll
  [[ -z "$(plan::get SERVER_HOST)" ]] || polls_per_check=20
  while (( $(common::now_ms) < deadline )); do
    if ! apps::alive; then
      apps::reap_dead status
      failure_out="${status/the JVM/}"
      failure_out="${failure_out# } before answering"
      return 1
    fi
    for ((poll = 0; poll < polls_per_check; poll++)); do
      [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "${url}" 2> /dev/null)" == "200" ]] && return 0
      common::pause 0.05
    done
  done
  # shellcheck disable=SC2034 # a nameref
  failure_out="did not answer 200 on $(apps::ready_path "${variant}") within ${READY_TIMEOUT_S} s"
  return 1
}

# Waits (bounded) until the app has logged its startup metrics, which come just after readiness.
apps::wait_startup_metrics() {
  local i line='Startup Metric >> application.ready.time'
  for ((i = 0; i < 100; i++)); do
    if [[ -n "$(plan::get SERVER_HOST)" ]]; then
      hosts::agent "$(plan::get SERVER_HOST)" has-line "$(hosts::server_path "${SERVER_LOG}")" "${line}" && return 0
    else
      grep -q -F "${line}" "${SERVER_LOG}" 2> /dev/null && return 0
    fi
    common::pause 0.1
  done
  return 1
}

# Whether the app's JVM still runs (a JVM that was killed stays a zombie until reaped: not running).
apps::alive() {
  local stat
  [[ -n "${SERVER_PID:-}" ]] || return 1
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::agent "$(plan::get SERVER_HOST)" alive "${SERVER_PID}"
    return
  fi
  read -r stat 2> /dev/null < "/proc/${SERVER_PID}/stat" || return 1
  stat="${stat##*) }"
  [[ "${stat:0:1}" != "Z" ]]
}

# apps::answers VARIANT: whether its app answers a GET of the empty endpoint within HUNG_AFTER_S. A
# JVM can run on and serve nothing (smart-servlet 1.1 after an OutOfMemoryError killed its accept
# thread), which the process check alone does not see.
apps::answers() {
  curl -s -o /dev/null --max-time "${HUNG_AFTER_S}" "$(apps::url "$1" "$(apps::answer_path "$1")")"
}

# apps::answer_path VARIANT: the path apps::answers asks: the empty endpoint, or an outside app's probe.
apps::answer_path() {
  if app_swap::is_variant "$1"; then
    printf '%s' "${APP_SWAP_PROBE_PATH}"
  else
    printf '%s' "${ENDPOINT_PATH[empty]}"
  fi
}

# apps::jcmd: the jcmd of the JDK that runs the apps, or empty when there is none.
apps::jcmd() {
  local jcmd
  jcmd="$(dirname "${APP_JAVA}")/jcmd"
  [[ -x "${jcmd}" ]] || jcmd="$(command -v jcmd || true)"
  printf '%s' "${jcmd}"
}

# apps::save_thread_dump FILE: the selected JVM's threads (jcmd Thread.print), as evidence of how it hung.
apps::save_thread_dump() {
  local jcmd
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::agent "$(plan::get SERVER_HOST)" thread-dump "$(dirname "${APP_JAVA}")/jcmd" "${SERVER_PID}" > "$1" 2>&1 || true
    return 0
  fi
  jcmd="$(apps::jcmd)"
  [[ -n "${jcmd}" ]] || return 0
  timeout -k 5 20 "${jcmd}" "${SERVER_PID}" Thread.print > "$1" 2>&1 || true
}

# apps::reap_dead VAR: reaps a JVM that is no longer running, with how it ended in the caller's variable
# VAR (it waits for a child of this shell, so it cannot run in a subshell).
apps::reap_dead() {
  local -n ended_out="$1"
  local status=0
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    # Its wrapper there kept the exit code (empty: it never started).
    if [[ -n "${SERVER_PID}" ]] \
      && ! status="$(hosts::agent "$(plan::get SERVER_HOST)" exit-code "$(hosts::server_path "${SERVER_LOG}")" 2> /dev/null)"; then
      ended_out="its host $(plan::get SERVER_HOST) stopped answering over SSH"
      SERVER_PID=""
      return 0
    fi
    status="${status:-127}"
  elif [[ -n "${SERVER_PID}" ]]; then
    wait "${SERVER_PID}" 2> /dev/null || status=$?
  fi
  ended_out="the JVM exited with code ${status}"
  (( status > 128 )) && ended_out+=" (signal $((status - 128)))"
  SERVER_PID=""
}

# Prints the last lines of the app's log, for a failure on the console.
apps::show_log_tail() {
  apps::fetch_log
  common::log "    last lines of ${SERVER_LOG}:"
  tail -n 15 "${SERVER_LOG}" 2> /dev/null | sed 's/^/      /' || true
}

# An app log above this size keeps only its first and last lines: a setting that makes every request
# log a stack trace (e.g. rejected async tasks) otherwise writes hundreds of MB per round.
readonly APP_LOG_KEEP_BYTES=$((2 * 1024 * 1024))
readonly APP_LOG_HEAD_LINES=300
readonly APP_LOG_TAIL_LINES=200

# apps::trim_log FILE: cuts the middle out of a log above APP_LOG_KEEP_BYTES, saying what was cut.
apps::trim_log() {
  local file="$1" bytes lines errors
  [[ -f "${file}" ]] || return 0
  bytes="$(stat -c %s "${file}")"
  (( bytes > APP_LOG_KEEP_BYTES )) || return 0
  lines="$(wc -l < "${file}")"
  errors="$(grep -c ' ERROR ' "${file}" || true)"
  {
    head -n "${APP_LOG_HEAD_LINES}" "${file}"
    printf '\n[... %d of %d lines cut by the harness: the log was %d bytes, with %d ERROR entries; the first %d' \
      "$((lines - APP_LOG_HEAD_LINES - APP_LOG_TAIL_LINES))" "${lines}" "${bytes}" "${errors}" "${APP_LOG_HEAD_LINES}"
    printf ' and last %d lines are kept ...]\n\n' "${APP_LOG_TAIL_LINES}"
    tail -n "${APP_LOG_TAIL_LINES}" "${file}"
  } > "${file}.trimmed"
  mv "${file}.trimmed" "${file}"
}

# apps::stop VARIANT: stops the selected JVM, the variant's (gracefully first), and waits for its port.
apps::stop() {
  local port i
  VARIANT_PID[$1]=""
  [[ -n "${SERVER_PID:-}" ]] || return 0
  port="$(plan::of VARIANT_PORT "$1")"
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::agent "$(plan::get SERVER_HOST)" terminate "${SERVER_PID}" "${STOP_TIMEOUT_S}" || true
    SERVER_PID=""
    apps::fetch_log
    apps::trim_log "${SERVER_LOG:-}"
    hosts::agent "$(plan::get SERVER_HOST)" port-free "${port}" \
      || common::warn "port ${port} on $(plan::get SERVER_HOST) is still taken 10 s after its app stopped"
    return 0
  fi
  common::terminate "${SERVER_PID}" "${STOP_TIMEOUT_S}"
  SERVER_PID=""
  apps::trim_log "${SERVER_LOG:-}"
  for ((i = 0; i < 100; i++)); do
    [[ -z "$(ss -ltnH "sport = :${port}" 2> /dev/null)" ]] && return 0
    common::pause 0.1
  done
  common::warn "port ${port} is still taken 10 s after its app stopped"
}

# apps::rss_kb PID: the process's resident set in kB, empty if it is gone.
apps::rss_kb() {
  if [[ -n "$(plan::get SERVER_HOST)" ]]; then
    hosts::agent "$(plan::get SERVER_HOST)" rss "$1"
    return 0
  fi
  # shellcheck disable=SC2034 # the thread count is read too, and not needed here
  local rss threads
  sampling::memory_and_threads "$1" rss threads
  printf '%s' "${rss}"
}

# The contract's body of an endpoint for a container ({container} replaced by its name).
apps::expected_body() {
  local container="$1" endpoint="$2"
  local body="${ENDPOINT_BODY[${endpoint}]}"
  printf '%s' "${body//\{container\}/${container}}"
}

# A world row, as jq's world: both fields numbers.
readonly APPS_WORLD_ROW='def world: (.id | type) == "number" and (.randomNumber | type) == "number"'

# apps::has_shape SHAPE BODY: whether BODY has the contract's SHAPE, for the bodies that change with every
# request: an order with items; a world row ({"id":N,"randomNumber":M}); 20 of them; the fortunes page with
# its 13 rows, the one added at request time among them, and the script tag escaped (the apps' smoke tests
# check each in full). Returns 2 when SHAPE is none of them: an exact body.
apps::has_shape() {
  local shape="$1" body="$2" rows
  case "${shape}" in
    # jq -e fails with 1 on false and 4 or 5 on a body that is not JSON: either is a body without the shape.
    "{json order}") jq -e '.items | type == "array"' > /dev/null 2>&1 <<< "${body}" || return 1 ;;
    "{world}") jq -e "${APPS_WORLD_ROW}; world" > /dev/null 2>&1 <<< "${body}" || return 1 ;;
    "{"*" worlds}")
      # As many rows as the shape names.
      jq -e --argjson rows "${shape//[!0-9]/}" "${APPS_WORLD_ROW}; type == \"array\" and length == \$rows and all(.[]; world)" \
        > /dev/null 2>&1 <<< "${body}" || return 1
      ;;
    "{fortunes}")
      rows="$(grep -o '<tr><td>[0-9]*</td>' <<< "${body}" | wc -l)"
      [[ "${rows}" == "13" && "${body}" == *"<td>Additional fortune added at request time.</td>"* \
        && "${body}" == *"&lt;script&gt;"* && "${body}" != *"<script>"* ]]
      ;;
    *) return 2 ;;
  esac
}

# apps::verify VARIANT [ENDPOINT...]: every endpoint it will be loaded on (default: the run's) answers 200
# with the contract's exact body (or, for a body that changes with every request, its shape:
# apps::has_shape), and /test/server names the expected container and the plan's planted cost (none but for a
# positive control): prints what /test/server says (JSON). Otherwise prints why and returns 1.
apps::verify() {
  local variant="$1" endpoint url body status container
  shift
  local -a endpoints=("$@")
  (( ${#endpoints[@]} > 0 )) || plan::array ENDPOINTS endpoints
  if app_swap::is_variant "${variant}"; then
    app_swap::verify "${variant}" "${endpoints[@]}"
    return
  fi
  container="$(apps::container_of "${variant}")"
  for endpoint in "${endpoints[@]}"; do
    url="$(apps::url "${variant}" "${ENDPOINT_PATH[${endpoint}]}")"
    body="$(curl -s --max-time 10 -w '\n%{http_code}' "${url}" 2> /dev/null || true)"
    status="${body##*$'\n'}"
    body="${body%$'\n'*}"
    if [[ "${status}" != "200" ]]; then
      printf 'GET %s answered %s instead of 200' "${ENDPOINT_PATH[${endpoint}]}" "${status:-nothing}"
      return 1
    fi
    local expected
    expected="$(apps::expected_body "${container}" "${endpoint}")"
    local shaped=0
    apps::has_shape "${expected}" "${body}" || shaped=$?
    case "${shaped}" in
      0) ;;
      1)
        printf 'GET %s did not answer %s' "${ENDPOINT_PATH[${endpoint}]}" "${expected}"
        return 1
        ;;
      *)
        if [[ "${body}" != "${expected}" ]]; then
          printf "GET %s answered '%s' instead of '%s'" "${ENDPOINT_PATH[${endpoint}]}" "${body:0:80}" "${expected}"
          return 1
        fi
        ;;
    esac
  done
  apps::check_server "${variant}" /test/server "${container}"
}

# apps::check_server VARIANT PATH CONTAINER: whether what the variant answers on PATH (/test/server, or an
# outside app's probe) names CONTAINER and the plan's planted cost (none but for a positive control): prints
# it (JSON); otherwise why, and returns 1.
apps::check_server() {
  local variant="$1" path="$2" container="$3" server running
  server="$(curl -s --max-time 10 "$(apps::url "${variant}" "${path}")" 2> /dev/null || true)"
  running="$(jq -r '.container // empty' 2> /dev/null <<< "${server}" || true)"
  if [[ "${running}" != "${container}" ]]; then
    printf "%s names '%s', not %s" "${path}" "${running:-nothing}" "${container}"
    return 1
  fi
  # A positive control that did not plant its cost would read as the method missing it.
  if ! jq -e --argjson want "$(plan::of VARIANT_PLANTED "${variant}" 0)" '(.plantedPercent // 0) == $want' \
    > /dev/null 2>&1 <<< "${server}"; then
    printf "%s reports a planted cost of %s %%, not the plan's %s %%" "${path}" \
      "$(jq -r '.plantedPercent // "no"' 2> /dev/null <<< "${server}" || true)" "$(plan::of VARIANT_PLANTED "${variant}" 0)"
    return 1
  fi
  printf '%s' "${server}"
}

# Saves each endpoint's response headers, as HTTP/1.1 (wrk, siege) and as HTTP/1.0 with keep-alive
# (ab -k) clients see them.
apps::capture_headers() {
  local variant="$1" endpoint url file
  local -a endpoints
  plan::array ENDPOINTS endpoints
  for endpoint in "${endpoints[@]}"; do
    file="${RUN_DIR}/headers/${variant}-${endpoint}.txt"
    [[ -f "${file}" ]] && continue
    url="$(apps::url "${variant}" "${ENDPOINT_PATH[${endpoint}]}")"
    app_swap::curl_request "${endpoint}"
    {
      printf '# HTTP/1.1: curl -sS -D - -o /dev/null %s\n' "${url}"
      curl -sS -D - -o /dev/null --max-time 10 "${CURL_REQUEST[@]}" "${url}" | tr -d '\r'
      printf '# HTTP/1.0 keep-alive, as ab -k sends it: curl -sS --http1.0 -H "Connection: Keep-Alive" -D - -o /dev/null %s\n' "${url}"
      curl -sS --http1.0 -H 'Connection: Keep-Alive' -D - -o /dev/null --max-time 10 "${CURL_REQUEST[@]}" "${url}" \
        | tr -d '\r'
    } > "${file}" 2>&1 || true
  done
}

# apps::measure_cold_start VARIANT ATTEMPT: wall time from exec to the first 200 on /test/block and RSS at
# that moment, appended to startup/startup.csv; the app's log is startup/VARIANT-ATTEMPT.log.
apps::measure_cold_start() {
  local variant="$1" attempt="$2" started first_ms rss status="ok" failure
  started="$(common::now_ms)"
  apps::start "${variant}" "${RUN_DIR}/startup/${variant}-${attempt}.log" "$(plan::get SERVER_CPUS)"
  if apps::wait_ready "${variant}" failure; then
    first_ms=$(($(common::now_ms) - started))
    rss="$(apps::rss_kb "${SERVER_PID}")"
    app_swap::is_variant "${variant}" || apps::wait_startup_metrics || common::warn "${variant} logged no startup metrics"
    # An outside app's variant that does not answer every request as the app as built does is refused
    # here, before any load: a difference found at its first start is the user's to see, not a failed run.
    local refused
    if app_swap::is_variant "${variant}" && ! refused="$(apps::verify "${variant}")"; then
      apps::stop "${variant}"
      common::usage_error "--app: $(plan::of VARIANT_NAME "${variant}") cannot be measured: ${refused}"
    fi
    common::log "  ${variant} cold start ${attempt}/$(plan::get COLD_STARTS): first response after ${first_ms} ms, RSS $((rss / 1024)) MB"
  else
    status="failed"
    first_ms="" rss=""
    common::log "  ${variant} cold start ${attempt}/$(plan::get COLD_STARTS): FAILED, ${failure}"
    apps::show_log_tail
  fi
  printf '%s,%s,%s,%s,%s\n' "${variant}" "${attempt}" "${status}" "${first_ms}" "${rss}" \
    >> "${RUN_DIR}/startup/startup.csv"
  apps::stop "${variant}"
}
