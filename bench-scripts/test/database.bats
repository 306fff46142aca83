#!/usr/bin/env bats
# The harness's PostgreSQL (database.sh, lib/database.sh) against a real server: TechEmpower's data
# served on 127.0.0.1, a server that outlives the script that started it, one-line failures that leave
# nothing behind, and a stop that cleans up even after the server was killed. Each test works in a
# TMPDIR of its own, removed afterwards. About 10 seconds. Skipped without a PostgreSQL server.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/database.sh
source "${SCRIPTS_DIR}/lib/database.sh"

setup() {
  database::bin_dir > /dev/null 2>&1 || skip "no PostgreSQL server here (apt-get install postgresql)"
  DATABASE="${SCRIPTS_DIR}/database.sh"
  DATABASE_TEST_DIR="$(mktemp -d /tmp/database-test.XXXX)"
  # As root the server runs as the postgres user, who must be able to reach its data directory in here.
  chmod 755 "${DATABASE_TEST_DIR}"
  export TMPDIR="${DATABASE_TEST_DIR}"
}

teardown() {
  [[ -n "${DATABASE_TEST_DIR:-}" ]] || return 0
  # A server a failed test left running.
  local dir
  for dir in "${DATABASE_TEST_DIR}"/bench-database.*; do
    [[ ! -d "${dir}" ]] || database::stop "${dir}" ""
  done
  rm -rf "${DATABASE_TEST_DIR}"
}

# database_test::query PORT SQL: the rows as role bench sees them, fields joined by |.
database_test::query() {
  PGCLIENTENCODING=UTF8 psql -X -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U bench -d bench -c "$2"
}

# database_test::none_alive PID...: fails naming the first of the PIDs that still runs.
database_test::none_alive() {
  local pid
  for pid in "$@"; do
    if database::alive "${pid}"; then
      echo "still running: $(ps -o pid=,user=,args= -p "${pid}")"
      return 1
    fi
  done
}

@test "start serves TechEmpower's tables on 127.0.0.1 from a detached, pinned server; stop leaves nothing" {
  local port pid dir url
  port="$(test_helper::free_port)"
  run --separate-stderr "${DATABASE}" start --port "${port}" --cpus 0
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 0 ]
  [ -z "${stderr}" ]
  [ "${#lines[@]}" -eq 1 ]
  IFS=$'\t' read -r pid dir url <<< "${output}"
  [[ "${dir}" == "${DATABASE_TEST_DIR}/bench-database."?????? ]]
  [ "${url}" = "jdbc:postgresql://127.0.0.1:${port}/bench" ]
  # It outlived the script (and `run` saw the script's output end): in a session of its own, logging to
  # its directory, pinned.
  database::alive "${pid}"
  [ "$(ps -o sid= -p "${pid}")" != "$(ps -o sid= -p "$$")" ]
  [ "$(readlink "/proc/${pid}/fd/1")" = "${dir}/postgres.log" ]
  [[ "$(taskset -pc "${pid}")" == *": 0" ]]

  [ "$(database_test::query "${port}" "SELECT count(*), min(id), max(id), min(randomnumber) >= 1,
    max(randomnumber) <= 10000 FROM world")" = "10000|1|10000|t|t" ]
  [ "$(database_test::query "${port}" "SELECT count(*) FROM fortune")" = "12" ]
  [ "$(database_test::query "${port}" "SELECT message FROM fortune WHERE id = 11")" \
    = '<script>alert("This should not be displayed in a browser alert box.");</script>' ]
  [ "$(database_test::query "${port}" "SELECT message FROM fortune WHERE id = 12")" = 'フレームワークのベンチマーク' ]
  # The random numbers are seeded: loading the data again draws the same ones.
  local numbers
  numbers="$(database_test::query "${port}" "SELECT md5(string_agg(randomnumber::text, ',' ORDER BY id)) FROM world")"
  database::load "${port}" "${SCRIPTS_DIR}/database/world-and-fortunes.sql"
  [ "$(database_test::query "${port}" "SELECT md5(string_agg(randomnumber::text, ',' ORDER BY id)) FROM world")" \
    = "${numbers}" ]

  run database::describe "${port}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [ "${#lines[@]}" -eq 1 ]
  jq -e '(.serverVersion | test("^[0-9]+\\.[0-9]+")) and .sharedBuffers == "128MB" and .maxConnections == 200
    and .fsync == "on" and .synchronousCommit == "on" and .rows == {world: 10000, fortune: 12}' <<< "${output}"

  local -a cluster
  mapfile -t cluster < <(database::processes "${dir}")
  [ "${#cluster[@]}" -ge 5 ]
  run --separate-stderr "${DATABASE}" stop "${dir}" "${pid}"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 0 ]
  [ -z "${output}${stderr}" ]
  database_test::none_alive "${cluster[@]}"
  [ -z "$(ls -A "${DATABASE_TEST_DIR}")" ]
}

@test "bad input exits 2 with one line and starts nothing; --help exits 0" {
  local words
  local -a given
  for words in "" "start" "start --port" "start --port 0" "start --port 65536" "start --port http" \
    "start --port 5432 --verbose" "start --port 5432 --cpus 4096" "start --port 5432 --data /no/such.sql" \
    "stop" "stop /etc 1" "stop ${DATABASE_TEST_DIR}/bench-database.x pid" "restart"; do
    read -r -a given <<< "${words}"
    run --separate-stderr "${DATABASE}" "${given[@]}"
    echo "'${words}': status=${status} output=${output} stderr=${stderr}"
    [ "${status}" -eq 2 ]
    [ -z "${output}" ]
    [ "$(wc -l <<< "${stderr}")" -eq 1 ]
    [[ "${stderr}" == "database.sh: "* ]]
  done
  [[ "${stderr}" == *"unknown command 'restart'"* ]]
  run "${DATABASE}" start --port 70000
  [[ "${output}" == *"--port: '70000' is not a TCP port"* ]]
  run "${DATABASE}" start --port 5432 --verbose
  [[ "${output}" == *"unknown option '--verbose'"* ]]
  [ -z "$(ls -A "${DATABASE_TEST_DIR}")" ]
  run "${DATABASE}" --help
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"database.sh start --port N [--cpus LIST] [--data FILE.sql]"* ]]
  [[ "${output}" == *"database.sh stop DIR PID"* ]]
}

@test "a port already taken fails with one line naming it, and leaves no directory behind" {
  local port pid dir
  port="$(test_helper::free_port)"
  database::start "${port}" "" > "${BATS_TEST_TMPDIR}/first"
  IFS=$'\t' read -r pid dir < "${BATS_TEST_TMPDIR}/first"
  run --separate-stderr "${DATABASE}" start --port "${port}"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 1 ]
  [ -z "${output}" ]
  [ "$(wc -l <<< "${stderr}")" -eq 1 ]
  [[ "${stderr}" == "database.sh: PostgreSQL did not start on 127.0.0.1:${port}: "*"Address already in use" ]]
  # The second server's directory is gone; the first server still runs, and answers.
  [ "$(ls -A "${DATABASE_TEST_DIR}")" = "${dir##*/}" ]
  database::alive "${pid}"
  [ "$(database_test::query "${port}" "SELECT current_user")" = "bench" ]
  database::stop "${dir}" "${pid}"
  [ ! -e "${dir}" ]
}

@test "data that fails to load exits 1 naming the error, and stops the server it started" {
  local port
  port="$(test_helper::free_port)"
  printf 'CREATE TABLE world (id integer);\nSELECT no_such_column FROM world;\n' > "${BATS_TEST_TMPDIR}/bad.sql"
  run --separate-stderr "${DATABASE}" start --port "${port}" --data "${BATS_TEST_TMPDIR}/bad.sql"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 1 ]
  [ -z "${output}" ]
  [ "${stderr}" = "database.sh: loading ${BATS_TEST_TMPDIR}/bad.sql into 127.0.0.1:${port}/bench failed: column \"no_such_column\" does not exist" ]
  [ -z "$(ls -A "${DATABASE_TEST_DIR}")" ]
  # Nobody listens on the port any more.
  if (exec 3<> "/dev/tcp/127.0.0.1/${port}") 2> /dev/null; then
    echo "port ${port} still answers"
    return 1
  fi
}

@test "stop removes the directory of a server that was killed before" {
  local port pid dir
  port="$(test_helper::free_port)"
  database::start "${port}" "" > "${BATS_TEST_TMPDIR}/started"
  IFS=$'\t' read -r pid dir < "${BATS_TEST_TMPDIR}/started"
  local -a cluster
  mapfile -t cluster < <(database::processes "${dir}")
  kill -KILL "${pid}"
  run --separate-stderr database::stop "${dir}" "${pid}"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 0 ]
  [ -z "${output}${stderr}" ]
  [ ! -e "${dir}" ]
  database_test::none_alive "${cluster[@]}"
}

@test "provisioning finds the server off PATH, and names PostgreSQL's packages when it is missing" {
  compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null || skip "not Debian's layout of PostgreSQL"
  local libs="source lib/common.sh; source lib/database.sh; source lib/provision.sh"
  # Debian's postgres is not on PATH (a system's PATH, without whatever links a user added): it is found
  # all the same, and nothing is to install.
  run --separate-stderr env PATH=/usr/sbin:/usr/bin:/sbin:/bin bash -c "cd '${SCRIPTS_DIR}' && ${libs} \
    && provision::tools --no-install postgres psql"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 0 ]
  # Without a server, and with a PATH that holds only what provisioning calls (no psql).
  mkdir "${BATS_TEST_TMPDIR}/bin"
  ln -s "$(command -v bash)" "$(command -v basename)" "${BATS_TEST_TMPDIR}/bin/"
  run --separate-stderr env PATH="${BATS_TEST_TMPDIR}/bin" bash -c "cd '${SCRIPTS_DIR}' && ${libs} \
    && database::bin_dir() { return 1; } && provision::tools --no-install postgres psql"
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 2 ]
  [ "${stderr}" = "bash: postgres, psql not found: apt-get install postgresql postgresql-client (installing is off (--no-install or BENCH_NO_INSTALL=true))" ]
}
