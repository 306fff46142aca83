#!/usr/bin/env bash
# Control groups for a duet: two JVMs on the same server CPU(s), each in a group of its own with the same CPU
# weight, each group's CPU time read from the group (it keeps the time of threads that have exited, which
# /proc/PID/stat loses), and optionally the CPU handed from one group to the other by freezing one and thawing
# the other. On cgroup v2 (one hierarchy with the cpu controller) or on cgroup v1 (the cpu, cpuacct and freezer
# hierarchies, mounted apart or together), as root. Needs common.sh (common::pause, common::warn). Sourced, not
# executed.
#
# Globals set by cgroups::detect: CGROUP_VERSION (v1 or v2); CGROUP_CPU_DIR, CGROUP_CPUACCT_DIR and
# CGROUP_FREEZER_DIR, the mount points holding each controller's files (on v2 all three the one mount);
# CGROUP_DIRS, those mount points once each; and, per controller checked in /proc/PID/cgroup, CGROUP_KEYS (v1:
# its name; v2: empty, the "0::" line), CGROUP_ROOTS (the mount's root inside its hierarchy, which is what
# /proc/PID/cgroup's paths start from). cgroups::open sets CGROUP_RUN, the run's group below each mount point.
# Constants: CGROUP_FREEZE_POLLS, CGROUP_FREEZE_POLL_S, CGROUP_V1_SHARES, CGROUP_V2_WEIGHT. The slicer's own
# (cgroups::slice, in its background shell, for its trap): CGROUP_SLICE_GROUPS, CGROUP_SLICE_HANDOVERS,
# CGROUP_SLICE_ALONE_US, CGROUP_SLICE_SINCE_US and CGROUP_SLICE_OUT.
#
# CGROUP_MOUNTINFO (default /proc/self/mountinfo) is read instead of this process's mounts: the tests point it at
# a fake tree. CGROUP_SKIP_MEMBERSHIP_CHECK=1 is for those tests only: a fake tree cannot move a process, so
# cgroups::add then only writes the PID and leaves /proc/PID/cgroup unread.

# How often cgroups::freeze looks whether a group reads frozen, every CGROUP_FREEZE_POLL_S: about 1 s at most.
readonly CGROUP_FREEZE_POLLS=5000
readonly CGROUP_FREEZE_POLL_S=0.0002
# The kernels' default weights: every group is given it explicitly, so that the two always weigh the same.
readonly CGROUP_V1_SHARES=1024
readonly CGROUP_V2_WEIGHT=100

# cgroups::detect: picks the hierarchy (cgroup v2 with the cpu controller first, then v1's cpu, cpuacct and
# freezer) and sets the globals above; on v2 it enables the cpu controller for the groups below the mount. When
# neither can be used it prints one line saying why and returns 1.
cgroups::detect() {
  local mountinfo="${CGROUP_MOUNTINFO:-/proc/self/mountinfo}" line root mount_point type options controllers
  local v2_dir="" v2_root="" v2_seen="" option i
  local -a fields
  local -A v1_dir=() v1_root=()
  if [[ ! -r "${mountinfo}" ]]; then
    printf 'control groups: cannot read %s\n' "${mountinfo}"
    return 1
  fi
  while IFS= read -r line; do
    read -r -a fields <<< "${line}"
    # ID PARENT MAJ:MIN ROOT MOUNT_POINT OPTIONS [OPTIONAL...] - TYPE SOURCE SUPER_OPTIONS
    for ((i = 6; i < ${#fields[@]}; i++)); do
      [[ "${fields[i]}" != - ]] || break
    done
    type="${fields[i + 1]:-}"
    [[ "${type}" == cgroup || "${type}" == cgroup2 ]] || continue
    root="${fields[3]//\\040/ }"
    mount_point="${fields[4]//\\040/ }"
    options="${fields[i + 3]:-}"
    if [[ "${type}" == cgroup2 ]]; then
      controllers=""
      read -r controllers 2> /dev/null < "${mount_point}/cgroup.controllers" || true
      v2_seen+=" ${mount_point} (${controllers:-no controllers})"
      # The first one with the cpu controller: a hybrid machine's cgroup2 mount usually has none of it.
      if [[ -z "${v2_dir}" && " ${controllers} " == *" cpu "* ]]; then
        v2_dir="${mount_point}"
        v2_root="${root}"
      fi
    else
      local -a opts
      IFS=, read -r -a opts <<< "${options}"
      for option in "${opts[@]}"; do
        case "${option}" in
          cpu | cpuacct | freezer)
            # The first mount of a hierarchy; a later one is a bind mount of it or of a part of it.
            if [[ -z "${v1_dir[${option}]:-}" ]]; then
              v1_dir[${option}]="${mount_point}"
              v1_root[${option}]="${root}"
            fi
            ;;
        esac
      done
    fi
  done < "${mountinfo}"

  if [[ -n "${v2_dir}" ]]; then
    CGROUP_VERSION=v2
    CGROUP_CPU_DIR="${v2_dir}"
    CGROUP_CPUACCT_DIR="${v2_dir}"
    CGROUP_FREEZER_DIR="${v2_dir}"
    CGROUP_DIRS=("${v2_dir}")
    CGROUP_KEYS=("")
    CGROUP_ROOTS=("${v2_root}")
  elif [[ -n "${v1_dir[cpu]:-}" && -n "${v1_dir[cpuacct]:-}" && -n "${v1_dir[freezer]:-}" ]]; then
    CGROUP_VERSION=v1
    CGROUP_CPU_DIR="${v1_dir[cpu]}"
    CGROUP_CPUACCT_DIR="${v1_dir[cpuacct]}"
    CGROUP_FREEZER_DIR="${v1_dir[freezer]}"
    CGROUP_KEYS=(cpu cpuacct freezer)
    CGROUP_ROOTS=("${v1_root[cpu]}" "${v1_root[cpuacct]}" "${v1_root[freezer]}")
    # Co-mounted controllers (cpu,cpuacct) share one directory: each group is made and joined once.
    CGROUP_DIRS=("${CGROUP_CPU_DIR}")
    [[ "${CGROUP_CPUACCT_DIR}" == "${CGROUP_CPU_DIR}" ]] || CGROUP_DIRS+=("${CGROUP_CPUACCT_DIR}")
    common::contains "${CGROUP_FREEZER_DIR}" "${CGROUP_DIRS[@]}" || CGROUP_DIRS+=("${CGROUP_FREEZER_DIR}")
  else
    local missing=() found=""
    for option in cpu cpuacct freezer; do
      [[ -n "${v1_dir[${option}]:-}" ]] || missing+=("${option}")
    done
    # What is there, so that the line says what to change.
    [[ -n "${v2_seen}" ]] && found+="; cgroup2 at${v2_seen}"
    local -a present=("${!v1_dir[@]}")
    [[ ${#present[@]} -eq 0 ]] || found+="; v1 lacks $(common::join_words "${missing[@]}")"
    printf 'control groups: neither a cgroup2 mount with the cpu controller nor cgroup v1'"'"'s cpu, cpuacct and'
    printf ' freezer hierarchies are mounted (%s%s)\n' "${mountinfo}" "${found}"
    CGROUP_VERSION=""
    return 1
  fi

  local dir
  for dir in "${CGROUP_DIRS[@]}"; do
    if [[ ! -w "${dir}" ]]; then
      printf 'control groups: %s is not writable by uid %s (making groups needs root)\n' "${dir}" "${EUID}"
      CGROUP_VERSION=""
      return 1
    fi
  done
  # The run's group sits right below the mount: the mount's own group must hand the cpu controller down.
  if [[ "${CGROUP_VERSION}" == v2 ]] && ! cgroups::enable_cpu "${v2_dir}"; then
    CGROUP_VERSION=""
    return 1
  fi
  return 0
}

# cgroups::enable_cpu DIR: the cpu controller enabled for DIR's children (v2), unless it already is. One line
# and 1 if the kernel refuses (e.g. EBUSY: DIR is not the root and has processes of its own).
cgroups::enable_cpu() {
  local file="$1/cgroup.subtree_control" enabled=""
  read -r enabled 2> /dev/null < "${file}" || true
  [[ " ${enabled} " != *" cpu "* ]] || return 0
  cgroups::write "${file}" +cpu
}

# cgroups::write FILE VALUE: writes VALUE to a control file in one write. On failure one line on stdout with
# the kernel's reason, and 1. (The reason is read again in a subshell, only then: the slicing loop must not
# fork.)
cgroups::write() {
  local file="$1" value="$2" error
  { printf '%s\n' "${value}" > "${file}"; } 2> /dev/null && return 0
  error="$({ printf '%s\n' "${value}" > "${file}"; } 2>&1)" && return 0
  printf 'control groups: could not write %s to %s: %s\n' "${value}" "${file}" "${error##*: }"
  return 1
}

# cgroups::open RUN_ID: the run's group, boot-container-bench-RUN_ID, below each mount used (v2: with the cpu
# controller handed down to its children). Idempotent.
cgroups::open() {
  local run_id="$1"
  if [[ -z "${CGROUP_VERSION:-}" ]]; then
    printf 'control groups: cgroups::detect has not found a hierarchy to use\n'
    return 1
  fi
  if [[ ! "${run_id}" =~ ^[A-Za-z0-9][A-Za-z0-9._:+-]*$ ]]; then
    printf 'control groups: %s is not a run ID for a group name\n' "'${run_id}'"
    return 1
  fi
  CGROUP_RUN="boot-container-bench-${run_id}"
  cgroups::make "${CGROUP_RUN}" || return 1
  if [[ "${CGROUP_VERSION}" == v2 ]]; then
    cgroups::enable_cpu "${CGROUP_CPU_DIR}/${CGROUP_RUN}" || return 1
  fi
  return 0
}

# cgroups::make PATH: the group PATH below every mount used; one line and 1 where it cannot be made.
cgroups::make() {
  local dir
  for dir in "${CGROUP_DIRS[@]}"; do
    if ! mkdir -p "${dir}/$1" 2> /dev/null; then
      printf 'control groups: could not make %s\n' "${dir}/$1"
      return 1
    fi
  done
}

# cgroups::check_name NAME: 0 for a child group's name the run has opened, else one line and 1.
cgroups::check_name() {
  if [[ -z "${CGROUP_RUN:-}" || -z "${CGROUP_VERSION:-}" ]]; then
    printf 'control groups: no run group is open (cgroups::open)\n'
    return 1
  fi
  if [[ ! "$1" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]]; then
    printf 'control groups: %s is not a group name\n' "'$1'"
    return 1
  fi
}

# cgroups::create NAME: the child group NAME below the run's group, with the default weight set explicitly
# (v1 cpu.shares 1024, v2 cpu.weight 100) and thawed.
cgroups::create() {
  local name="$1"
  cgroups::check_name "${name}" || return 1
  cgroups::make "${CGROUP_RUN}/${name}" || return 1
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    cgroups::write "${CGROUP_CPU_DIR}/${CGROUP_RUN}/${name}/cpu.shares" "${CGROUP_V1_SHARES}" || return 1
  else
    cgroups::write "${CGROUP_CPU_DIR}/${CGROUP_RUN}/${name}/cpu.weight" "${CGROUP_V2_WEIGHT}" || return 1
  fi
  cgroups::thaw "${name}"
}

# cgroups::add NAME PID: moves the process, all its threads, into NAME in every hierarchy used, then checks
# every thread's /proc/PID/task/TID/cgroup (three tries). If a thread is elsewhere: one line and 1.
cgroups::add() {
  local name="$1" pid="$2" dir attempt reason=""
  cgroups::check_name "${name}" || return 1
  if [[ ! "${pid}" =~ ^[1-9][0-9]*$ || ! -d "/proc/${pid}" ]]; then
    printf 'control groups: no process %s to add to %s\n' "'${pid}'" "${name}"
    return 1
  fi
  for ((attempt = 1; attempt <= 3; attempt++)); do
    # cgroup.procs takes the whole thread group at once, on v1 as on v2.
    for dir in "${CGROUP_DIRS[@]}"; do
      reason="$(cgroups::write "${dir}/${CGROUP_RUN}/${name}/cgroup.procs" "${pid}")" || break
    done
    if [[ -z "${reason}" ]]; then
      [[ "${CGROUP_SKIP_MEMBERSHIP_CHECK:-}" != 1 ]] || return 0
      reason="$(cgroups::stray_thread "${name}" "${pid}")" && return 0
    fi
  done
  printf '%s\n' "${reason}"
  return 1
}

# cgroups::stray_thread NAME PID: 0 when every thread of PID is in NAME in every hierarchy used; else the first
# thread that is not, where it is, in one line, and 1.
cgroups::stray_thread() {
  local name="$1" pid="$2" task i want found id controllers path
  for task in /proc/"${pid}"/task/*; do
    for i in "${!CGROUP_KEYS[@]}"; do
      want="${CGROUP_ROOTS[i]%/}/${CGROUP_RUN}/${name}"
      found=""
      # A thread that has exited since the glob is no stray.
      [[ -r "${task}/cgroup" ]] || continue 2
      while IFS=: read -r id controllers path; do
        if [[ "${CGROUP_VERSION}" == v2 ]]; then
          if [[ "${id}" == 0 && -z "${controllers}" ]]; then found="${path}"; fi
        elif [[ ",${controllers}," == *",${CGROUP_KEYS[i]},"* ]]; then
          found="${path}"
        fi
      done 2> /dev/null < "${task}/cgroup" || continue 2
      if [[ "${found}" != "${want}" ]]; then
        printf 'control groups: thread %s of process %s is in %s%s, not in %s\n' "${task##*/}" "${pid}" \
          "${CGROUP_KEYS[i]:+${CGROUP_KEYS[i]}:}" "${found:-no group}" "${want}"
        return 1
      fi
    done
  done
  return 0
}

# cgroups::quota NAME QUOTA_US PERIOD_US: the group may use QUOTA_US of CPU time per PERIOD_US (v1
# cpu.cfs_period_us and cpu.cfs_quota_us, v2 cpu.max), as Kubernetes enforces a container's limits.cpu.
cgroups::quota() {
  local name="$1" quota="$2" period="$3" dir
  cgroups::check_name "${name}" || return 1
  dir="${CGROUP_CPU_DIR}/${CGROUP_RUN}/${name}"
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    cgroups::write "${dir}/cpu.cfs_period_us" "${period}" && cgroups::write "${dir}/cpu.cfs_quota_us" "${quota}"
  else
    cgroups::write "${dir}/cpu.max" "${quota} ${period}"
  fi
}

# cgroups::throttling NAME: the group's CPU bandwidth counters so far, "PERIODS THROTTLED THROTTLED_US" (cpu.stat's
# nr_periods and nr_throttled, and v2's throttled_usec or v1's throttled_time in ns / 1000); 1 where unread.
cgroups::throttling() {
  local name="$1" key value periods="" throttled="" throttled_us=""
  cgroups::check_name "${name}" || return 1
  while read -r key value; do
    case "${key}" in
      nr_periods) periods="${value}" ;;
      nr_throttled) throttled="${value}" ;;
      throttled_usec) throttled_us="${value}" ;;
      throttled_time) throttled_us="$((value / 1000))" ;;
    esac
  done 2> /dev/null < "${CGROUP_CPU_DIR}/${CGROUP_RUN}/${name}/cpu.stat" || return 1
  [[ -n "${periods}" && -n "${throttled}" && -n "${throttled_us}" ]] || return 1
  printf '%s %s %s\n' "${periods}" "${throttled}" "${throttled_us}"
}

# cgroups::cpu_ns NAME: the CPU time of every process the group has held, in nanoseconds (v1 cpuacct.usage;
# v2 cpu.stat's usage_usec x 1000).
cgroups::cpu_ns() {
  local name="$1" key value
  cgroups::check_name "${name}" || return 1
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    if read -r value 2> /dev/null < "${CGROUP_CPUACCT_DIR}/${CGROUP_RUN}/${name}/cpuacct.usage"; then
      printf '%s\n' "${value}"
      return 0
    fi
  else
    while read -r key value; do
      if [[ "${key}" == usage_usec ]]; then
        printf '%s\n' "$((value * 1000))"
        return 0
      fi
    done 2> /dev/null < "${CGROUP_CPU_DIR}/${CGROUP_RUN}/${name}/cpu.stat" || true
  fi
  printf 'control groups: no CPU time for group %s\n' "${name}"
  return 1
}

# cgroups::frozen NAME: whether the group reads frozen (v1 freezer.state FROZEN, not FREEZING; v2 cgroup.events
# "frozen 1"). For a NAME cgroups::check_name has passed.
cgroups::frozen() {
  local group="${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1" key value
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    read -r value 2> /dev/null < "${group}/freezer.state" || return 1
    [[ "${value}" == FROZEN ]]
  else
    while read -r key value; do
      if [[ "${key}" == frozen ]]; then
        [[ "${value}" == 1 ]]
        return
      fi
    done 2> /dev/null < "${group}/cgroup.events"
    return 1
  fi
}

# cgroups::freeze NAME: stops every thread of the group and waits until the kernel says they all are, 1 s at
# most (a thread in an uninterruptible sleep holds a freeze back). Then one line and 1.
cgroups::freeze() {
  local name="$1" poll
  cgroups::check_name "${name}" || return 1
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    cgroups::write "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/${name}/freezer.state" FROZEN || return 1
  else
    cgroups::write "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/${name}/cgroup.freeze" 1 || return 1
  fi
  for ((poll = 0; poll < CGROUP_FREEZE_POLLS; poll++)); do
    cgroups::frozen "${name}" && return 0
    common::pause "${CGROUP_FREEZE_POLL_S}"
  done
  cgroups::frozen "${name}" && return 0
  printf 'control groups: group %s did not freeze within %s polls %s s apart\n' "${name}" "${CGROUP_FREEZE_POLLS}" \
    "${CGROUP_FREEZE_POLL_S}"
  return 1
}

# cgroups::thaw NAME: lets the group's threads run again (no wait: a thaw takes effect at once).
cgroups::thaw() {
  cgroups::check_name "$1" || return 1
  if [[ "${CGROUP_VERSION}" == v1 ]]; then
    cgroups::write "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1/freezer.state" THAWED
  else
    cgroups::write "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}/$1/cgroup.freeze" 0
  fi
}

# cgroups::slice NAME_A NAME_B SLICES SLICE_S: hands the CPU from one group to the other SLICES times, every
# SLICE_S seconds (e.g. 20 slices of 0.100 s in a 2 s window; bench-report's plan gives both): A thawed and B
# frozen, then B thawed and A frozen, and so on. For the background only (cgroups::slice ... &): its TERM trap
# must not replace the caller's, so in the script's own shell it refuses. It ends by itself after its slices, or
# on TERM, both as a normal end: both groups thawed, then on stdout "handovers=N alone_us=T": N hand-overs, and
# the time the groups had the CPU to themselves in all, from each thaw (the other one read frozen before) to
# the next hand-over (bench-report takes the mean slice from them). A group that does not freeze ends it
# early: both thawed, one line saying which, and 1. No fork per slice: it sleeps with common::pause.
cgroups::slice() {
  local slices="$3" slice_s="$4" running=0 slice
  if [[ "${BASHPID}" == "$$" ]]; then
    printf 'control groups: cgroups::slice runs in the background (cgroups::slice ... &), not in the'
    printf ' script'"'"'s shell\n'
    return 1
  fi
  if [[ ! "${slices}" =~ ^[1-9][0-9]*$ || ! "${slice_s}" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
    printf 'control groups: slice needs SLICES as a positive whole number and SLICE_S in seconds, got %s and %s\n' \
      "'${slices}'" "'${slice_s}'"
    return 1
  fi
  # Globals of this background shell: the trap reads them. Its line goes to a copy of stdout made here: the
  # trap runs with the redirections of the command TERM interrupted (a thaw's > /dev/null, a write's > FILE).
  exec {CGROUP_SLICE_OUT}>&1
  CGROUP_SLICE_GROUPS=("$1" "$2")
  CGROUP_SLICE_HANDOVERS=0
  CGROUP_SLICE_ALONE_US=0
  CGROUP_SLICE_SINCE_US=""
  trap 'cgroups::slice_end; exit 0' TERM INT
  for ((slice = 0; slice < slices; slice++)); do
    # Frozen first, then thawed: they never run together. A group alone on its CPU(s) freezes in a fraction
    # of a millisecond; one that has to compete for the CPU first takes a few (it must run to stop).
    if ! cgroups::freeze "${CGROUP_SLICE_GROUPS[1 - running]}"; then
      cgroups::slice_end --silent
      trap - TERM INT
      return 1
    fi
    cgroups::thaw "${CGROUP_SLICE_GROUPS[running]}" > /dev/null || true
    CGROUP_SLICE_HANDOVERS=$((CGROUP_SLICE_HANDOVERS + 1))
    CGROUP_SLICE_SINCE_US="${EPOCHREALTIME/[.,]/}"
    common::pause "${slice_s}"
    CGROUP_SLICE_ALONE_US=$((CGROUP_SLICE_ALONE_US + ${EPOCHREALTIME/[.,]/} - CGROUP_SLICE_SINCE_US))
    CGROUP_SLICE_SINCE_US=""
    running=$((1 - running))
  done
  cgroups::slice_end
  trap - TERM INT
}

# cgroups::slice_end [--silent]: the end of cgroups::slice, also from its trap: both groups thawed, and its line
# (not with --silent: a slicer that failed says why instead).
cgroups::slice_end() {
  local group
  for group in "${CGROUP_SLICE_GROUPS[@]}"; do
    cgroups::thaw "${group}" > /dev/null || true
  done
  # Ended (by TERM) in the middle of a slice: that slice so far.
  [[ -z "${CGROUP_SLICE_SINCE_US}" ]] \
    || CGROUP_SLICE_ALONE_US=$((CGROUP_SLICE_ALONE_US + ${EPOCHREALTIME/[.,]/} - CGROUP_SLICE_SINCE_US))
  CGROUP_SLICE_SINCE_US=""
  [[ "${1:-}" == --silent ]] \
    || printf 'handovers=%s alone_us=%s\n' "${CGROUP_SLICE_HANDOVERS}" "${CGROUP_SLICE_ALONE_US}" >&"${CGROUP_SLICE_OUT}"
}

# cgroups::close: thaws every child of the run's group, moves every process still in them back to the group
# the run's group was made in (the mount's root group), and removes the children and the run's group. For the
# exit trap: safe when nothing was opened and when called twice, and it always returns 0 (what it could not
# remove it names on stderr).
cgroups::close() {
  local dir group child pid pass left=""
  local -a pids
  [[ -n "${CGROUP_VERSION:-}" && -n "${CGROUP_RUN:-}" ]] || return 0
  # A process still forking may put a new one in between: a few passes.
  for ((pass = 1; pass <= 3; pass++)); do
    left=""
    # Thawed before anything moves: a process moved while frozen would stay stopped where it went (v1), or
    # would not move at all.
    for child in "${CGROUP_FREEZER_DIR}/${CGROUP_RUN}"/*/; do
      child="${child%/}"
      if [[ -f "${child}/freezer.state" ]]; then
        cgroups::write "${child}/freezer.state" THAWED > /dev/null || true
      elif [[ -f "${child}/cgroup.freeze" ]]; then
        cgroups::write "${child}/cgroup.freeze" 0 > /dev/null || true
      fi
    done
    for dir in "${CGROUP_DIRS[@]}"; do
      group="${dir}/${CGROUP_RUN}"
      [[ -d "${group}" ]] || continue
      # The children, then the run's group itself.
      for child in "${group}"/*/ "${group}/"; do
        child="${child%/}"
        [[ -d "${child}" ]] || continue
        pids=()
        mapfile -t pids 2> /dev/null < "${child}/cgroup.procs" || true
        for pid in "${pids[@]}"; do
          cgroups::write "${dir}/cgroup.procs" "${pid}" > /dev/null || true
        done
        rmdir "${child}" 2> /dev/null || left+=" ${child}"
      done
    done
    [[ -n "${left}" ]] || return 0
    common::pause 0.1
  done
  common::warn "control groups left behind:${left}"
  return 0
}

# cgroups::leftovers: the boot-container-bench-* groups below any cgroup mount, one path a line; nothing when
# there are none.
cgroups::leftovers() {
  local line group i
  local -a fields
  while IFS= read -r line; do
    read -r -a fields <<< "${line}"
    for ((i = 6; i < ${#fields[@]}; i++)); do
      [[ "${fields[i]}" != - ]] || break
    done
    [[ "${fields[i + 1]:-}" == cgroup || "${fields[i + 1]:-}" == cgroup2 ]] || continue
    for group in "${fields[4]//\\040/ }"/boot-container-bench-*; do
      if [[ -d "${group}" ]]; then printf '%s\n' "${group}"; fi
    done
  done 2> /dev/null < "${CGROUP_MOUNTINFO:-/proc/self/mountinfo}" || true
}
