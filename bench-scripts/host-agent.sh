#!/usr/bin/env bash
# The harness's hands on another host: run-all.sh copies bench-scripts there (lib/hosts.sh) and calls this
# over SSH, one command a call, for what it does on this machine when everything is local: start a JVM
# pinned to CPUs and keep its exit code, read its CPU time, memory, threads and JIT time from /proc, pin
# it, stop it, sample it once a line while a window runs, and start and stop the run's PostgreSQL. Every
# process it starts is written down in its work directory, and `cleanup` stops them all and removes the
# directory. Results on stdout; why a command failed in one line on stderr.
#
# Globals, all constants: AGENT_DIR (this copy of bench-scripts) and WORK_DIR (the work directory it sits in),
# the files it keeps there (AGENT_PIDS, AGENT_DATABASES, AGENT_HEARTBEAT), and how long it waits
# (AGENT_START_TIMEOUT_S, AGENT_WATCH_EVERY_S, AGENT_PORT_FREE_TIMEOUT_S).
# shellcheck source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

AGENT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly AGENT_DIR
# The work directory this copy of bench-scripts sits in (WORK/bench-scripts/host-agent.sh).
WORK_DIR="$(dirname "${AGENT_DIR}")"
readonly WORK_DIR
readonly AGENT_PIDS="${WORK_DIR}/pids"
# The databases it started: data directory and postmaster, one a line.
readonly AGENT_DATABASES="${WORK_DIR}/databases"
readonly AGENT_START_TIMEOUT_S=10
# Every command but the watchdog's touches the heartbeat; a work directory without one for as long as the
# harness says (watch SECONDS) is an orphan (its harness died, or the network between them did), and the
# watchdog cleans it up.
readonly AGENT_HEARTBEAT="${WORK_DIR}/heartbeat" AGENT_WATCH_EVERY_S=10
readonly AGENT_PORT_FREE_TIMEOUT_S=10

# shellcheck source=lib/common.sh
source "${AGENT_DIR}/lib/common.sh"
# shellcheck source=lib/sampling.sh
source "${AGENT_DIR}/lib/sampling.sh"
# shellcheck source=lib/pinning.sh
source "${AGENT_DIR}/lib/pinning.sh"
# shellcheck source=lib/database.sh
source "${AGENT_DIR}/lib/database.sh"

# host_agent::start LOG CPUS COMMAND...: COMMAND pinned to CPUS, in a session of its own, its output in LOG and
# its exit code in LOG.exit once it ends; prints its PID once it runs.
host_agent::start() {
  local log="$1" cpus="$2" i pid=""
  shift 2
  mkdir -p "$(dirname "${log}")"
  rm -f "${log}.pid" "${log}.exit"
  # The wrapper waits for the JVM, so that its exit code is kept; taskset execs the JVM, whose PID it is.
  # shellcheck disable=SC2016 # expanded by the wrapper
  setsid bash -c 'taskset -c "$1" "${@:3}" > "$2" 2>&1 < /dev/null & printf "%s\n" "$!" > "$2.pid"
    wait "$!" && code=0 || code=$?; printf "%s\n" "${code}" > "$2.exit"' host-agent "${cpus}" "${log}" "$@" \
    < /dev/null > /dev/null 2>&1 &
  for ((i = 0; i < AGENT_START_TIMEOUT_S * 10; i++)); do
    [[ -s "${log}.pid" ]] && read -r pid < "${log}.pid"
    [[ -n "${pid}" ]] && break
    common::pause 0.1
  done
  [[ -n "${pid}" ]] || { printf 'host-agent: %s did not start within %s s\n' "$3" "${AGENT_START_TIMEOUT_S}" >&2; return 1; }
  printf '%s\n' "${pid}" >> "${AGENT_PIDS}"
  printf '%s\n' "${pid}"
}

# host_agent::alive PID: whether it runs (and is not a zombie).
host_agent::alive() {
  local stat
  read -r stat 2> /dev/null < "/proc/$1/stat" || return 1
  stat="${stat##*) }"
  [[ "${stat:0:1}" != "Z" ]]
}

# host_agent::sample PID INTERFACE: a row for each line read on stdin until it closes, in the order of the
# sampler's columns: the JVM's CPU ticks, VmRSS (kB), its threads, the host's steal ticks and the bytes
# INTERFACE has received; the caller times the rows and takes the differences.
host_agent::sample() {
  local pid="$1" interface="$2" ticks rss threads steal bytes line
  while read -r line; do
    touch "${AGENT_HEARTBEAT}"
    sampling::cpu_ticks "${pid}" ticks || ticks=""
    sampling::memory_and_threads "${pid}" rss threads
    sampling::steal_ticks steal
    sampling::interface_bytes "${interface}" bytes
    printf '%s %s %s %s %s\n' "${ticks:--}" "${rss:--}" "${threads:--}" "${steal}" "${bytes}"
  done
}

# host_agent::sample_ticks: for each line read on stdin, a list of PIDs, a line "PID TICKS ..." of those that
# still run, until stdin closes (the database's processes, sampled by lib/sampling.sh).
host_agent::sample_ticks() {
  local -a pids
  local pid ticks line
  while read -r -a pids; do
    line=""
    for pid in "${pids[@]}"; do
      sampling::cpu_ticks "${pid}" ticks && line+="${pid} ${ticks} "
    done
    printf '%s\n' "${line% }"
  done
}

# host_agent::ticks PID...: the CPU ticks of those that still run, together.
host_agent::ticks() {
  local pid ticks total=0
  for pid in "$@"; do
    sampling::cpu_ticks "${pid}" ticks && total=$((total + ticks))
  done
  printf '%s\n' "${total}"
}

# host_agent::port_free PORT: waits until nothing listens on PORT any more; 1 if something still does.
host_agent::port_free() {
  local i
  for ((i = 0; i < AGENT_PORT_FREE_TIMEOUT_S * 10; i++)); do
    [[ -z "$(ss -ltnH "sport = :$1" 2> /dev/null)" ]] && return 0
    common::pause 0.1
  done
  return 1
}

# host_agent::cleanup: every database this agent started stopped and its data directory removed, every other
# process it started that still runs stopped (SIGTERM, then SIGKILL), and the work directory removed.
host_agent::cleanup() {
  local pid dir
  [[ "${WORK_DIR##*/}" == bench-host.* ]] || { printf 'host-agent: %s is not a work directory\n' "${WORK_DIR}" >&2; return 1; }
  if [[ -f "${AGENT_DATABASES}" ]]; then
    while IFS=$'\t' read -r dir pid; do
      [[ ! -d "${dir}" ]] || database::stop "${dir}" "${pid}" || true
    done < "${AGENT_DATABASES}"
  fi
  if [[ -f "${AGENT_PIDS}" ]]; then
    while read -r pid; do
      [[ "${pid}" != "$$" ]] || continue
      host_agent::alive "${pid}" || continue
      common::terminate "${pid}" 10
    done < "${AGENT_PIDS}"
  fi
  rm -rf "${WORK_DIR}"
}

# host_agent::watch SECONDS: starts the watchdog (host_agent::watchdog) in a session of its own; prints its PID.
host_agent::watch() {
  setsid bash "${AGENT_DIR}/host-agent.sh" watchdog "$1" < /dev/null > /dev/null 2>&1 &
  printf '%s\n' "$!" >> "${AGENT_PIDS}"
  printf '%s\n' "$!"
}

# host_agent::watchdog SECONDS: cleans the work directory up once the harness has not called for SECONDS, so
# that a harness that died, or a network that failed, leaves nothing running here for long; ends with the
# directory.
host_agent::watchdog() {
  local orphan_after_s="$1" beat
  while [[ -d "${WORK_DIR}" ]]; do
    sleep "${AGENT_WATCH_EVERY_S}"
    beat="$(stat -c %Y "${AGENT_HEARTBEAT}" 2> /dev/null)" || continue
    if (( $(date +%s) - beat > orphan_after_s )); then
      host_agent::cleanup
      return 0
    fi
  done
}

# host_agent::database_start PORT CPUS LISTEN CLIENT LOG: the run's PostgreSQL on LISTEN:PORT, loaded with
# TechEmpower's tables, which CLIENT (the server host's address) may reach with the apps' password; prints
# "PID<TAB>DIR<TAB>DESCRIBE-ROW".
host_agent::database_start() {
  local port="$1" cpus="$2" listen="$3" client="$4" log="$5" row
  mkdir -p "$(dirname "${log}")"
  database::start "${port}" "${cpus}" "${log}" "${listen}" "${client}" > /dev/null || return 1
  printf '%s\t%s\n' "${DATABASE_DIR}" "${DATABASE_PID}" >> "${AGENT_DATABASES}"
  if ! database::load "${port}" "${AGENT_DIR}/database/world-and-fortunes.sql" \
    || ! row="$(database::describe_row "${port}")"; then
    database::stop "${DATABASE_DIR}" "${DATABASE_PID}" "${log}" || true
    return 1
  fi
  printf '%s\t%s\t%s\n' "${DATABASE_PID}" "${DATABASE_DIR}" "${row}"
}

host_agent::main() {
  local command="${1:-}"
  shift || true
  [[ "${command}" == watchdog || ! -d "${WORK_DIR}" ]] || touch "${AGENT_HEARTBEAT}"
  case "${command}" in
    watch) host_agent::watch "$1" ;;
    watchdog) host_agent::watchdog "$1" ;;
    start) host_agent::start "$@" ;;
    alive) host_agent::alive "$1" ;;
    exit-code) cat "$1.exit" 2> /dev/null || true ;;
    terminate) common::terminate "$1" "$2" ;;
    pin) pinning::pin "$1" "$2" ;;
    cpus-ok) taskset -c "$1" true 2> /dev/null ;;
    ticks) host_agent::ticks "$@" ;;
    rss)
      local rss threads
      sampling::memory_and_threads "$1" rss threads
      printf '%s\n' "${rss}"
      ;;
    jit) sampling::jit_cpu_ms "$1" ;;
    port-free) host_agent::port_free "$1" ;;
    port-taken) ss -ltnpH "sport = :$1" 2> /dev/null ;;
    has-line) grep -q -F -- "$2" "$1" 2> /dev/null ;;
    cat) cat -- "$1" ;;
    thread-dump) timeout -k 5 20 "$1" "$2" Thread.print 2>&1 || true ;;
    sample) host_agent::sample "$@" ;;
    sample-ticks) host_agent::sample_ticks ;;
    database-start) host_agent::database_start "$@" ;;
    database-alive) database::alive "$1" ;;
    database-processes) database::processes "$1" | tr '\n' ' ' ;;
    database-failure) database::failure_of "$1/postgres.log" ;;
    database-stop) database::stop "$@" ;;
    cleanup) host_agent::cleanup ;;
    *)
      printf 'host-agent: unknown command %s\n' "${command:-(none)}" >&2
      return 2
      ;;
  esac
}

host_agent::main "$@"
