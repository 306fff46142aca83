#!/usr/bin/env bats
# The owner of a run's processes (lib/owner.sh), with a fake harness: a bash script that starts bounded sleeps
# (one in a session of its own, as PostgreSQL is) and the watchdog, then waits. Killed with SIGKILL, so that its
# trap cannot run, its processes are stopped by the watchdog within seconds and the ledger goes; released, the
# watchdog ends and stops nothing; when the watchdog was killed too, the next run names what was left and stops
# it (or, dry, only names it); a PID whose start time differs is left alone; a run whose harness still runs
# makes the next one refuse in one line. With PostgreSQL installed, a real server is stopped and its data
# directory removed, also when it was killed before the harness wrote the server down. A ledger another user
# could have written is left alone. Each test works in a ledger root of its own. About 20 seconds.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/database.sh
source "${SCRIPTS_DIR}/lib/database.sh"

setup() {
  OWNER_TEST_DIR="$(mktemp -d /tmp/owner-test.XXXX)"
  chmod 755 "${OWNER_TEST_DIR}"
  export BENCH_LEDGER_ROOT="${OWNER_TEST_DIR}" TMPDIR="${OWNER_TEST_DIR}"
  # shellcheck source=lib/owner.sh
  source "${SCRIPTS_DIR}/lib/owner.sh"
  OWNER_TEST_PIDS=()
}

teardown() {
  local pid ledger dir
  for ledger in "${OWNER_TEST_DIR}"/boot-bench-run.*; do
    [[ -f "${ledger}/processes" ]] || continue
    while read -r pid _; do
      [[ -z "${pid}" ]] || kill -KILL "${pid}" 2> /dev/null || true
    done < "${ledger}/processes"
    read -r pid _ 2> /dev/null < "${ledger}/watchdog" && kill -KILL "${pid}" 2> /dev/null || true
  done
  for pid in "${OWNER_TEST_PIDS[@]}"; do
    kill -KILL "${pid}" 2> /dev/null || true
  done
  for dir in "${OWNER_TEST_DIR}"/bench-database.*; do
    [[ ! -d "${dir}" ]] || database::stop "${dir}" "" || true
  done
  rm -rf "${OWNER_TEST_DIR}"
}

# owner_test::listed [PORT]: whether the harness started both sleeps (and with a PORT its server) and the watchdog's
# last look shows them as they run.
owner_test::listed() {
  [[ -f "${OWNER_TEST_DIR}/started" ]] || return 1
  grep -Eq '^[0-9]+ [0-9]+ sleep 120$' "${LEDGER}/processes" 2> /dev/null || return 1
  grep -Eq '^[0-9]+ [0-9]+ sleep 121$' "${LEDGER}/processes" || return 1
  [[ -z "${1:-}" ]] || grep -q " -D .*/bench-database\." "${LEDGER}/processes"
}

# owner_test::harness [PORT]: starts the fake harness in the background (with a PostgreSQL on PORT when given)
# and waits until the watchdog has written its processes down; sets HARNESS, LEDGER and CHILDREN.
owner_test::harness() {
  local port="${1:-}" i
  cat > "${OWNER_TEST_DIR}/harness.sh" <<HARNESS
#!/usr/bin/env bash
set -o errexit -o nounset -o pipefail
source "${SCRIPTS_DIR}/lib/common.sh"
source "${SCRIPTS_DIR}/lib/database.sh"
source "${SCRIPTS_DIR}/lib/owner.sh"
owner::watch "${OWNER_TEST_DIR}/run"
sleep 120 &
setsid sleep 121 &
if [[ -n "${port}" ]]; then
  database::start "${port}" "" > /dev/null
  owner::database "\${DATABASE_PID}" "\${DATABASE_DIR}"
fi
touch "${OWNER_TEST_DIR}/started"
wait
HARNESS
  bash "${OWNER_TEST_DIR}/harness.sh" 3>&- &
  HARNESS=$!
  OWNER_TEST_PIDS+=("${HARNESS}")
  LEDGER="${OWNER_TEST_DIR}/boot-bench-run.${HARNESS}"
  for ((i = 0; i < 300; i++)); do
    # The watchdog looks once a second: its last look may predate the server the harness started since, or
    # see a sleep between its fork and its exec (still named as its parent, or as setsid).
    owner_test::listed "${port}" && break
    sleep 0.1
  done
  owner_test::listed "${port}"
  mapfile -t CHILDREN < <(awk '$3 == "sleep" { print $1 }' "${LEDGER}/processes")
  OWNER_TEST_PIDS+=("${CHILDREN[@]}")
  [[ ${#CHILDREN[@]} -eq 2 ]]
}

# owner_test::gone SECONDS PID...: waits up to SECONDS for each PID to end; fails naming the first still running.
owner_test::gone() {
  local seconds="$1" pid i
  shift
  for pid in "$@"; do
    for ((i = 0; i < seconds * 10; i++)); do
      owner::start_time "${pid}" > /dev/null || break
      sleep 0.1
    done
    if owner::start_time "${pid}" > /dev/null; then
      echo "still running: $(ps -o pid=,args= -p "${pid}")"
      return 1
    fi
  done
}

@test "a harness killed with SIGKILL has its processes stopped by the watchdog, and its ledger removed" {
  owner_test::harness
  read -r watchdog _ < "${LEDGER}/watchdog"
  kill -KILL "${HARNESS}"
  owner_test::gone 15 "${CHILDREN[@]}" "${watchdog}"
  [[ ! -e "${LEDGER}" ]]
}

@test "a released ledger ends the watchdog and stops nothing" {
  owner_test::harness
  read -r watchdog _ < "${LEDGER}/watchdog"
  OWNER_LEDGER="${LEDGER}"
  owner::release
  owner_test::gone 5 "${watchdog}"
  [[ ! -e "${LEDGER}" ]]
  kill -KILL "${HARNESS}"
  sleep 2
  owner::start_time "${CHILDREN[0]}"
  owner::start_time "${CHILDREN[1]}"
}

@test "what a run left when its watchdog died too is named and stopped by the next run, and only named by a dry run" {
  owner_test::harness
  read -r watchdog _ < "${LEDGER}/watchdog"
  kill -KILL "${watchdog}"
  kill -KILL "${HARNESS}"
  owner_test::gone 5 "${watchdog}" "${HARNESS}"
  run -0 owner::clear_leftovers --list-only
  [[ "${output}" == *"${OWNER_TEST_DIR}/run"*"these running; a run (not a dry run) stops them:"* ]]
  [[ "${output}" == *"PID ${CHILDREN[1]}: sleep 121"* ]]
  owner::start_time "${CHILDREN[0]}"
  run -0 owner::clear_leftovers
  [[ "${output}" == *"left these running; stopped:"*"PID ${CHILDREN[0]}: sleep 120"*"PID ${CHILDREN[1]}: sleep 121"* ]]
  owner_test::gone 5 "${CHILDREN[@]}"
  [[ ! -e "${LEDGER}" ]]
  run -0 owner::clear_leftovers
  [[ -z "${output}" ]]
}

@test "a PID whose start time is not the ledger's is another process, and is left alone" {
  sleep 60 &
  local other=$!
  OWNER_TEST_PIDS+=("${other}")
  mkdir -p "${OWNER_TEST_DIR}/boot-bench-run.1"
  # A harness that is not running: PID 1 with another start time.
  printf '1 7 %s\n' "${OWNER_TEST_DIR}/run" > "${OWNER_TEST_DIR}/boot-bench-run.1/harness"
  printf '%s 7 sleep 60\n' "${other}" > "${OWNER_TEST_DIR}/boot-bench-run.1/processes"
  : > "${OWNER_TEST_DIR}/boot-bench-run.1/databases"
  run -0 owner::clear_leftovers
  [[ -z "${output}" ]]
  owner::start_time "${other}"
  [[ ! -e "${OWNER_TEST_DIR}/boot-bench-run.1" ]]
}

@test "a run refuses in one line while another run's harness still runs here" {
  owner_test::harness
  run -2 owner::clear_leftovers
  [[ "${output}" == *"another run is going here (PID ${HARNESS}, ${OWNER_TEST_DIR}/run): wait for its end or stop it (kill ${HARNESS})" ]]
  [[ "$(wc -l <<< "${output}")" -eq 1 ]]
}

@test "a ledger another user could have written is left alone, with a warning" {
  sleep 60 &
  local other=$!
  OWNER_TEST_PIDS+=("${other}")
  local ledger="${OWNER_TEST_DIR}/boot-bench-run.1"
  mkdir -p "${ledger}"
  printf '1 7 %s\n' "${OWNER_TEST_DIR}/run" > "${ledger}/harness"
  printf '%s %s sleep 60\n' "${other}" "$(owner::start_time "${other}")" > "${ledger}/processes"
  : > "${ledger}/databases"
  chmod 777 "${ledger}"
  run -0 owner::clear_leftovers
  [[ "${output}" == *"${ledger} is another user's or writable by others: left alone"* ]]
  owner::start_time "${other}"
  [[ -d "${ledger}" ]]
}

@test "the run's PostgreSQL is stopped and its data directory removed when the harness is killed" {
  database::bin_dir > /dev/null 2>&1 || skip "no PostgreSQL server here (apt-get install postgresql)"
  local port i
  port="$(test_helper::free_port)"
  owner_test::harness "${port}"
  read -r postmaster dir < "${LEDGER}/databases"
  [[ -d "${dir}" ]]
  kill -KILL "${HARNESS}"
  owner_test::gone 20 "${postmaster}" "${CHILDREN[@]}"
  # The watchdog removes the data directory, then its ledger.
  for ((i = 0; i < 100; i++)); do
    [[ -e "${dir}" || -e "${LEDGER}" ]] || break
    sleep 0.1
  done
  [[ ! -e "${dir}" ]]
  [[ ! -e "${LEDGER}" ]]
}

@test "a data directory a listed process names is stopped and removed, though the ledger has no line for it" {
  database::bin_dir > /dev/null 2>&1 || skip "no PostgreSQL server here (apt-get install postgresql)"
  local port i
  port="$(test_helper::free_port)"
  owner_test::harness "${port}"
  read -r postmaster dir < "${LEDGER}/databases"
  # As if the harness had died before it wrote the server down.
  : > "${LEDGER}/databases"
  read -r watchdog _ < "${LEDGER}/watchdog"
  kill -KILL "${watchdog}"
  kill -KILL "${HARNESS}"
  owner_test::gone 5 "${watchdog}" "${HARNESS}"
  run -0 owner::clear_leftovers
  [[ "${output}" == *"PostgreSQL ${dir} (postmaster -)"* ]]
  owner_test::gone 20 "${postmaster}" "${CHILDREN[@]}"
  [[ ! -e "${dir}" ]]
  [[ ! -e "${LEDGER}" ]]
}
