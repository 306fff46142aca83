#!/usr/bin/env bash
# What a run started, stopped again: the trap's handlers for its end and for a signal, and the stop
# itself, by PID. Sourced, not executed.
#
# Globals: INTERRUPTED, whether a signal ended the run, for the exit trap's words.

# Whether a signal ended the run (lifecycle::on_signal), for the exit trap's words.
INTERRUPTED=false

# Stops everything this script started, by PID: the apps (gracefully first), then every child still
# running. The children are read from /proc rather than only from the stored PIDs, because a signal
# can arrive after a process was started and before its PID was stored.
lifecycle::stop_all() {
  local i pid
  apps::stop_every
  local -a children=()
  read -r -a children 2> /dev/null < "/proc/$$/task/$$/children" || true
  for pid in "${children[@]}"; do
    kill -TERM "${pid}" 2> /dev/null || true
  done
  for ((i = 0; i < 50; i++)); do
    local alive=false
    for pid in "${children[@]}"; do
      kill -0 "${pid}" 2> /dev/null && alive=true
    done
    "${alive}" || break
    common::pause 0.1
  done
  for pid in "${children[@]}"; do
    kill -KILL "${pid}" 2> /dev/null || true
    wait "${pid}" 2> /dev/null || true
  done
  # After the apps, which hold its connections, and before the children: its launcher is one of them.
  run_database::stop
  # Whatever still runs on the other hosts, and the connections to them.
  hosts::cleanup
  # The duet's control groups, emptied first (whatever still runs in them goes back where it came from).
  cgroups::close
  tools::remove_siege_home
}

lifecycle::on_signal() {
  INTERRUPTED=true
  common::log ""
  common::log "Interrupted: stopping what this run started..."
  exit 130
}

# A hang-up (the terminal or the SSH session the run was started from closed) stops the run like TERM, in its
# own words: a run meant to outlive its session is started under nohup, tmux or screen, and one stopped can be
# completed with --resume.
lifecycle::on_hangup() {
  INTERRUPTED=true
  # A closed terminal fails every write: the rest of the way out is then silent rather than cut short.
  { common::log "" && common::log "Hang-up (the terminal or SSH session closed): stopping what this run" \
    "started. To keep a run going after you log out, start it under nohup, tmux or screen; this one can be" \
    "completed with --resume ${RUN_DIR}"; } 2> /dev/null || exec > /dev/null 2>&1
  exit 129
}

lifecycle::on_exit() {
  local code=$?
  trap - INT TERM HUP
  lifecycle::stop_all
  # A plan not yet moved into the run directory.
  [[ -z "${PLAN_DIR:-}" ]] || rm -rf "${PLAN_DIR}"
  if [[ -n "${RUN_JSON}" && -f "${RUN_JSON}" ]] \
    && [[ "$(jq -r .status "${RUN_JSON}" 2> /dev/null)" == "running" ]]; then
    local status=failed
    "${INTERRUPTED}" && status=interrupted
    # The report server was stopped with everything else: one bench-report JVM records the end.
    report::stop
    report::call record --run "${RUN_DIR}" ended --status "${status}" --if-running > /dev/null || true
    common::log "Run ${status} (exit code ${code}); every file it finished is kept in ${RUN_DIR}"
  fi
  # Everything stopped: its watchdog is not needed any more.
  owner::release
}
