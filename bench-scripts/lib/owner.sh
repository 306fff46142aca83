#!/usr/bin/env bash
# One owner of what a run starts here, which works when the run's own trap cannot: a watchdog in a session of
# its own writes down every process below the harness once a second (PID and start time, so that a PID the
# kernel hands out again is never mistaken for one of the run's) and, once the harness is gone without
# releasing it (kill -9, the OOM killer, timeout -s KILL), stops them as the harness's own trap does: the
# processes first (TERM, then KILL after OWNER_STOP_TIMEOUT_S), then the run's PostgreSQL by its data directory,
# which goes with it. When the watchdog died too, the next run finds the ledger, names what still runs and stops
# it (owner::clear_leftovers). A ledger is trusted only when this user owns it and no one else may write it.
# Not covered: what runs before owner::watch (the build), a process younger than OWNER_WATCH_EVERY_S, one that
# leaves the harness's tree, and other hosts (their agents' watchdogs do it, host-agent.sh). Needs common.sh and
# database.sh. Sourced, not executed; the watchdog runs this file as `bash owner.sh watchdog LEDGER`.
#
# A ledger is a directory ${OWNER_LEDGER_ROOT}/boot-bench-run.PID (PID: the harness's), holding:
#   harness    "PID START RUN_DIR": the harness, its start time (/proc/PID/stat field 22) and its run directory
#   processes  "PID START COMMAND" a line: what ran below the harness when the watchdog last looked
#   databases  "PID DIR" a line: the run's PostgreSQL, its postmaster and data directory (a data directory a
#              listed process names with -D counts too: a server killed while it started has no line yet)
#   watchdog   "PID START": the watchdog
# Globals: OWNER_LEDGER, the ledger of this run once owner::watch made it (empty before and after);
# OWNER_LIB_DIR, where the watchdog finds the libraries it runs; and the constants OWNER_LEDGER_ROOT,
# OWNER_LEDGER_PREFIX, OWNER_WATCH_EVERY_S, OWNER_STOP_TIMEOUT_S and OWNER_WATCHDOG_WAIT_S.

OWNER_LEDGER_ROOT="${BENCH_LEDGER_ROOT:-${TMPDIR:-/tmp}}"
readonly OWNER_LEDGER_ROOT
readonly OWNER_LEDGER_PREFIX=boot-bench-run.
# How often the watchdog looks: a process younger than this when the harness dies may be missed, and the
# harness's last window runs at most this long without its owner.
readonly OWNER_WATCH_EVERY_S=1
# What a JVM gets to shut down gracefully before KILL.
readonly OWNER_STOP_TIMEOUT_S=10
# How long the next run waits for a watchdog still stopping its run: the processes' time, then a database's
# (database.sh's stop and leftover timeouts), and some.
readonly OWNER_WATCHDOG_WAIT_S=60
OWNER_LEDGER=""

# owner::start_time PID: the process's start time in clock ticks since boot (field 22 of /proc/PID/stat, read
# after the command's closing parenthesis, which may hold spaces); returns 1 when it does not run or is a zombie.
owner::start_time() {
  owner::start_time_into OWNER_START_TIME "$1" || return 1
  printf '%s\n' "${OWNER_START_TIME}"
}

# owner::start_time_into VAR PID: the same into VAR, without a subshell (the watchdog reads it for every
# process once a second).
owner::start_time_into() {
  local stat
  local -a fields
  read -r stat 2> /dev/null < "/proc/$2/stat" || return 1
  read -r -a fields <<< "${stat##*) }"
  # From the state (the 3rd field) on: the start time is the 22nd field, the 20th here.
  [[ "${fields[0]}" != Z ]] || return 1
  printf -v "$1" '%s' "${fields[19]}"
}

# owner::same PID START: whether PID still is the process that started at START.
owner::same() {
  local now
  owner::start_time_into now "$1" || return 1
  [[ "${now}" == "$2" ]]
}

# owner::descendants PID [SKIP]: every process below PID, a PID a line, parents before their children; SKIP
# and what runs below it left out.
owner::descendants() {
  local task child
  local -a children
  for task in /proc/"$1"/task/*; do
    children=()
    # The file has no newline at its end: read returns 1 with the PIDs read.
    read -r -a children 2> /dev/null < "${task}/children" || true
    for child in "${children[@]}"; do
      [[ "${child}" != "${2:-}" ]] || continue
      printf '%s\n' "${child}"
      owner::descendants "${child}" "${2:-}"
    done
  done
}

# owner::trusted LEDGER: whether this user owns the ledger and no one else may write to it: another user's
# ledger in a shared /tmp must not name what a run (often root's) stops.
owner::trusted() {
  [[ -n "$(find "$1" -maxdepth 0 -uid "${EUID}" ! -perm /022 2> /dev/null)" ]]
}

# owner::watch RUN_DIR [CPUS]: makes this run's ledger and starts its watchdog, in a session of its own (a
# hang-up or a ^C meant for the harness's process group does not reach it), pinned to CPUS (the load CPUs)
# when given. Sets OWNER_LEDGER.
owner::watch() {
  local start
  start="$(owner::start_time "$$")"
  OWNER_LEDGER="${OWNER_LEDGER_ROOT}/${OWNER_LEDGER_PREFIX}$$"
  rm -rf "${OWNER_LEDGER}"
  mkdir -m 700 "${OWNER_LEDGER}"
  : > "${OWNER_LEDGER}/processes"
  : > "${OWNER_LEDGER}/databases"
  # Last: a ledger without it is one being made.
  printf '%s %s %s\n' "$$" "${start}" "$1" > "${OWNER_LEDGER}/harness"
  # On the load CPUs, as the harness: it never takes the server's. Without the harness's open files (a pipe
  # held open by it would keep its reader waiting).
  local -a pin=()
  [[ -z "${2:-}" ]] || pin=(taskset -c "$2")
  (
    database::close_inherited_fds
    exec setsid "${pin[@]}" bash "${BASH_SOURCE[0]}" watchdog "${OWNER_LEDGER}"
  ) < /dev/null > /dev/null 2>&1 &
  local watchdog=$!
  printf '%s %s\n' "${watchdog}" "$(owner::start_time "${watchdog}" || echo 0)" > "${OWNER_LEDGER}/watchdog"
}

# owner::database PID DIR: the run's PostgreSQL, for the watchdog and the next run.
owner::database() {
  [[ -z "${OWNER_LEDGER}" ]] || printf '%s %s\n' "${1:--}" "$2" >> "${OWNER_LEDGER}/databases"
}

# owner::release: the harness stopped what it started itself (its exit trap): the watchdog ends and the
# ledger goes.
owner::release() {
  [[ -n "${OWNER_LEDGER}" && -d "${OWNER_LEDGER}" ]] || return 0
  local pid start
  if read -r pid start 2> /dev/null < "${OWNER_LEDGER}/watchdog" && owner::same "${pid}" "${start}"; then
    kill -TERM "${pid}" 2> /dev/null || true
  fi
  rm -rf "${OWNER_LEDGER}" 2> /dev/null || true
  OWNER_LEDGER=""
}

# owner::watchdog LEDGER: writes down what runs below the harness until the harness is gone; then, unless it
# released the ledger, stops it all and removes the ledger.
owner::watchdog() {
  local ledger="$1" harness start run_dir seen="" now pid began command
  local -a argv
  read -r harness start run_dir < "${ledger}/harness"
  trap 'exit 0' TERM
  while [[ -d "${ledger}" ]] && owner::same "${harness}" "${start}"; do
    now=""
    while read -r pid; do
      owner::start_time_into began "${pid}" || continue
      # Read at every look, not kept from the first: a process first seen between its fork and its exec
      # (a subshell about to become java or postgres) would stay named as the harness, and a data directory
      # its postgres names would go unseen.
      argv=()
      mapfile -d '' -t argv 2> /dev/null < "/proc/${pid}/cmdline" || true
      # One line a process: an argument may hold newlines (a jq program).
      command="${argv[*]:-?}"
      command="${command//$'\n'/ }"
      now+="${pid} ${began} ${command:0:200}"$'\n'
    done < <(owner::descendants "${harness}" "$$")
    if [[ "${now}" != "${seen}" ]]; then
      printf '%s' "${now}" > "${ledger}/processes.new" && mv "${ledger}/processes.new" "${ledger}/processes"
      seen="${now}"
    fi
    sleep "${OWNER_WATCH_EVERY_S}"
  done
  [[ -d "${ledger}" ]] || return 0
  owner::stop_ledger "${ledger}" > /dev/null
}

# owner::stop_ledger LEDGER: stops what a ledger names that still runs, prints a line for each, and removes
# the ledger: the processes by PID and start time (TERM, then KILL after OWNER_STOP_TIMEOUT_S), then the
# databases by data directory, as the harness's trap does (the apps hold their connections).
owner::stop_ledger() {
  local ledger="$1" pid start command i n dir data_directory=' -D ([^ ]*/bench-database\.[A-Za-z0-9]+) '
  local -a alive=() starts=()
  local -A databases=()
  while read -r pid command; do
    [[ -n "${pid}" && -d "${command}" ]] && databases["${command}"]="${pid}"
  done < "${ledger}/databases"
  while read -r pid start command; do
    [[ -n "${pid}" ]] || continue
    # A data directory of the harness's (initdb or postgres -D DIR), also one not yet in databases.
    if [[ " ${command} " =~ ${data_directory} && -d "${BASH_REMATCH[1]}" ]]; then
      [[ -n "${databases["${BASH_REMATCH[1]}"]:-}" ]] || databases["${BASH_REMATCH[1]}"]=-
    fi
    owner::same "${pid}" "${start}" || continue
    printf '  PID %s: %s\n' "${pid}" "${command}"
    # A database's own processes are left to its stop (a fast shutdown, then what outlives it).
    [[ " ${command} " != *" -D "*/bench-database.* && "${command}" != "postgres: "* ]] || continue
    alive+=("${pid}")
    starts+=("${start}")
  done < "${ledger}/processes"
  for dir in "${!databases[@]}"; do
    printf '  PostgreSQL %s (postmaster %s)\n' "${dir}" "${databases[${dir}]}"
  done
  # By PID and start time each time: a PID that ended meanwhile may be another process's already.
  for i in "${!alive[@]}"; do
    owner::same "${alive[i]}" "${starts[i]}" && kill -TERM "${alive[i]}" 2> /dev/null
  done
  for ((n = 0; n < OWNER_STOP_TIMEOUT_S * 10; n++)); do
    local any=false
    for i in "${!alive[@]}"; do
      owner::same "${alive[i]}" "${starts[i]}" && any=true
    done
    "${any}" || break
    sleep 0.1
  done
  for i in "${!alive[@]}"; do
    owner::same "${alive[i]}" "${starts[i]}" && kill -KILL "${alive[i]}" 2> /dev/null
  done
  for dir in "${!databases[@]}"; do
    pid="${databases[${dir}]}"
    [[ "${pid}" != - ]] || pid=""
    database::stop "${dir}" "${pid}" > /dev/null 2>&1 || true
  done
  rm -rf "${ledger}" 2> /dev/null || true
}

# owner::clear_leftovers [--list-only]: the ledgers of runs that ended without stopping what they started (their
# harness and its watchdog are gone): names what still runs of each and stops it, or with --list-only only
# names it. Refuses, in one line and with exit code 2, while another run's harness still runs here (one that has
# reached owner::watch: two runs started within the same minutes may both pass).
owner::clear_leftovers() {
  local list_only=false ledger harness start run_dir watchdog watchdog_start listing
  [[ "${1:-}" != --list-only ]] || list_only=true
  for ledger in "${OWNER_LEDGER_ROOT}/${OWNER_LEDGER_PREFIX}"*; do
    [[ -d "${ledger}" && "${ledger}" != "${OWNER_LEDGER}" ]] || continue
    if ! owner::trusted "${ledger}"; then
      common::warn "${ledger} is another user's or writable by others: left alone"
      continue
    fi
    # Without its harness line it is being made, or was never finished: left for its own run.
    read -r harness start run_dir 2> /dev/null < "${ledger}/harness" || continue
    if owner::same "${harness}" "${start}"; then
      common::usage_error "another run is going here (PID ${harness}, ${run_dir}): wait for its end or stop it" \
        "(kill ${harness})"
    fi
    # Its watchdog is still stopping it: wait for it to end.
    if read -r watchdog watchdog_start 2> /dev/null < "${ledger}/watchdog"; then
      local i
      for ((i = 0; i < OWNER_WATCHDOG_WAIT_S * 10; i++)); do
        owner::same "${watchdog}" "${watchdog_start}" || break
        sleep 0.1
      done
      [[ -d "${ledger}" ]] || continue
    fi
    if "${list_only}"; then
      listing="$(owner::list_ledger "${ledger}")" || true
      [[ -z "${listing}" ]] || common::warn "a run that ended without stopping what it started (${run_dir}) left" \
        "these running; a run (not a dry run) stops them:"$'\n'"${listing}"
      continue
    fi
    listing="$(owner::stop_ledger "${ledger}")" || true
    [[ -z "${listing}" ]] || common::log "A run that ended without stopping what it started (${run_dir}) left" \
      "these running; stopped:"$'\n'"${listing}"
  done
}

# owner::list_ledger LEDGER: what a ledger names that still runs, a line each.
owner::list_ledger() {
  local ledger="$1" pid start command
  while read -r pid start command; do
    [[ -n "${pid}" ]] && owner::same "${pid}" "${start}" && printf '  PID %s: %s\n' "${pid}" "${command}"
  done < "${ledger}/processes"
  while read -r pid command; do
    [[ -n "${pid}" && -d "${command}" ]] && printf '  PostgreSQL %s (postmaster %s)\n' "${command}" "${pid}"
  done < "${ledger}/databases"
  return 0
}

if [[ "${BASH_SOURCE[0]}" == "$0" && "${1:-}" == watchdog ]]; then
  set -o nounset -o pipefail
  OWNER_LIB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  # Both are followed where the harness sources them.
  # shellcheck disable=SC1091
  source "${OWNER_LIB_DIR}/common.sh"
  # shellcheck disable=SC1091
  source "${OWNER_LIB_DIR}/database.sh"
  owner::watchdog "$2"
fi
