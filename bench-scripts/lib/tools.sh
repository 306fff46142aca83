#!/usr/bin/env bash
# The load tools (ab, siege, wrk; hyperfoil and jmeter: bench-latency's and bench-jmeter's jars, built with
# the apps): makes them
# available (lib/provision.sh), records their versions, and builds each measured command line. Sourced,
# not executed.
#
# Globals: the tools' constants (LOAD_GRACE_S, FIXED_RATE_GRACE_S, JMETER_GRACE_S, JMETER_JVM_OPTIONS,
# JMETER_ENGINE_PORT, JMETER_CLIENT_PORT, JMETER_ENGINE_READY_S, JMETER_ENGINE_SPARE_S, AB_MAX_REQUESTS,
# FIXED_RATE_JVM); siege's files (SIEGE_RC, SIEGE_HOME: tools::prepare_siege) and its window's count
# (SIEGE_REQUESTS); the last command line built and what goes with it, read by the window (LOAD_COMMAND,
# LOAD_GRACE, LOAD_LEAD_IN, LOAD_FAILURE); the JMeter engines of a window on load hosts (JMETER_ENGINES,
# JMETER_ENGINES_STARTED, JMETER_ENGINES_UNFINISHED):
# shellcheck disable=SC2034

# Extra seconds a load tool gets past its own duration before `timeout` stops it (LOAD_GRACE, set with
# each command line): hyperfoil's also covers its JVM's start, its 6 s calibration and its 5 s request
# timeout. siege's window is a count sized to last the duration (bench-report's SiegeWindow): it gets
# the duration once more, for a count the lead-in sized long.
readonly LOAD_GRACE_S=10 FIXED_RATE_GRACE_S=20
# jmeter's window lasts its protocol (the ramp-up and the last threads' requests), not the run's duration:
# its timeout is the duration, the ramp-up and this, for its JVM's start and JMeter's set-up (2.5 s here).
readonly JMETER_GRACE_S=30
# The JMeter driver's JVM: JMeter's own default heap (bin/jmeter's HEAP).
readonly -a JMETER_JVM_OPTIONS=(-Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m)
# JMeter's remote engines on the load hosts: the RMI registry's port (JMeter's own default) and the engine's,
# one more; this machine takes the samples back on ports from JMETER_CLIENT_PORT, one per engine. A firewall
# between the hosts must let these through (docs/hosts.md).
readonly JMETER_ENGINE_PORT=1099 JMETER_CLIENT_PORT=60000
# How long an engine waits to be ready, and lives at most past its window's bound.
readonly JMETER_ENGINE_READY_S=30 JMETER_ENGINE_SPARE_S=30
LOAD_GRACE="${LOAD_GRACE_S}" LOAD_LEAD_IN=""
SIEGE_RC="" SIEGE_HOME=""
# ab -t alone stops at 50,000 requests: a large -n makes the duration the only limit.
readonly AB_MAX_REQUESTS=50000000
# The fixed-rate driver's JVM: a heap for a session for every request that may be in flight (rate x its
# 5 s timeout), about 10 KB each, so that 100,000 sessions (20,000 req/s) fit with room; and ZGC, because
# G1 (and Serial) paused it for 120-320 ms on the one load CPU (its GC log, 2026-11-24), which Hyperfoil's
# jitter watchdog reported and every block window at 5,786 req/s showed as requests waiting for a
# connection and latencies of 100-250 ms; with ZGC the same windows had no pause and no wait.
readonly -a FIXED_RATE_JVM=(-XX:+UseZGC -Xmx3g)

# Makes every command this run needs available: lib/provision.sh installs what is missing, or exits 2
# naming the command to run. Which commands the load tools need, and which of them the run can go
# without (a wrk nobody asked for), is the plan's (PROVISION_REQUIRED, PROVISION_OPTIONAL); those that
# cannot be had are left in MISSING_OPTIONAL, for the planner to plan without their tools.
tools::provision() {
  local -a flags=()
  "${NO_INSTALL}" && flags+=(--no-install)
  "${DRY_RUN}" && flags+=(--dry-run)
  provision::tools "${flags[@]}" curl jq taskset timeout ss "${PROVISION_REQUIRED[@]}" -- "${PROVISION_OPTIONAL[@]}"
}

# One JSON object with the first line each installed tool prints about its version.
tools::versions_json() {
  local ab_version="" siege_version="" wrk_version="" home
  command -v ab > /dev/null && ab_version="$(ab -V | head -n 1)"
  if command -v siege > /dev/null; then
    home="$(mktemp -d)"
    siege_version="$(HOME="${home}" siege -V 2>&1 | grep -m 1 'SIEGE' || true)"
    rm -rf "${home}"
  fi
  command -v wrk > /dev/null && wrk_version="$(wrk -v 2>&1 | head -n 1 || true)"
  local hyperfoil_version="" jmeter_version=""
  if plan::has TOOLS hyperfoil; then
    hyperfoil_version="$(java -jar "${LATENCY_JAR}" --version 2>&1 | paste -sd ' ' -)"
  fi
  if plan::has TOOLS jmeter; then
    jmeter_version="$(java -jar "${JMETER_JAR}" --version 2>&1 | paste -sd ' ' -)"
  fi
  jq -n --arg ab "${ab_version}" --arg siege "${siege_version}" --arg wrk "${wrk_version}" \
    --arg hyperfoil "${hyperfoil_version}" --arg jmeter "${jmeter_version}" \
    '{ab: $ab, siege: $siege, wrk: $wrk, hyperfoil: $hyperfoil, jmeter: $jmeter} | with_entries(select(.value != ""))'
}

# Writes siege's configuration for this run: the committed one with `limit` set as the plan says
# (SIEGE_LIMIT: raised to the highest concurrency). siege also gets a private HOME holding the same
# file, so that it writes nothing into the user's home and prints no "New configuration template" notice.
tools::prepare_siege() {
  SIEGE_RC="${RUN_DIR}/siege.conf"
  sed "s/^limit = .*/limit = $(plan::get SIEGE_LIMIT)/" "${SCRIPT_DIR}/siege.conf" > "${SIEGE_RC}"
  SIEGE_HOME="$(mktemp -d)"
  mkdir -p "${SIEGE_HOME}/.siege"
  cp "${SIEGE_RC}" "${SIEGE_HOME}/.siege/siege.conf"
}

# tools::remove_siege_home: siege's private HOME removed, if it was made.
tools::remove_siege_home() {
  [[ -n "${SIEGE_HOME}" ]] || return 0
  rm -rf "${SIEGE_HOME}"
  SIEGE_HOME=""
}

# tools::siege_command URL USERS REQUESTS: siege's command line, each of USERS sending REQUESTS, into
# LOAD_COMMAND.
tools::siege_command() {
  LOAD_COMMAND=(env "HOME=${SIEGE_HOME}" siege -R "${SIEGE_RC}" -b -c "$2" -r "$3" "$1")
}

# tools::size_siege URL USERS SECONDS LEAD_IN: the count of requests each user sends in a siege window
# meant to last SECONDS, into SIEGE_REQUESTS, and the lead-ins' counts into LOAD_LEAD_IN. siege never
# runs for a time here (-t): ending a timed run, siege 4.0.7 cancels its users' threads mid-request and
# can hang for good (bench-report's SiegeWindow). Lead-ins of the same cell, each bounded by timeout, its
# output in LEAD_IN, read the rate the count is sized from; bench-report says how long each lead-in is
# and when the window is sized. 1 when no lead-in can be read, with why in LOAD_FAILURE.
tools::size_siege() {
  local url="$1" users="$2" seconds="$3" lead_in="$4" answer step requests lead_ins=0 status
  local -a question=(pace siege-requests --concurrency "${users}" --seconds "${seconds}") last=() counts=()
  while :; do
    status=0
    answer="$(report::call "${question[@]}" "${last[@]}")" || status=$?
    if (( status != 0 )); then
      LOAD_FAILURE="${answer}"
      return 1
    fi
    read -r step requests <<< "${answer}"
    case "${step}" in
      window) break ;;
      lead-in)
        lead_ins=$((lead_ins + 1))
        counts+=("-r ${requests}")
        tools::siege_command "${url}" "${users}" "${requests}"
        timeout -k 5 "$((seconds + LOAD_GRACE_S))" "${LOAD_COMMAND[@]}" > "${lead_in}" 2>&1 || true
        last=(--lead-in "${lead_in}" --lead-in-requests "${requests}" --lead-ins "${lead_ins}")
        ;;
      *)
        LOAD_FAILURE="bench-report pace siege-requests answered '${answer}'"
        return 1
        ;;
    esac
  done
  SIEGE_REQUESTS="${requests}"
  LOAD_LEAD_IN="$(common::join_words "${counts[@]}"), the last one's output in ${lead_in##*/}"
}

# tools::load_command TOOL URL LEVEL SECONDS [RAW_BASE ENDPOINT]: the measured command line into
# LOAD_COMMAND, and its grace past SECONDS into LOAD_GRACE. LEVEL is the concurrency (jmeter's threads), or
# hyperfoil's rate in req/s; hyperfoil also writes every measured second's histogram to RAW_BASE.hlog, and
# jmeter its raw results to RAW_BASE.jtl, with the plan's protocol for ENDPOINT. siege's count is sized
# here, by lead-ins that run now (the last one's output in RAW_BASE.lead-in.txt, or a scratch file
# without RAW_BASE; their counts in LOAD_LEAD_IN, empty for the other tools); 1 when it cannot be, with
# why in LOAD_FAILURE.
tools::load_command() {
  local tool="$1" url="$2" concurrency="$3" seconds="$4"
  LOAD_GRACE="${LOAD_GRACE_S}" LOAD_LEAD_IN=""
  case "${tool}" in
    ab)
      # -k keep-alive (HTTP/1.0 "Connection: Keep-Alive"), -r go on after socket errors, -q no
      # progress lines.
      LOAD_COMMAND=(ab -k -r -q -c "${concurrency}" -t "${seconds}" -n "${AB_MAX_REQUESTS}" "${url}")
      ;;
    siege)
      local lead_in="${5:+$5.lead-in.txt}" sized=0
      [[ -n "${lead_in}" ]] || lead_in="$(mktemp)"
      tools::size_siege "${url}" "${concurrency}" "${seconds}" "${lead_in}" || sized=$?
      [[ -n "${5:-}" ]] || rm -f "${lead_in}"
      [[ "${sized}" == 0 ]] || return 1
      LOAD_GRACE="$((LOAD_GRACE_S + seconds))"
      tools::siege_command "${url}" "${concurrency}" "${SIEGE_REQUESTS}"
      ;;
    wrk)
      local threads
      threads="$(plan::of WRK_THREADS "${concurrency}")"
      [[ -n "${threads}" ]] || common::die "the plan gives wrk no thread count for c=${concurrency}"
      LOAD_COMMAND=(wrk --latency -t "${threads}" -c "${concurrency}" -d "${seconds}s" --timeout 10s)
      # An outside app's request with a method, headers or a body: the script the plan wrote sends it.
      local script
      script="$(app_swap::script "${6:-}")"
      [[ -z "${script}" ]] || LOAD_COMMAND+=(-s "${script}")
      LOAD_COMMAND+=("${url}")
      ;;
    hyperfoil)
      LOAD_GRACE="${FIXED_RATE_GRACE_S}"
      LOAD_COMMAND=(java "${FIXED_RATE_JVM[@]}" -jar "${LATENCY_JAR}" --url "${url}" --rate "${concurrency}"
        --seconds "${seconds}" --connections "$(plan::get FIXED_RATE_CONNECTIONS)" --histogram-log "${5:?a raw base}.hlog")
      ;;
    jmeter)
      local endpoint="${6:?an endpoint}"
      local -a counter=()
      [[ -z "$(plan::of JMETER_COUNTER "${endpoint}" "")" ]] || counter=(--counter-parameter "$(plan::of JMETER_COUNTER "${endpoint}")")
      local loops
      loops="$(plan::of JMETER_LOOPS "${endpoint}")"
      [[ -n "${loops}" ]] || common::die "the plan gives jmeter no loops on ${endpoint}"
      LOAD_GRACE="$(($(plan::get JMETER_RAMP_S) + JMETER_GRACE_S))"
      LOAD_COMMAND=(java "${JMETER_JVM_OPTIONS[@]}" -jar "${JMETER_JAR}" --url "${url}" --threads "${concurrency}"
        --ramp-seconds "$(plan::get JMETER_RAMP_S)" --loops "${loops}"
        "${counter[@]}" --jtl "${5:?a raw base}.jtl")
      if [[ $(plan::count LOAD_HOSTS) -gt 0 ]]; then
        tools::start_jmeter_engines "$((seconds + LOAD_GRACE + JMETER_ENGINE_SPARE_S))" || return 1
        LOAD_COMMAND+=(--engines "${JMETER_ENGINES}" --client-address "$(plan::get CLIENT_ADDRESS)"
          --client-port "${JMETER_CLIENT_PORT}")
      fi
      ;;
  esac
}

# tools::start_jmeter_engines SECONDS: a JMeter remote engine on each load host (bench-jmeter's RemoteEngine,
# pinned to the load CPUs there, living SECONDS at most), once each says it is ready: JMETER_ENGINES holds them
# as HOST:PORT,... for bench-jmeter --engines, and JMETER_ENGINES_STARTED each as HOST:PID. 1 when one does
# not start, with why in LOAD_FAILURE (the others are stopped).
JMETER_ENGINES="" JMETER_ENGINES_STARTED=()
tools::start_jmeter_engines() {
  local seconds="$1" index host address log pid i ready
  local -a engines=() started=()
  JMETER_ENGINES="" JMETER_ENGINES_STARTED=()
  for ((index = 0; index < $(plan::count LOAD_HOSTS); index++)); do
    host="$(plan::item LOAD_HOSTS "${index}")" address="$(plan::item LOAD_ADDRESSES "${index}")"
    log="${HOST_WORK[${host}]}/run/jmeter-engine.log"
    if ! pid="$(hosts::agent "${host}" start "${log}" "$(plan::get LOAD_CPUS)" java "${JMETER_JVM_OPTIONS[@]}" \
      -cp "${HOST_WORK[${host}]}/bench-jmeter/target/bench-jmeter.jar" io.github.bootbench.jmeter.RemoteEngine \
      --hostname "${address}" --port "${JMETER_ENGINE_PORT}" --max-seconds "${seconds}" 2>&1)"; then
      LOAD_FAILURE="the JMeter engine on ${host} did not start: ${pid}"
      tools::stop_jmeter_engines "${started[@]}"
      return 1
    fi
    started+=("${host}:${pid}")
    ready=false
    for ((i = 0; i < JMETER_ENGINE_READY_S * 5; i++)); do
      if hosts::agent "${host}" has-line "${log}" "bench-jmeter engine: ready on"; then
        ready=true
        break
      fi
      hosts::agent "${host}" alive "${pid}" || break
      common::pause 0.2
    done
    if ! "${ready}"; then
      LOAD_FAILURE="the JMeter engine on ${host} was not ready within ${JMETER_ENGINE_READY_S} s: $(hosts::agent "${host}" \
        cat "${log}" 2> /dev/null | tail -n 1)"
      tools::stop_jmeter_engines "${started[@]}"
      return 1
    fi
    engines+=("${address}:${JMETER_ENGINE_PORT}")
  done
  JMETER_ENGINES="$(common::join_by , "${engines[@]}")"
  JMETER_ENGINES_STARTED=("${started[@]}")
}

# tools::collect_jmeter_engines BASE: after a window through remote engines, each engine's log beside the raw
# output (BASE.engine-HOST.log), the engines whose log does not say they finished their part in
# JMETER_ENGINES_UNFINISHED (for a failed window's reason), and any engine still running stopped.
JMETER_ENGINES_UNFINISHED=()
tools::collect_jmeter_engines() {
  local entry host
  JMETER_ENGINES_UNFINISHED=()
  for entry in "${JMETER_ENGINES_STARTED[@]}"; do
    host="${entry%%:*}"
    hosts::agent "${host}" cat "${HOST_WORK[${host}]}/run/jmeter-engine.log" > "$1.engine-${host}.log" 2>&1 || true
    grep -q 'Finished the test on host' "$1.engine-${host}.log" || JMETER_ENGINES_UNFINISHED+=("${host}")
  done
  tools::stop_jmeter_engines "${JMETER_ENGINES_STARTED[@]}"
  JMETER_ENGINES_STARTED=()
}

# tools::stop_jmeter_engines HOST:PID...: stops engines that are still running.
tools::stop_jmeter_engines() {
  local entry
  for entry in "$@"; do
    hosts::agent "${entry%%:*}" terminate "${entry#*:}" 5 > /dev/null 2>&1 || true
  done
}

# Human description of how each tool is driven, for run.json and the report.
tools::flags_json() {
  jq -n '{
    ab: "ab -k -r -q -c N -t D -n 50000000: HTTP/1.0 with Connection: Keep-Alive",
    siege: "siege -R siege.conf -b -c N -r R: HTTP/1.1 keep-alive, no think time (see siege.conf); each of the N users sends R requests, R sized for the window to last D s from a lead-in of the same cell just before (siege -r, never -t, whose end can hang siege 4.0.x: JoeDog/siege#66)",
    wrk: "wrk --latency -t T -c N -d Ds --timeout 10s: HTTP/1.1 keep-alive, T = load CPUs, at most N",
    hyperfoil: "java -XX:+UseZGC -Xmx3g -jar bench-latency.jar --url U --rate R --seconds D --connections C --histogram-log H: Hyperfoil, R requests a second on a clock after 6 s of calibration at R, HTTP/1.1 keep-alive over C shared connections, each request timed from when it was due, 5 s timeout",
    jmeter: "java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m -jar bench-jmeter.jar --url U --threads N --ramp-seconds R --loops L [--counter-parameter P] --jtl J: Apache JMeter 5.6.3 (jmeter-java-dsl), a thread group of N threads started over R s, each sending L requests back to back (HTTP/1.1 keep-alive, HttpClient 4) and ending; its raw results in J"
  }'
}

# tools::run TOOL URL CONCURRENCY SECONDS OUTPUT [ENDPOINT]: one bounded load run, in the foreground (an
# outside app's ENDPOINT with its request's script). A siege count
# that cannot be sized runs nothing: OUTPUT is left empty, a run without a figure.
tools::run() {
  if ! tools::load_command "$1" "$2" "$3" "$4" "" "${6:-}"; then
    : > "$5"
    return 0
  fi
  timeout -k 5 "$(($4 + LOAD_GRACE))" "${LOAD_COMMAND[@]}" > "$5" 2>&1 &
  wait "$!" || true
}
