#!/usr/bin/env bats
# The samples a window keeps (lib/sampling.sh), read from real processes: each row's CPU shares are of
# the time that row covers. Each test works in a TMPDIR of its own and stops what it started. About
# 5 seconds.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/sampling.sh
source "${SCRIPTS_DIR}/lib/sampling.sh"

setup() {
  SAMPLING_TEST_DIR="$(mktemp -d /tmp/sampling-test.XXXX)"
  SAMPLING_TEST_PIDS=()
}

teardown() {
  local pid
  for pid in "${SAMPLING_TEST_PIDS[@]}"; do
    kill "${pid}" 2> /dev/null || true
  done
  rm -rf "${SAMPLING_TEST_DIR}"
}

@test "a server and a database that each spin on one CPU read at most that CPU in every row, the first too, when the tool starts late" {
  # The "database": one process that keeps one CPU busy for the whole test.
  taskset -c 1 bash -c 'while :; do :; done' &
  local database=$!
  SAMPLING_TEST_PIDS+=("${database}")
  # The "server": one process that keeps the other CPU busy.
  taskset -c 0 bash -c 'while :; do :; done' &
  local server=$!
  SAMPLING_TEST_PIDS+=("${server}")
  # The launcher starts its tool half a second late (a FIFO read with a timeout forks nothing), as the
  # harness's own work before a window can make it; the tool runs 2 s.
  mkfifo "${SAMPLING_TEST_DIR}/never"
  bash -c "read -r -t 0.5 <> '${SAMPLING_TEST_DIR}/never'; sleep 2" &
  local launcher=$!
  SAMPLING_TEST_PIDS+=("${launcher}")
  local csv="${SAMPLING_TEST_DIR}/window.samples.csv"
  sampling::sample_processes "${server}" "${launcher}" "${csv}" 0 0 "${database}"
  cat "${csv}"
  [ "$(head -1 "${csv}" | tr ',' '\n' | tail -1)" = "database_cpu_pct" ]
  local rows=0 server_cpu database_cpu
  while IFS=, read -r _ server_cpu _ _ _ _ _ database_cpu; do
    [[ -n "${database_cpu}" ]] || continue
    rows=$((rows + 1))
    # One CPU's worth, give or take a clock tick over the row's time.
    awk -v server="${server_cpu}" -v database="${database_cpu}" 'BEGIN { exit !(server <= 105 && database <= 105) }'
  done < <(tail -n +2 "${csv}")
  [ "${rows}" -ge 2 ]
}
