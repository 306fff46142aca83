#!/usr/bin/env bash
# The harness's PostgreSQL: a throwaway server in a fresh data directory, listening on 127.0.0.1 only,
# started, described and stopped by PID, for the apps' database endpoints and their smoke tests
# (TechEmpower's world and fortune tables, database/world-and-fortunes.sql). database.sh runs it for
# other programs; lib/provision.sh finds the server with database::bin_dir. Needs common.sh. Sourced,
# not executed.
#
# Globals: DATABASE_READY_TIMEOUT_S, DATABASE_STOP_TIMEOUT_S and DATABASE_LEFTOVER_TIMEOUT_S, constants;
# DATABASE_AS_OWNER, how initdb and postgres are run (as postgres when this is root); DATABASE_DIR and
# DATABASE_PID, the server this shell started or adopted (database::adopt) and must stop, read by its callers:
# shellcheck disable=SC2034

# Seconds a new server gets to accept connections, and a stopping one to finish its fast shutdown.
readonly DATABASE_READY_TIMEOUT_S=30 DATABASE_STOP_TIMEOUT_S=20
# Seconds what outlives a postmaster (its children, the launcher) gets before it is killed.
readonly DATABASE_LEFTOVER_TIMEOUT_S=5

# initdb and postgres refuse to run as root: as root they run as the postgres user, whom the server's
# packages create; otherwise as ourselves.
DATABASE_AS_OWNER=()
if [[ "${EUID}" == "0" ]]; then
  DATABASE_AS_OWNER=(runuser -u postgres --)
fi

# The server database::start started in this shell, until it is stopped or handed over (emptied).
DATABASE_DIR=""
DATABASE_PID=""

# database::adopt PID DIR: the server of data directory DIR whose postmaster is PID, one a database host's
# agent started, is this shell's to stop (empty: none is, it was stopped).
database::adopt() {
  DATABASE_PID="$1" DATABASE_DIR="$2"
}

# database::fail MESSAGE: the one line of a failure on stderr; returns 1.
database::fail() {
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  return 1
}

# The directory of the PostgreSQL server's binaries: the newest /usr/lib/postgresql/VERSION/bin holding a
# postgres (Debian's layout, not on PATH), else the directory of the initdb on PATH (dnf's).
database::bin_dir() {
  local server initdb
  server="$(compgen -G '/usr/lib/postgresql/*/bin/postgres' | sort -V | tail -n 1)" || true
  if [[ -n "${server}" ]]; then
    printf '%s\n' "${server%/postgres}"
  elif initdb="$(command -v initdb)" && [[ -x "${initdb%/*}/postgres" ]]; then
    printf '%s\n' "${initdb%/*}"
  else
    database::fail "no PostgreSQL server here: no /usr/lib/postgresql/*/bin/postgres, and no initdb on PATH" \
      "beside a postgres (apt-get install postgresql, or dnf install postgresql-server)"
  fi
}

# database::as_owner COMMAND...: runs COMMAND as the server's user (see DATABASE_AS_OWNER).
database::as_owner() {
  "${DATABASE_AS_OWNER[@]}" "$@"
}

# database::alive PID: whether PID runs (a zombie, dead but not yet reaped, does not).
database::alive() {
  local stat
  [[ "$1" =~ ^[0-9]+$ ]] || return 1
  { read -r stat < "/proc/$1/stat"; } 2> /dev/null || return 1
  stat="${stat##*) }"
  [[ "${stat:0:1}" != "Z" ]]
}

# database::processes DIR: the PIDs of the server of data directory DIR, one a line: every postgres
# process works in its data directory, and the launcher's command line holds "-D DIR". Read from /proc
# without forking, as it is polled.
database::processes() {
  local dir="$1" proc joined IFS=$'\n'
  local -a args
  for proc in /proc/[0-9]*; do
    [[ "${proc#/proc/}" != "$$" && "${proc#/proc/}" != "${BASHPID}" ]] || continue
    if [[ "${proc}/cwd" -ef "${dir}" ]]; then
      printf '%s\n' "${proc#/proc/}"
      continue
    fi
    { mapfile -d '' -t args < "${proc}/cmdline"; } 2> /dev/null || continue
    joined=$'\n'"${args[*]}"$'\n'
    [[ "${joined}" != *$'\n-D\n'"${dir}"$'\n'* ]] || printf '%s\n' "${proc#/proc/}"
  done
}

# database::failure_of LOG: the line of a server's (or initdb's, or psql's) log that says why it failed,
# without its prefix: a port it could not bind (the FATAL that follows does not name it), else the first
# FATAL, PANIC or ERROR, else the last line. LOG "-" is stdin.
database::failure_of() {
  local text line
  text="$(cat -- "$1" 2> /dev/null)" || true
  line="$(grep -m 1 -E 'could not bind|(FATAL|PANIC|ERROR|error): ' <<< "${text}")" \
    || line="$(grep -v '^[[:space:]]*$' <<< "${text}" | tail -n 1)" || true
  if [[ "${line}" =~ (LOG|FATAL|PANIC|ERROR|error):\ +(.*)$ ]]; then
    line="${BASH_REMATCH[2]}"
  fi
  printf '%s\n' "${line:-its log says nothing}"
}

# Closes every descriptor but stdin, stdout and stderr, in the (sub)shell that is about to become the
# server: one it inherited (a caller's pipe, bats' fd 3) would keep whoever reads the other end waiting
# for as long as the server runs.
database::close_inherited_fds() {
  local fd
  for fd in /proc/"${BASHPID}"/fd/*; do
    fd="${fd##*/}"
    case "${fd}" in
      0 | 1 | 2) ;;
      *) { exec {fd}>&-; } 2> /dev/null || true ;;
    esac
  done
}

# database::start PORT CPUS [KEEP_LOG_TO [LISTEN [CLIENT]]]: starts a new server on LISTEN:PORT (default
# 127.0.0.1), pinned to CPUS (a taskset list; empty: not pinned), with a role and a database named bench
# (password bench, which trust authentication on 127.0.0.1 does not check, and which CLIENT, an address
# allowed to connect over the network, must give; the role owns the database), and prints
# "PID<TAB>DIR": the postmaster and its data directory, a new
# ${TMPDIR:-/tmp}/bench-database.XXXXXX whose postgres.log is the server's log. Sets DATABASE_PID and
# DATABASE_DIR (for a trap: database::cleanup). The server runs in a session of its own, so that it
# outlives its caller. On a failure it stops what it started, removes the directory (its log copied to
# KEEP_LOG_TO first, when given), says why in one line on stderr and returns 1.
database::start() {
  local port="$1" cpus="${2:-}" keep="${3:-}" listen="${4:-127.0.0.1}" client="${5:-}" bin dir output launcher i
  DATABASE_DIR="" DATABASE_PID=""
  bin="$(database::bin_dir)" || return 1
  dir="$(mktemp -d "${TMPDIR:-/tmp}/bench-database.XXXXXX" 2> /dev/null)" \
    || database::fail "could not make a data directory under ${TMPDIR:-/tmp}" || return 1
  # Absolute and without links: the server's processes are found by it (database::processes).
  dir="$(cd "${dir}" && pwd -P)"
  DATABASE_DIR="${dir}"
  if [[ ${#DATABASE_AS_OWNER[@]} -gt 0 ]]; then
    chown postgres: "${dir}" 2> /dev/null \
      || database::abandon "${keep}" "could not give ${dir} to the postgres user (is there one?)" || return 1
    database::as_owner test -w "${dir}" \
      || database::abandon "${keep}" "the postgres user cannot reach ${dir}: every directory above it must be" \
        "searchable by it (chmod 755 the one TMPDIR names)" || return 1
  fi
  # --no-sync: the directory is thrown away with the server, nothing of it needs to survive a crash.
  output="$(cd / && database::as_owner "${bin}/initdb" -D "${dir}" --auth=trust --username=postgres \
    --encoding=UTF8 --locale=C --no-sync 2>&1)" \
    || database::abandon "${keep}" "initdb failed: $(database::failure_of - <<< "${output}")" || return 1
  # 127.0.0.1 always: psql loads and describes it there (database::psql).
  local listen_addresses="127.0.0.1"
  [[ "${listen}" == 127.0.0.1 ]] || listen_addresses+=",${listen}"
  # Appended, so that they override initdb's defaults. fsync and synchronous_commit keep their defaults
  # (on), as a production server has them.
  cat >> "${dir}/postgresql.conf" <<SETTINGS

# The harness's settings (bench-scripts/lib/database.sh).
listen_addresses = '${listen_addresses}'
port = ${port}
unix_socket_directories = '${dir}'
max_connections = 200
shared_buffers = 128MB
SETTINGS
  # A server host's apps connect over the network, as role bench with its password.
  [[ -z "${client}" ]] || printf 'host bench bench %s/32 scram-sha-256\n' "${client}" >> "${dir}/pg_hba.conf"
  local -a pin=()
  [[ -z "${cpus}" ]] || pin=(taskset -c "${cpus}")
  # setsid: a session of its own, so that neither the caller's end nor a ^C or hang-up meant for the
  # caller's process group reaches the server. --wait: where setsid has to fork (a shell with job
  # control), the launcher still lives as long as the server.
  (
    database::close_inherited_fds
    cd /
    exec setsid --wait "${pin[@]}" "${DATABASE_AS_OWNER[@]}" "${bin}/postgres" -D "${dir}"
  ) < /dev/null > "${dir}/postgres.log" 2>&1 &
  launcher=$!
  # Ready once its socket in the data directory answers: this server's and no other's, and made only
  # after the TCP port was bound.
  local ready=false
  for ((i = 0; i < DATABASE_READY_TIMEOUT_S * 10; i++)); do
    database::alive "${launcher}" || break
    if pg_isready -q -t 1 -h "${dir}" -p "${port}" -U postgres -d postgres; then
      ready=true
      break
    fi
    common::pause 0.1
  done
  if ! "${ready}"; then
    local why="it did not accept connections within ${DATABASE_READY_TIMEOUT_S} s"
    database::alive "${launcher}" || why="$(database::failure_of "${dir}/postgres.log")"
    database::abandon "${keep}" "PostgreSQL did not start on ${listen}:${port}: ${why}"
    wait "${launcher}" 2> /dev/null || true
    return 1
  fi
  read -r DATABASE_PID < "${dir}/postmaster.pid"
  output="$(psql -X -q -v ON_ERROR_STOP=1 -h "${dir}" -p "${port}" -U postgres -d postgres \
    -c "CREATE ROLE bench LOGIN PASSWORD 'bench'" -c "CREATE DATABASE bench OWNER bench" 2>&1)" \
    || database::abandon "${keep}" "could not create the role and database bench:" \
      "$(database::failure_of - <<< "${output}")" || return 1
  printf '%s\t%s\n' "${DATABASE_PID}" "${dir}"
}

# database::abandon KEEP_LOG_TO REASON...: a failed database::start: stops the server it started
# (DATABASE_DIR), keeping its log in KEEP_LOG_TO when given, and says REASON; returns 1.
database::abandon() {
  local keep="$1"
  shift
  database::stop "${DATABASE_DIR}" "${DATABASE_PID}" "${keep}" || true
  DATABASE_DIR="" DATABASE_PID=""
  database::fail "$*"
}

# database::psql PORT ARGS...: psql as role bench into database bench over TCP, as the apps connect;
# ~/.psqlrc is not read, and notices are not shown.
database::psql() {
  local port="$1"
  shift
  PGOPTIONS='-c client_min_messages=warning' PGCONNECT_TIMEOUT=10 \
    psql -X -h 127.0.0.1 -p "${port}" -U bench -d bench "$@"
}

# database::load PORT SQL_FILE: runs SQL_FILE as role bench into database bench, stopping at its first
# error, which it says in one line on stderr (then returns 1).
database::load() {
  local port="$1" file="$2" output
  output="$(database::psql "${port}" -q -v ON_ERROR_STOP=1 -f "${file}" 2>&1 > /dev/null)" \
    || database::fail "loading ${file} into 127.0.0.1:${port}/bench failed: $(database::failure_of - <<< "${output}")"
}

# database::describe PORT: one line of JSON: the server's version, the settings a measurement depends
# on, and the rows of TechEmpower's tables:
# {"serverVersion":"15.14 (Debian ...)","sharedBuffers":"128MB","maxConnections":200,"fsync":"on",
#  "synchronousCommit":"on","rows":{"world":10000,"fortune":12}}
database::describe() {
  local row
  row="$(database::describe_row "$1")" || return 1
  database::describe_json "${row}"
}

# database::describe_row PORT: what database::describe says, as psql's one tab-separated row (on a database
# host, which may have no jq, the harness makes the JSON).
database::describe_row() {
  local port="$1" row
  # current_setting('server_version') is what SHOW server_version says, in a query with the rest.
  row="$(database::psql "${port}" -A -t -F $'\t' -v ON_ERROR_STOP=1 -c "SELECT current_setting('server_version'),
    current_setting('shared_buffers'), current_setting('max_connections'), current_setting('fsync'),
    current_setting('synchronous_commit'), (SELECT count(*) FROM world), (SELECT count(*) FROM fortune)" 2>&1)" \
    || database::fail "could not describe the database on 127.0.0.1:${port}: $(database::failure_of - <<< "${row}")" \
    || return 1
  printf '%s\n' "${row}"
}

# database::describe_json ROW: database::describe_row's row as database::describe's JSON.
database::describe_json() {
  local version shared_buffers max_connections fsync synchronous_commit world fortune
  IFS=$'\t' read -r version shared_buffers max_connections fsync synchronous_commit world fortune <<< "$1"
  jq -cn --arg version "${version}" --arg shared_buffers "${shared_buffers}" \
    --argjson max_connections "${max_connections}" --arg fsync "${fsync}" \
    --arg synchronous_commit "${synchronous_commit}" --argjson world "${world}" --argjson fortune "${fortune}" \
    '{serverVersion: $version, sharedBuffers: $shared_buffers, maxConnections: $max_connections, fsync: $fsync,
      synchronousCommit: $synchronous_commit, rows: {world: $world, fortune: $fortune}}'
}

# database::stop DIR PID [KEEP_LOG_TO]: stops the server of data directory DIR, whose postmaster is PID
# (empty: the one DIR's postmaster.pid names), with a fast shutdown (SIGINT: clients are disconnected,
# and the data is written), SIGKILL after DATABASE_STOP_TIMEOUT_S; kills, by PID, what outlives it;
# copies the server's log to KEEP_LOG_TO when given; then removes DIR. A server that is already dead
# has its directory removed all the same. Refuses a DIR that database::start did not make.
database::stop() {
  local dir="$1" pid="${2:-}" keep="${3:-}" i postmaster=""
  [[ "${dir##*/}" == bench-database.* ]] \
    || database::fail "${dir} is not a data directory of database::start (bench-database.*)" || return 1
  # The PID is signalled only while it is a process of this server (working in DIR): a PID reused by
  # another process since is left alone.
  [[ -n "${pid}" ]] || { read -r pid < "${dir}/postmaster.pid"; } 2> /dev/null || true
  if [[ "/proc/${pid}/cwd" -ef "${dir}" ]]; then
    postmaster="${pid}"
  elif { read -r pid < "${dir}/postmaster.pid"; } 2> /dev/null && [[ "/proc/${pid}/cwd" -ef "${dir}" ]]; then
    postmaster="${pid}"
  fi
  if [[ -n "${postmaster}" ]]; then
    kill -INT "${postmaster}" 2> /dev/null || true
    for ((i = 0; i < DATABASE_STOP_TIMEOUT_S * 10; i++)); do
      database::alive "${postmaster}" || break
      common::pause 0.1
    done
    kill -KILL "${postmaster}" 2> /dev/null || true
  fi
  # Its children leave when they see the postmaster gone, and its launcher with them: given a moment,
  # then killed.
  local -a left=()
  for ((i = 0; i < DATABASE_LEFTOVER_TIMEOUT_S * 10; i++)); do
    mapfile -t left < <(database::processes "${dir}")
    [[ ${#left[@]} -gt 0 ]] || break
    common::pause 0.1
  done
  for pid in "${left[@]}"; do
    kill -KILL "${pid}" 2> /dev/null || true
  done
  for ((i = 0; i < 20; i++)); do
    mapfile -t left < <(database::processes "${dir}")
    [[ ${#left[@]} -gt 0 ]] || break
    common::pause 0.1
  done
  if [[ -n "${keep}" && -f "${dir}/postgres.log" ]]; then
    cp "${dir}/postgres.log" "${keep}" || common::warn "could not keep the server's log in ${keep}"
  fi
  rm -rf "${dir}" || database::fail "could not remove ${dir}"
}

# Stops the server database::start started in this shell, unless it was handed over (DATABASE_DIR
# emptied): for a trap on EXIT.
database::cleanup() {
  if [[ -n "${DATABASE_DIR}" ]]; then
    database::stop "${DATABASE_DIR}" "${DATABASE_PID}" || true
  fi
  DATABASE_DIR="" DATABASE_PID=""
}
