#!/usr/bin/env bash
# Runs the harness's PostgreSQL for other programs (the apps' smoke tests) and for users: `start` makes a
# new server on 127.0.0.1 in a data directory of its own, loads a data set (TechEmpower's world and
# fortune tables by default), prints how to reach it and exits, leaving it running; `stop` stops it and
# removes its directory. The server itself is lib/database.sh's. Run with --help.
# Globals: SCRIPT_DIR, where the libraries are (a constant).
# Sourced files resolve from this directory:
# shellcheck source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR

# shellcheck source=lib/common.sh
source "${SCRIPT_DIR}/lib/common.sh"
# shellcheck source=lib/database.sh
source "${SCRIPT_DIR}/lib/database.sh"

database::usage() {
  cat <<'USAGE'
Usage: database.sh start --port N [--cpus LIST] [--data FILE.sql]
       database.sh stop DIR PID

start  makes a new PostgreSQL server listening on 127.0.0.1:N, in a new data directory under
       ${TMPDIR:-/tmp}, with a role and a database named bench (password bench,
       not checked: trust authentication on 127.0.0.1), loads FILE.sql into
       it as bench, prints one line and exits 0, leaving the server running:
         PID<TAB>DIR<TAB>jdbc:postgresql://127.0.0.1:N/bench
       (the postmaster's PID, the data directory, where the server's log is postgres.log)
stop   stops that server (a fast shutdown) and removes DIR

  --port N      the TCP port, 1-65535
  --cpus LIST   pin the server to these CPUs (a taskset list, such as 2,3 or 0-1; default: not pinned)
  --data FILE   the SQL to load (default: database/world-and-fortunes.sql, TechEmpower's world and
                fortune tables)
  -h, --help    this help

Exit codes: 0 done; 1 the server failed (one line on stderr says why; nothing is left behind);
2 bad input, or no PostgreSQL installed. Runs initdb and postgres as the postgres user when run as root.
USAGE
}

# database::start_command ARGS...: `start`: reads its options, starts the server and loads the data,
# stopping it again on any failure or signal until its line is printed.
database::start_command() {
  local port="" cpus="" data="${SCRIPT_DIR}/database/world-and-fortunes.sql"
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --port | --cpus | --data)
        [[ $# -ge 2 && -n "$2" ]] || common::usage_error "$1 needs a value (see --help)"
        case "$1" in
          --port) port="$2" ;;
          --cpus) cpus="$2" ;;
          --data) data="$2" ;;
        esac
        shift
        ;;
      *) common::usage_error "start: unknown option '$1' (see --help)" ;;
    esac
    shift
  done
  [[ -n "${port}" ]] || common::usage_error "start needs --port N (see --help)"
  if [[ ! "${port}" =~ ^[1-9][0-9]{0,4}$ ]] || ((port > 65535)); then
    common::usage_error "--port: '${port}' is not a TCP port (1-65535)"
  fi
  if [[ -n "${cpus}" ]]; then
    taskset -c "${cpus}" true 2> /dev/null \
      || common::usage_error "--cpus: CPU list '${cpus}' is not available here (this machine has $(nproc) CPUs)"
  fi
  [[ -f "${data}" && -r "${data}" ]] || common::usage_error "--data: no readable file ${data}"
  database::bin_dir > /dev/null || exit 2

  trap database::cleanup EXIT
  trap 'exit 130' INT TERM
  database::start "${port}" "${cpus}" > /dev/null || exit 1
  database::load "${port}" "${data}" || exit 1
  printf '%s\t%s\tjdbc:postgresql://127.0.0.1:%s/bench\n' "${DATABASE_PID}" "${DATABASE_DIR}" "${port}"
  # Handed over: the server is the caller's now, to stop with `database.sh stop`.
  database::adopt "" ""
  trap - EXIT INT TERM
}

# database::stop_command DIR PID: `stop`.
database::stop_command() {
  [[ $# -eq 2 ]] || common::usage_error "stop needs DIR and PID, as start printed them (see --help)"
  local dir="$1" pid="$2"
  [[ "${dir##*/}" == bench-database.* ]] \
    || common::usage_error "stop: ${dir} is not a data directory database.sh made (bench-database.*)"
  [[ "${pid}" =~ ^[0-9]+$ ]] || common::usage_error "stop: '${pid}' is not a PID"
  database::stop "${dir}" "${pid}" || exit 1
}

database::main() {
  case "${1:-}" in
    start)
      shift
      database::start_command "$@"
      ;;
    stop)
      shift
      database::stop_command "$@"
      ;;
    -h | --help) database::usage ;;
    "") common::usage_error "start or stop? (see --help)" ;;
    *) common::usage_error "unknown command '$1' (see --help)" ;;
  esac
}

database::main "$@"
