#!/usr/bin/env bash
# One bench-report JVM for the whole run (bench-report serve), asked every question the run has while
# it measures: a window's summary, a warm-up cycle's state, a memory trial's verdict. Sourced, not
# executed. A JVM start costs about a second on the load CPUs; a run asks hundreds of questions.
# The server is reached through two FIFOs opened on file descriptors of this shell (not a coproc,
# whose descriptors bash closes in pipelines and some command substitutions).
#
# Globals: REPORT_SERVER_PID, REPORT_IN and REPORT_OUT, the one bench-report server and its two FIFOs'
# descriptors, from report::start to report::stop.

REPORT_SERVER_PID=""
REPORT_IN=""
REPORT_OUT=""

# report::start: starts the server; call it once, after this shell is pinned to the load CPUs so that
# the server is too.
report::start() {
  local fifos
  fifos="$(mktemp -d)"
  mkfifo "${fifos}/in" "${fifos}/out"
  java -jar "${REPORT_JAR}" serve < "${fifos}/in" > "${fifos}/out" 2>&1 &
  REPORT_SERVER_PID=$!
  exec {REPORT_IN}> "${fifos}/in"
  exec {REPORT_OUT}< "${fifos}/out"
  rm -rf "${fifos}"
}

# report::call COMMAND [ARGS...]: what bench-report COMMAND ARGS prints, on stdout, and its exit
# code. Without a server (a dry run), one JVM answers.
report::call() {
  # An argument with a tab or a line break (a failed window's reason) cannot cross the one-line protocol.
  if [[ -z "${REPORT_SERVER_PID}" || "$*" == *[$'\t\n']* ]]; then
    java -jar "${REPORT_JAR}" "$@"
    return
  fi
  local IFS=$'\t' line
  printf '%s\n' "$*" >&"${REPORT_IN}"
  while IFS= read -r line <&"${REPORT_OUT}"; do
    if [[ "${line}" =~ ^#end\ ([0-9]+)$ ]]; then
      return "${BASH_REMATCH[1]}"
    fi
    printf '%s\n' "${line}"
  done
  printf 'bench-report serve (pid %s) ended without answering %s\n' "${REPORT_SERVER_PID}" "$1" >&2
  return 1
}

# report::stop: ends the server. Every process this shell started holds its input open, so the end
# of input cannot tell it to stop; it keeps no state between requests and is stopped by signal.
report::stop() {
  [[ -n "${REPORT_SERVER_PID}" ]] || return 0
  exec {REPORT_IN}>&- {REPORT_OUT}<&-
  kill -TERM "${REPORT_SERVER_PID}" 2> /dev/null || true
  wait "${REPORT_SERVER_PID}" 2> /dev/null || true
  REPORT_SERVER_PID="" REPORT_IN="" REPORT_OUT=""
}
