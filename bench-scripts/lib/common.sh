#!/usr/bin/env bash
# Shared helpers of the scripts: console messages, errors, lists, clocks and run.json updates.
# Sourced, not executed.
#
# Globals: EXIT_USAGE, the exit code of bad input (a constant); SLEEP_FD, the pipe common::pause reads.

# Exit code for bad input or a failed preflight check, before anything is built or started.
readonly EXIT_USAGE=2

# Prints a progress line on stdout.
common::log() {
  printf '%s\n' "$*"
}

common::warn() {
  printf 'warning: %s\n' "$*" >&2
}

# Stops the script on bad input: one line on stderr naming what was wrong, exit 2.
common::usage_error() {
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  exit "${EXIT_USAGE}"
}

common::die() {
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  exit 1
}

common::utc_now() {
  date -u +%Y-%m-%dT%H:%M:%S.%3NZ
}

# Milliseconds since the epoch, without forking (bash 5's EPOCHREALTIME).
common::now_ms() {
  local now="${EPOCHREALTIME/[.,]/}"
  printf '%s' "$(( now / 1000 ))"
}

# Sleeps without forking a `sleep` per call: reads with a timeout from a pipe nobody writes to.
exec {SLEEP_FD}<> <(:)
common::pause() {
  read -r -t "$1" -u "${SLEEP_FD}" || true
}

# common::minutes SECONDS: "12 min 5 s".
common::minutes() {
  printf '%s min %s s' "$(($1 / 60))" "$(($1 % 60))"
}

# common::terminate PID SECONDS: SIGTERM, SIGKILL if it still runs after SECONDS, then reaps it.
common::terminate() {
  local pid="$1" seconds="$2" i
  kill -TERM "${pid}" 2> /dev/null || true
  for ((i = 0; i < seconds * 10; i++)); do
    kill -0 "${pid}" 2> /dev/null || break
    common::pause 0.1
  done
  kill -KILL "${pid}" 2> /dev/null || true
  wait "${pid}" 2> /dev/null || true
}

# common::json_array ARGS...: the arguments as a JSON array of strings. (jq 1.6 would read an argument such as
# -Xmx512m after --args as one of its own options, so they go through stdin.)
common::json_array() {
  if [[ $# -eq 0 ]]; then
    printf '[]'
  else
    printf '%s\n' "$@" | jq -Rnc '[inputs]'
  fi
}

# common::contains WORD LIST...: whether WORD is one of LIST.
common::contains() {
  local word="$1"
  shift
  local item
  for item in "$@"; do
    [[ "${item}" == "${word}" ]] && return 0
  done
  return 1
}

# The arguments as a list for a sentence: common::join_words a b c -> a, b, c
common::join_words() {
  local joined
  printf -v joined '%s, ' "$@"
  printf '%s' "${joined%, }"
}

# Joins the remaining arguments with the first one: common::join_by , a b c -> a,b,c
common::join_by() {
  local IFS="$1"
  shift
  printf '%s' "$*"
}
