#!/usr/bin/env bash
# The run's PostgreSQL, when the plan has one (an endpoint that needs a database: plan.json's database):
# started before the first JVM on the plan's port and CPUs (lib/database.sh), loaded with the plan's data,
# recorded in run.json, handed to every app as spring.datasource.url, watched before each window that needs
# it, and stopped with everything else. A database that cannot start or dies fails the windows that need
# it, with the reason; the other windows are measured. Needs database.sh and record.sh. Sourced, not
# executed.
#
# Globals: RUN_DATABASE_URL (what the apps get), RUN_DATABASE_FAILURE (why the database is gone) and
# RUN_DATABASE_PIDS (its processes before the current window), read by apps.sh and window.sh:
# shellcheck disable=SC2034

# What the apps get (empty: no database, or none that started), why the database is gone (empty while it
# serves), and its processes, as read before the current window (run_database::processes).
RUN_DATABASE_URL=""
RUN_DATABASE_FAILURE=""
RUN_DATABASE_PIDS=""

# run_database::start: the plan's database, started, loaded and recorded; nothing without one. A failure is
# recorded (run.json's database.failure) and counted, and the run goes on without the database.
run_database::start() {
  [[ -n "$(plan::get DATABASE_PORT)" ]] || return 0
  local errors describe="" address=127.0.0.1
  errors="$(mktemp)"
  if [[ -n "$(plan::get DATABASE_HOST)" ]]; then
    address="$(plan::get DATABASE_ADDRESS)"
    common::log "Database: PostgreSQL on $(plan::get DATABASE_HOST) (${address}:$(plan::get DATABASE_PORT)), CPU $(plan::get DATABASE_CPUS) there"
  else
    common::log "Database: PostgreSQL on 127.0.0.1:$(plan::get DATABASE_PORT), CPU $(plan::get DATABASE_CPUS) (beside the load tools)"
  fi
  if run_database::launch "${errors}" describe; then
    record::event database --describe "${describe}" --cpus "$(plan::get DATABASE_CPUS)" --port "$(plan::get DATABASE_PORT)" \
      --pid "${DATABASE_PID}"
    RUN_DATABASE_URL="jdbc:postgresql://${address}:$(plan::get DATABASE_PORT)/bench"
    common::log "  ready: $(jq -r '"PostgreSQL \(.serverVersion), \(.rows.world) world rows, \(.rows.fortune) fortunes"' \
      <<< "${describe}")"
  else
    run_database::failed "it did not start$([[ -z "$(plan::get DATABASE_HOST)" ]] || printf ' on %s' "$(plan::get DATABASE_HOST)"): $(sed 's/^[^:]*: //' "${errors}" | tail -n 1)"
  fi
  rm -f "${errors}"
}

# run_database::launch ERRORS VAR: the plan's database started and loaded, here or on its host through the
# agent there (listening on its address, for the server host's address alone, with the apps' password), and
# database::describe's JSON of it into VAR; 1 with why in the file ERRORS. Sets DATABASE_PID and DATABASE_DIR.
run_database::launch() {
  local errors="$1" answer row pid dir
  local -n describe_out="$2"
  if [[ -z "$(plan::get DATABASE_HOST)" ]]; then
    database::start "$(plan::get DATABASE_PORT)" "$(plan::get DATABASE_CPUS)" "${RUN_DIR}/logs/database.log" > /dev/null 2> "${errors}" \
      && owner::database "${DATABASE_PID}" "${DATABASE_DIR}" \
      && database::load "$(plan::get DATABASE_PORT)" "${ROOT}/$(plan::get DATABASE_DATA)" 2> "${errors}" \
      && describe_out="$(database::describe "$(plan::get DATABASE_PORT)" 2> "${errors}")"
    return
  fi
  answer="$(hosts::agent "$(plan::get DATABASE_HOST)" database-start "$(plan::get DATABASE_PORT)" "$(plan::get DATABASE_CPUS)" \
    "$(plan::get DATABASE_ADDRESS)" "$(plan::get DATABASE_CLIENT)" "$(run_database::log_on_host)" 2> "${errors}")" \
    && IFS=$'\t' read -r pid dir row <<< "${answer}" \
    && database::adopt "${pid}" "${dir}" \
    && describe_out="$(database::describe_json "${row}" 2> "${errors}")"
}

# run_database::log_on_host: where the database host keeps the server's log once it stops.
run_database::log_on_host() {
  printf '%s/run/logs/database.log' "${HOST_WORK[$(plan::get DATABASE_HOST)]}"
}

# run_database::failed REASON: the database is gone: recorded once, counted, said on the console, and its
# server stopped (its log kept in logs/database.log).
run_database::failed() {
  [[ -z "${RUN_DATABASE_FAILURE}" ]] || return 0
  RUN_DATABASE_FAILURE="the database ${1}"
  record::failure
  common::log "  ${RUN_DATABASE_FAILURE}; every window that needs it is recorded as failed"
  record::event database-failed --reason "${RUN_DATABASE_FAILURE}"
  run_database::stop
}

# run_database::serves ENDPOINT ROUND: whether ENDPOINT can be loaded: it needs no database, or the run's
# still runs. A server found dead is recorded as failed (run_database::failed), with the line of its log
# that says why.
run_database::serves() {
  [[ "${ENDPOINT_NEEDS[$1]:-}" == "database" ]] || return 0
  [[ -z "${RUN_DATABASE_FAILURE}" ]] || return 1
  if [[ -n "$(plan::get DATABASE_HOST)" ]]; then
    [[ -n "${DATABASE_PID}" ]] && hosts::agent "$(plan::get DATABASE_HOST)" database-alive "${DATABASE_PID}" && return 0
    run_database::failed "died during round ${2}: $(hosts::agent "$(plan::get DATABASE_HOST)" database-failure "${DATABASE_DIR}" \
      2> /dev/null || printf '%s did not answer' "$(plan::get DATABASE_HOST)")"
    return 1
  fi
  [[ -n "${DATABASE_PID}" ]] && database::alive "${DATABASE_PID}" && return 0
  run_database::failed "died during round ${2}: $(database::failure_of "${DATABASE_DIR}/postgres.log")"
  return 1
}

# run_database::usable_endpoints ROUND VAR: the run's endpoints an app can be verified on now, into the array
# VAR: those that need a database only while it serves (run_database::serves). Not in a subshell: a database
# found dead is recorded once, here.
run_database::usable_endpoints() {
  local -n usable_out="$2"
  local endpoint
  usable_out=()
  for endpoint in $(plan::list ENDPOINTS); do
    if run_database::serves "${endpoint}" "$1"; then
      usable_out+=("${endpoint}")
    fi
  done
}

# run_database::processes: RUN_DATABASE_PIDS, the server's processes now (the postmaster and a backend per
# pooled connection, which the apps keep open), read before a window so that the sampler, which runs beside
# the load, only reads their CPU time.
run_database::processes() {
  RUN_DATABASE_PIDS=""
  [[ -n "${DATABASE_DIR}" ]] || return 0
  if [[ -n "$(plan::get DATABASE_HOST)" ]]; then
    RUN_DATABASE_PIDS="$(hosts::agent "$(plan::get DATABASE_HOST)" database-processes "${DATABASE_DIR}" 2> /dev/null || true)"
    return 0
  fi
  RUN_DATABASE_PIDS="$(database::processes "${DATABASE_DIR}" | tr '\n' ' ')"
}

# run_database::stop: stops the run's database, if one runs, keeping its log in logs/database.log.
run_database::stop() {
  [[ -n "${DATABASE_DIR}" ]] || return 0
  if [[ -n "$(plan::get DATABASE_HOST)" ]]; then
    hosts::agent "$(plan::get DATABASE_HOST)" database-stop "${DATABASE_DIR}" "${DATABASE_PID}" "$(run_database::log_on_host)" \
      || common::warn "the database in ${DATABASE_DIR} on $(plan::get DATABASE_HOST) could not be stopped cleanly"
    hosts::agent "$(plan::get DATABASE_HOST)" cat "$(run_database::log_on_host)" > "${RUN_DIR}/logs/database.log" 2> /dev/null || true
    database::adopt "" ""
    return 0
  fi
  database::stop "${DATABASE_DIR}" "${DATABASE_PID}" "${RUN_DIR}/logs/database.log" \
    || common::warn "the database in ${DATABASE_DIR} could not be stopped cleanly"
  database::adopt "" ""
}
