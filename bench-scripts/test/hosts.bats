#!/usr/bin/env bats
# Runs over several hosts, proven on one machine: a lab of network namespaces (hosts-lab.sh: a server host,
# two load hosts and a database host on 198.18.0.0/24, each with an sshd that takes a throwaway key). A smoke
# with the apps on the server host and every tool, JMeter through engines on both load hosts with the
# database on its host, a server host that dies mid-run, and the bad input that must be refused before
# anything starts; and at the end nothing left: no namespace, no sshd, no JVM, no work directory. Needs root
# (namespaces), ip and sshd, and the jars built; skipped, saying why, where the machine does not allow it or
# BENCH_SKIP_SMOKE=true.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/lab.sh
source "${SCRIPTS_DIR}/lib/lab.sh"

setup_file() {
  local why
  if [[ "${BENCH_SKIP_SMOKE:-false}" == "true" ]]; then
    export HOSTS_TEST_SKIP="BENCH_SKIP_SMOKE=true"
  elif ! why="$(lab::require)"; then
    export HOSTS_TEST_SKIP="this machine cannot hold the lab: ${why}"
  else
    export LAB_DIR="${BATS_FILE_TMPDIR}/lab"
    "${SCRIPTS_DIR}/hosts-lab.sh" up "${LAB_DIR}" > "${BATS_FILE_TMPDIR}/lab.txt"
    export BENCH_SSH_CONFIG="${LAB_DIR}/ssh_config"
  fi
}

teardown_file() {
  [[ -z "${LAB_DIR:-}" ]] || "${SCRIPTS_DIR}/hosts-lab.sh" down "${LAB_DIR}"
}

setup() {
  [[ -z "${HOSTS_TEST_SKIP:-}" ]] || skip "${HOSTS_TEST_SKIP}"
}

# hosts_test::leftovers: what a run could leave on the lab's hosts: a JVM or a database started from a work
# directory, a work directory, an SSH connection kept open.
hosts_test::leftovers() {
  pgrep -af '/bench-host\.[A-Za-z0-9]{6}/|/bench-database\.[A-Za-z0-9]{6}' || true
  compgen -G '/tmp/bench-host.*' || true
  compgen -G '/tmp/bench-ssh.*' || true
}

# hosts_test::nothing_left: fails, naming them, when hosts_test::leftovers finds anything.
hosts_test::nothing_left() {
  local left
  left="$(hosts_test::leftovers)"
  [[ -z "${left}" ]] || { echo "left behind: ${left}"; return 1; }
}

# hosts_test::refused EXPECTED ARGS...: run-all.sh --dry-run ARGS exits 2 with one line holding EXPECTED, starts
# nothing on any host and makes no run directory.
hosts_test::refused() {
  local expected="$1"
  shift
  run --separate-stderr "${RUN_ALL}" --dry-run --out "${BATS_TEST_TMPDIR}/results" "$@"
  # shellcheck disable=SC2154 # bats's, with --separate-stderr
  echo "status=${status} stderr=${stderr}"
  [ "${status}" -eq 2 ]
  [[ "${stderr}" == *"${expected}"* ]]
  [ "$(printf '%s\n' "${stderr}" | wc -l)" -eq 1 ]
  [ ! -e "${BATS_TEST_TMPDIR}/results" ]
  hosts_test::nothing_left
}

@test "an unknown host, a refused key and an address off the machine exit 2 with one line, starting nothing" {
  hosts_test::refused "--server-host bench-nosuch: its host name does not resolve" --server-host bench-nosuch
  # A key the lab's sshd does not know.
  ssh-keygen -q -t ed25519 -N '' -f "${BATS_TEST_TMPDIR}/stranger"
  sed "s|IdentityFile .*|IdentityFile ${BATS_TEST_TMPDIR}/stranger|" "${BENCH_SSH_CONFIG}" > "${BATS_TEST_TMPDIR}/ssh_config"
  BENCH_SSH_CONFIG="${BATS_TEST_TMPDIR}/ssh_config" hosts_test::refused \
    "--server-host bench-server: root@198.18.0.2: Permission denied (publickey)." --server-host bench-server --cpus 0:1
  # TEST-NET-3: wherever the route would take it, it is not on this machine.
  hosts_test::refused "--server-address 203.0.113.7: " --server-host bench-server --server-address 203.0.113.7 \
    --cpus 0:1
  hosts_test::refused "--server-address 198.18.0.3 is not an address of bench-server" --server-host bench-server \
    --server-address 198.18.0.3 --cpus 0:1
}

@test "--smoke with the apps on a server host completes with every tool, its scope naming the hosts" {
  local out="${BATS_TEST_TMPDIR}/results" run_dir
  run "${RUN_ALL}" --smoke --server-host bench-server --cpus 0:1 --containers boot4/tomcat,boot4/jetty --out "${out}"
  echo "${output}"
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "${status}" -eq 0 ]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  [[ "${output}" == *"Path: this machine to 198.18.0.2: over benchbr0, a bridge of veth pairs"* ]]
  [[ "${output}" == *"starting 2 fresh JVMs on CPU 0 of bench-server"* ]]
  # Every tool measured both variants, each window with its figures and the server's samples, whose bytes are
  # those of the server's interface.
  local tool
  for tool in ab siege wrk hyperfoil jmeter; do
    [ "$(jq --arg tool "${tool}" '[.measurements[] | select(.tool == $tool and .status == "ok" and .requests > 0)] | length' \
      "${run_dir}/results.json")" -ge 2 ] || { echo "no ${tool} figures"; return 1; }
  done
  head -n 1 "$(find "${run_dir}/raw" -name 'wrk-*.samples.csv' | head -n 1)" | grep -q ',interface_bytes$'
  grep -q '^server_host: bench-server$' "$(find "${run_dir}/raw" -name 'wrk-*.cmd' | head -n 1)"
  jq -e '.hosts.hosts | map(.role) == ["harness", "server"]' "${run_dir}/run.json"
  jq -e '.scope.hosts | startswith("apps on bench-server (198.18.0.2, bench0 MTU 1500)")' "${run_dir}/results.json"
  grep -q 'hosts: apps on bench-server (198.18.0.2, bench0 MTU 1500), load from this machine' "${run_dir}/README.md"
  # The logs came back from the server host.
  grep -q 'Startup Metric >> application.ready.time=' "${run_dir}/logs/boot4-tomcat-r1.log"
  hosts_test::nothing_left
}

@test "JMeter runs through engines on two load hosts, with the database on a host of its own" {
  local out="${BATS_TEST_TMPDIR}/results" run_dir jtl
  run "${RUN_ALL}" --smoke --server-host bench-server --load-hosts bench-load1,bench-load2 --tools jmeter \
    --database-host bench-database --endpoints block,db --containers boot4/tomcat --no-control --cpus 0:1 \
    --out "${out}"
  echo "${output}"
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Database: PostgreSQL on bench-database (198.18.0.5:54320)"* ]]
  jq -e '.database.serverVersion != null and .database.rows.world == 10000' "${run_dir}/run.json"
  # Both windows: the samples from both engines, merged by JMeter into the one JTL, each engine's log kept.
  for jtl in "${run_dir}"/raw/boot4-tomcat/*/jmeter-*.jtl; do
    grep -q ',198.18.0.3:1099-Thread Group' "${jtl}"
    grep -q ',198.18.0.4:1099-Thread Group' "${jtl}"
    tail -n 1 "${jtl%.jtl}.txt" | jq -e '.samplesByEngine | keys == ["198.18.0.3:1099", "198.18.0.4:1099"]'
    grep -q 'bench-jmeter engine: ready on 198.18.0.3:1099' "${jtl%.jtl}.engine-bench-load1.log"
  done
  jq -e '[.measurements[] | select(.endpoint == "db" and .status == "ok" and .requests > 0)] | length == 1' "${run_dir}/results.json"
  grep -q 'database on bench-database' "${run_dir}/README.md"
  hosts_test::nothing_left
}

@test "a JMeter engine that dies mid-window fails that window, naming it, and the run goes on" {
  local out="${BATS_TEST_TMPDIR}/results" run_dir log="" i
  "${RUN_ALL}" --smoke --server-host bench-server --load-hosts bench-load1,bench-load2 --tools jmeter \
    --endpoints block,async --containers boot4/tomcat --no-control --cpus 0:1 --out "${out}" \
    > "${BATS_TEST_TMPDIR}/console.txt" 2>&1 &
  local script=$!
  # The first window's engine on bench-load2, killed once its test has started: waited for as long as the run
  # lasts (a slow guest takes minutes to reach its first window), at most 10 minutes.
  for ((i = 0; i < 12000; i++)); do
    log="$(grep -l 'Starting the test on host 198.18.0.4' /tmp/bench-host.*/run/jmeter-engine.log 2> /dev/null | head -n 1)"
    [[ -z "${log}" ]] || break
    kill -0 "${script}" 2> /dev/null || break
    sleep 0.05
  done
  if [[ -z "${log}" ]]; then
    kill -TERM "${script}" 2> /dev/null || true
    wait "${script}" || true
    cat "${BATS_TEST_TMPDIR}/console.txt"
    false
  fi
  pkill -KILL -f 'RemoteEngine --hostname 198.18.0.4 '
  local status=0
  wait "${script}" || status=$?
  cat "${BATS_TEST_TMPDIR}/console.txt"
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "${status}" -eq 1 ]
  grep -q 'FAILED: .*(the JMeter engine on bench-load2 did not finish its part: jmeter-c10-r1-b1.engine-bench-load2.log)' \
    "${BATS_TEST_TMPDIR}/console.txt"
  # The other window was measured through fresh engines.
  jq -e '[.measurements[] | select(.status == "ok" and .requests > 0)] | length == 1' "${run_dir}/results.json"
  hosts_test::nothing_left
}

@test "a server host that dies mid-run: the run goes on, says why, exits 1 and leaves nothing behind" {
  local out="${BATS_TEST_TMPDIR}/results" run_dir pid
  "${RUN_ALL}" --smoke --server-host bench-server --cpus 0:1 --containers boot4/tomcat,boot4/jetty --tools wrk,ab \
    --out "${out}" > "${BATS_TEST_TMPDIR}/console.txt" 2>&1 &
  local script=$!
  local i
  for ((i = 0; i < 1800; i++)); do
    compgen -G "${out}/*/raw/*/*/*.txt" > /dev/null && break
    sleep 0.1
  done
  # Everything in the server's namespace ends at once, its sshd with it: as a host that crashed.
  for pid in $(ip netns pids bench-server); do
    kill -KILL "${pid}" 2> /dev/null || true
  done
  local status=0
  wait "${script}" || status=$?
  cat "${BATS_TEST_TMPDIR}/console.txt"
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "${status}" -eq 1 ]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  jq -e '.failedMeasurements | length > 0 and all(.reason != "")' "${run_dir}/run.json"
  grep -q 'its host bench-server stopped answering over SSH' "${BATS_TEST_TMPDIR}/console.txt"
  grep -q 'warning: bench-server: could not clean up /tmp/bench-host\.' "${BATS_TEST_TMPDIR}/console.txt"
  # Nothing runs anywhere; the crashed host kept its work directory (on the lab's shared disk: removed here).
  [ -z "$(pgrep -af '/bench-host\.[A-Za-z0-9]{6}/|/bench-database\.[A-Za-z0-9]{6}' || true)" ]
  rm -rf "$(sed -n 's|.*could not clean up \(/tmp/bench-host\.[A-Za-z0-9]*\).*|\1|p' "${BATS_TEST_TMPDIR}/console.txt")"
  hosts_test::nothing_left
  # The lab's sshd of the server host went with it: started again for what follows.
  lab::start_sshd "${LAB_DIR}" bench-server 198.18.0.2
}

@test "the lab comes down and leaves no namespace, link or sshd" {
  "${SCRIPTS_DIR}/hosts-lab.sh" down "${LAB_DIR}"
  [ -z "$(ip netns list | grep '^bench-' || true)" ]
  run ! ip link show "${LAB_BRIDGE}"
  [ -z "$(pgrep -af "sshd -f ${LAB_DIR}" || true)" ]
  [ ! -f "${LAB_DIR}/state.tsv" ]
}
