#!/usr/bin/env bats
# The control groups of a duet (lib/cgroups.sh): on this machine's real hierarchy, two bounded busy loops pinned
# to CPU 0, each in a group of its own: equal weight gives each about half the CPU, counted by the group; a
# frozen group gets none until thawed; slicing hands the CPU over and leaves both thawed, also when it is ended
# by TERM; close moves the processes out alive and leaves no group. Those need root and a usable hierarchy and
# are skipped, saying why, without. The cgroup v2 path and v1's co-mounted cpu,cpuacct run on fake trees named
# by a fake mountinfo, and so does the refusal of a machine with neither. About 10 seconds.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/cgroups.sh
source "${SCRIPTS_DIR}/lib/cgroups.sh"

setup() {
  CGROUPS_TEST_PIDS=()
  CGROUPS_TEST_SLICER=""
}

teardown() {
  # A slicer a failed test left running, before close: it could freeze a group again.
  if [[ -n "${CGROUPS_TEST_SLICER}" ]]; then
    kill -TERM "${CGROUPS_TEST_SLICER}" 2> /dev/null || true
    wait "${CGROUPS_TEST_SLICER}" 2> /dev/null || true
  fi
  # Thawed and moved out first: a process stopped by the v1 freezer does not die of SIGKILL until thawed.
  cgroups::close
  local pid
  for pid in "${CGROUPS_TEST_PIDS[@]}"; do
    kill -KILL "${pid}" 2> /dev/null || true
    wait "${pid}" 2> /dev/null || true
  done
}

# cgroups_test::mountinfo LINE...: a fake mountinfo of these lines, read instead of this process's mounts.
cgroups_test::mountinfo() {
  printf '%s\n' "$@" > "${BATS_TEST_TMPDIR}/mountinfo"
  export CGROUP_MOUNTINFO="${BATS_TEST_TMPDIR}/mountinfo"
}

# cgroups_test::busy: a busy loop pinned to CPU 0, over by itself after 20 s, its PID added to those teardown
# kills. (Not under timeout: the PID must be the looping process's, the one added to a group; fd 3 closed, or
# bats would wait for it.)
cgroups_test::busy() {
  # shellcheck disable=SC2016 # the loop's own shell expands it
  taskset -c 0 bash -c 'end=$((SECONDS + 20)); while ((SECONDS < end)); do :; done' 3>&- &
  CGROUPS_TEST_PIDS+=("$!")
}

# cgroups_test::duet: this machine's hierarchy with a run's group, groups a and b, and a busy loop in each, both on
# CPU 0. Skips without root or a usable hierarchy.
cgroups_test::duet() {
  test_helper::skip_without_control_groups
  cgroups::open "bats-$$-${BATS_TEST_NUMBER}"
  cgroups::create a
  cgroups::create b
  cgroups_test::busy
  cgroups_test::busy
  cgroups::add a "${CGROUPS_TEST_PIDS[0]}"
  cgroups::add b "${CGROUPS_TEST_PIDS[1]}"
}

# cgroups_test::cpu_ms_over SECONDS A_VAR B_VAR: the CPU time groups a and b got over SECONDS, in ms.
cgroups_test::cpu_ms_over() {
  local -n cgroups_test_a_ms="$2" cgroups_test_b_ms="$3"
  local a0 b0 a1 b1
  a0="$(cgroups::cpu_ns a)"
  b0="$(cgroups::cpu_ns b)"
  common::pause "$1"
  a1="$(cgroups::cpu_ns a)"
  b1="$(cgroups::cpu_ns b)"
  cgroups_test_a_ms=$(((a1 - a0) / 1000000))
  cgroups_test_b_ms=$(((b1 - b0) / 1000000))
  echo "over $1 s: a ${cgroups_test_a_ms} ms, b ${cgroups_test_b_ms} ms"
}

# cgroups_test::thawed NAME: fails, saying so, unless the group reads thawed.
cgroups_test::thawed() {
  local state
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    state="$(cat "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1/freezer.state")"
    [[ "${state}" == THAWED ]] || { echo "$1 is ${state}"; return 1; }
  else
    state="$(cat "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1/cgroup.freeze")"
    [[ "${state}" == 0 ]] || { echo "$1 has cgroup.freeze ${state}"; return 1; }
    grep -qx 'frozen 0' "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1/cgroup.events" || { echo "$1 reads frozen"; return 1; }
  fi
}

@test "detect refuses, in one line, a machine with neither cgroup2's cpu controller nor v1's cpu, cpuacct and freezer" {
  cgroups_test::mountinfo "22 1 0:21 / /proc rw,nosuid - proc proc rw" "23 1 0:22 / /sys rw - sysfs sysfs rw"
  # In the scripts' strict mode, as the callers run it.
  run bash -c 'set -o errexit -o nounset -o pipefail; source "$1"; source "$2"; cgroups::detect' _ \
    "${SCRIPTS_DIR}/lib/common.sh" "${SCRIPTS_DIR}/lib/cgroups.sh"
  echo "${output}"
  [ "${status}" -eq 1 ]
  [ "${output}" = "control groups: neither a cgroup2 mount with the cpu controller nor cgroup v1's cpu, cpuacct and freezer hierarchies are mounted (${CGROUP_MOUNTINFO})" ]
  # A hybrid machine whose cgroup2 mount has no cpu controller and whose v1 has no freezer: the line says so.
  local unified="${BATS_TEST_TMPDIR}/unified"
  mkdir -p "${unified}"
  echo hugetlb > "${unified}/cgroup.controllers"
  cgroups_test::mountinfo "32 31 0:29 / ${BATS_TEST_TMPDIR}/cpu rw,relatime - cgroup cgroup rw,cpu" \
    "33 31 0:30 / ${BATS_TEST_TMPDIR}/cpuacct rw,relatime - cgroup cgroup rw,cpuacct" \
    "41 31 0:38 / ${unified} rw,relatime shared:9 - cgroup2 cgroup2 rw"
  run cgroups::detect
  echo "${output}"
  [ "${status}" -eq 1 ]
  [ "$(wc -l <<< "${output}")" -eq 1 ]
  [[ "${output}" == *"hierarchies are mounted (${CGROUP_MOUNTINFO}; cgroup2 at ${unified} (hugetlb); v1 lacks freezer)" ]]
  # Nothing to open then.
  cgroups::detect > /dev/null || true
  run cgroups::open r1
  [ "${status}" -eq 1 ]
  [[ "${output}" == "control groups: cgroups::detect has not found a hierarchy to use" ]]
}

@test "on cgroup v2 (a fake tree): cpu handed down, weight 100, the PID in cgroup.procs, usage_usec in ns, freeze" {
  local root="${BATS_TEST_TMPDIR}/cgroup" group
  mkdir -p "${root}"
  echo "cpuset cpu io memory hugetlb pids" > "${root}/cgroup.controllers"
  cgroups_test::mountinfo "22 1 0:21 / /proc rw,nosuid - proc proc rw" \
    "30 23 0:26 / ${root} rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate"
  cgroups::detect
  [ "${CGROUP_VERSION}" = v2 ]
  [ "$(cat "${root}/cgroup.subtree_control")" = "+cpu" ]
  cgroups::open r1
  cgroups::open r1
  group="${root}/boot-container-bench-r1"
  [ "$(cat "${group}/cgroup.subtree_control")" = "+cpu" ]
  cgroups::create a
  [ "$(cat "${group}/a/cpu.weight")" = 100 ]
  [ "$(cat "${group}/a/cgroup.freeze")" = 0 ]
  # The PID is written; a fake tree moves no process, which the check of /proc/PID/cgroup sees.
  run cgroups::add a "${BASHPID}"
  echo "${output}"
  [ "${status}" -eq 1 ]
  [[ "${output}" == "control groups: thread ${BASHPID} of process ${BASHPID} is in /"*", not in /boot-container-bench-r1/a" ]]
  CGROUP_SKIP_MEMBERSHIP_CHECK=1 cgroups::add a "${BASHPID}"
  [ "$(cat "${group}/a/cgroup.procs")" = "${BASHPID}" ]
  run cgroups::add a 999999999
  [ "${status}" -eq 1 ]
  [ "${output}" = "control groups: no process '999999999' to add to a" ]
  printf 'usage_usec 1234567\nuser_usec 1000000\nsystem_usec 234567\n' > "${group}/a/cpu.stat"
  [ "$(cgroups::cpu_ns a)" = 1234567000 ]
  printf 'populated 1\nfrozen 1\n' > "${group}/a/cgroup.events"
  cgroups::freeze a
  [ "$(cat "${group}/a/cgroup.freeze")" = 1 ]
  cgroups::thaw a
  [ "$(cat "${group}/a/cgroup.freeze")" = 0 ]
  # A group that never reads frozen: freeze gives up after 1 s, saying so.
  printf 'populated 1\nfrozen 0\n' > "${group}/a/cgroup.events"
  run cgroups::freeze a
  [ "${status}" -eq 1 ]
  [ "${output}" = "control groups: group a did not freeze within 5000 polls 0.0002 s apart" ]
  [ "$(cgroups::leftovers)" = "${group}" ]
  # A CPU limit: the quota per period in cpu.max, and what it did read from cpu.stat.
  cgroups::quota a 50000 100000
  [ "$(cat "${group}/a/cpu.max")" = "50000 100000" ]
  printf 'usage_usec 1\nnr_periods 40\nnr_throttled 12\nthrottled_usec 345678\n' > "${group}/a/cpu.stat"
  [ "$(cgroups::throttling a)" = "40 12 345678" ]
  printf 'usage_usec 1\n' > "${group}/a/cpu.stat"
  run cgroups::throttling a
  [ "${status}" -eq 1 ]
}

@test "on cgroup v1 with cpu and cpuacct mounted together (a fake tree): each group made and joined once" {
  local d="${BATS_TEST_TMPDIR}" run=boot-container-bench-r2
  mkdir -p "${d}/cpuset" "${d}/cpu,cpuacct" "${d}/freezer"
  # cpuset first: "cpu" must not be taken from it.
  cgroups_test::mountinfo "34 31 0:31 / ${d}/cpuset rw,relatime - cgroup cgroup rw,cpuset" \
    "32 31 0:29 / ${d}/cpu,cpuacct rw,relatime shared:10 - cgroup cgroup rw,cpu,cpuacct" \
    "37 31 0:34 / ${d}/freezer rw,relatime - cgroup cgroup rw,freezer"
  cgroups::detect
  [ "${CGROUP_VERSION}" = v1 ]
  [ "${CGROUP_CPU_DIR}" = "${d}/cpu,cpuacct" ]
  [ "${CGROUP_CPUACCT_DIR}" = "${d}/cpu,cpuacct" ]
  [ "${CGROUP_DIRS[*]}" = "${d}/cpu,cpuacct ${d}/freezer" ]
  cgroups::open r2
  cgroups::create a
  [ "$(cat "${d}/cpu,cpuacct/${run}/a/cpu.shares")" = 1024 ]
  [ "$(cat "${d}/freezer/${run}/a/freezer.state")" = THAWED ]
  [ ! -e "${d}/cpuset/${run}" ]
  CGROUP_SKIP_MEMBERSHIP_CHECK=1 cgroups::add a "${BASHPID}"
  [ "$(cat "${d}/cpu,cpuacct/${run}/a/cgroup.procs")" = "${BASHPID}" ]
  [ "$(cat "${d}/freezer/${run}/a/cgroup.procs")" = "${BASHPID}" ]
  echo 987654321 > "${d}/cpu,cpuacct/${run}/a/cpuacct.usage"
  [ "$(cgroups::cpu_ns a)" = 987654321 ]
  cgroups::freeze a
  [ "$(cat "${d}/freezer/${run}/a/freezer.state")" = FROZEN ]
  cgroups::thaw a
  [ "$(cat "${d}/freezer/${run}/a/freezer.state")" = THAWED ]
  cgroups::quota a 25000 100000
  [ "$(cat "${d}/cpu,cpuacct/${run}/a/cpu.cfs_period_us")" = 100000 ]
  [ "$(cat "${d}/cpu,cpuacct/${run}/a/cpu.cfs_quota_us")" = 25000 ]
  # v1 counts the time held back in ns.
  printf 'nr_periods 10\nnr_throttled 7\nthrottled_time 2500000000\n' > "${d}/cpu,cpuacct/${run}/a/cpu.stat"
  [ "$(cgroups::throttling a)" = "10 7 2500000" ]
  run cgroups::create ../escape
  [ "${status}" -eq 1 ]
  [ "${output}" = "control groups: '../escape' is not a group name" ]
}

@test "before detect and open: close does nothing, leftovers finds nothing, the others refuse in one line" {
  cgroups_test::mountinfo "22 1 0:21 / /proc rw,nosuid - proc proc rw"
  # In the scripts' strict mode: an unset global must not stop the caller.
  # shellcheck disable=SC2016 # expanded by that shell
  run bash -c 'set -o errexit -o nounset -o pipefail; source "$1"; source "$2"; cgroups::close; cgroups::leftovers
    cgroups::freeze a || echo "freeze: $?"' _ "${SCRIPTS_DIR}/lib/common.sh" "${SCRIPTS_DIR}/lib/cgroups.sh"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [ "${output}" = $'control groups: no run group is open (cgroups::open)\nfreeze: 1' ]
}

@test "two groups of equal weight on one CPU each get about half of it, counted by the group" {
  cgroups_test::duet
  local a_ms b_ms weight=cpu.weight
  [[ "${CGROUP_VERSION}" == v2 ]] || weight=cpu.shares
  [ "$(cat "${CGROUP_CPU_DIR}/${CGROUP_RUN}/a/${weight}")" = "$(cat "${CGROUP_CPU_DIR}/${CGROUP_RUN}/b/${weight}")" ]
  cgroups_test::cpu_ms_over 1 a_ms b_ms
  [ "${a_ms}" -gt 0 ]
  [ "${b_ms}" -gt 0 ]
  # A behaviour check with a wide margin, not a speed test: equal weights, about equal shares.
  [ $((a_ms * 100 / (a_ms + b_ms))) -ge 35 ]
  [ $((a_ms * 100 / (a_ms + b_ms))) -le 65 ]
}

@test "a group with a quota of a quarter of each period gets about a quarter of a CPU, and its periods read throttled" {
  cgroups_test::duet
  cgroups::quota a 25000 100000
  local before after a_ms b_ms
  before="$(cgroups::throttling a)"
  cgroups_test::cpu_ms_over 1 a_ms b_ms
  after="$(cgroups::throttling a)"
  # A behaviour check with a wide margin, not a speed test: the limited group gets its quota, the other the rest.
  [ "${a_ms}" -ge 150 ]
  [ "${a_ms}" -le 350 ]
  [ "${b_ms}" -gt "${a_ms}" ]
  local -a b0 a1
  read -r -a b0 <<< "${before}"
  read -r -a a1 <<< "${after}"
  echo "periods ${b0[0]} -> ${a1[0]}, throttled ${b0[1]} -> ${a1[1]}"
  [ $((a1[0] - b0[0])) -ge 5 ]
  [ $((a1[1] - b0[1])) -ge 5 ]
  [ "${a1[2]}" -gt "${b0[2]}" ]
}

@test "a frozen group gets no CPU time until it is thawed, and the other one gets the CPU" {
  cgroups_test::duet
  local a_ms b_ms
  cgroups::freeze a
  cgroups_test::cpu_ms_over 0.3 a_ms b_ms
  [ "${a_ms}" -eq 0 ]
  [ "${b_ms}" -ge 150 ]
  cgroups::thaw a
  cgroups_test::thawed a
  cgroups_test::cpu_ms_over 0.3 a_ms b_ms
  [ "${a_ms}" -gt 0 ]
}

@test "slice hands the CPU over every 100 ms for 1 s, ends by itself and leaves both groups thawed" {
  cgroups_test::duet
  local a0 b0 slice_a_ms slice_b_ms started elapsed_ms
  a0="$(cgroups::cpu_ns a)"
  b0="$(cgroups::cpu_ns b)"
  started="$(common::now_ms)"
  cgroups::slice a b 10 0.1 > "${BATS_TEST_TMPDIR}/slice.txt" 3>&- &
  CGROUPS_TEST_SLICER=$!
  wait "${CGROUPS_TEST_SLICER}"
  CGROUPS_TEST_SLICER=""
  elapsed_ms=$(($(common::now_ms) - started))
  slice_a_ms=$((($(cgroups::cpu_ns a) - a0) / 1000000))
  slice_b_ms=$((($(cgroups::cpu_ns b) - b0) / 1000000))
  cat "${BATS_TEST_TMPDIR}/slice.txt"
  echo "elapsed ${elapsed_ms} ms, a ${slice_a_ms} ms, b ${slice_b_ms} ms"
  [[ "$(cat "${BATS_TEST_TMPDIR}/slice.txt")" =~ ^handovers=([0-9]+)\ alone_us=([0-9]+)$ ]]
  [ "${BASH_REMATCH[1]}" -eq 10 ]
  [ $((BASH_REMATCH[2] / BASH_REMATCH[1] / 1000)) -ge 50 ]
  [ $((BASH_REMATCH[2] / BASH_REMATCH[1] / 1000)) -le 110 ]
  [ "${elapsed_ms}" -lt 2500 ]
  cgroups_test::thawed a
  cgroups_test::thawed b
  # Each had the CPU about half the time.
  [ $((slice_a_ms * 100 / (slice_a_ms + slice_b_ms))) -ge 25 ]
  [ $((slice_a_ms * 100 / (slice_a_ms + slice_b_ms))) -le 75 ]
}

@test "slice ended by TERM leaves both groups thawed and says how far it got" {
  cgroups_test::duet
  local a_ms b_ms status=0
  cgroups::slice a b 100 0.1 > "${BATS_TEST_TMPDIR}/slice.txt" 3>&- &
  CGROUPS_TEST_SLICER=$!
  common::pause 0.35
  kill -TERM "${CGROUPS_TEST_SLICER}"
  wait "${CGROUPS_TEST_SLICER}" || status=$?
  CGROUPS_TEST_SLICER=""
  cat "${BATS_TEST_TMPDIR}/slice.txt"
  [ "${status}" -eq 0 ]
  [[ "$(cat "${BATS_TEST_TMPDIR}/slice.txt")" =~ ^handovers=([0-9]+)\ alone_us=[0-9]+$ ]]
  [ "${BASH_REMATCH[1]}" -ge 3 ]
  [ "${BASH_REMATCH[1]}" -le 5 ]
  cgroups_test::thawed a
  cgroups_test::thawed b
  cgroups_test::cpu_ms_over 0.3 a_ms b_ms
  [ "${a_ms}" -gt 0 ]
  [ "${b_ms}" -gt 0 ]
  # In the script's own shell it would replace the caller's trap: refused.
  # shellcheck disable=SC2016 # expanded by that shell
  run --separate-stderr bash -c 'source "$1"; source "$2"; cgroups::slice a b 10 0.1' _ \
    "${SCRIPTS_DIR}/lib/common.sh" "${SCRIPTS_DIR}/lib/cgroups.sh"
  [ "${status}" -eq 1 ]
  [[ "${output}" == "control groups: cgroups::slice runs in the background"* ]]
}

@test "close moves the processes back alive and leaves no group behind, also called twice" {
  cgroups_test::duet
  local pid line
  # open again changes nothing; a process that is gone is refused.
  cgroups::open "bats-$$-${BATS_TEST_NUMBER}"
  run cgroups::add a 999999999
  [ "${status}" -eq 1 ]
  cgroups::freeze b
  cgroups::close
  [ -z "$(cgroups::leftovers)" ]
  for pid in "${CGROUPS_TEST_PIDS[@]}"; do
    kill -0 "${pid}"
    # Back where they came from, and running (the frozen one thawed).
    while IFS= read -r line; do
      [[ "${line}" != *boot-container-bench* ]] || { echo "${pid} still in ${line}"; return 1; }
    done < "/proc/${pid}/cgroup"
    [[ "$(awk '{ print $3 }' "/proc/${pid}/stat")" == R ]] || { echo "${pid} is not running"; return 1; }
  done
  run cgroups::close
  [ "${status}" -eq 0 ]
  [ -z "${output}" ]
}
