#!/usr/bin/env bash
# Pinning a JVM that runs: every thread to the server CPUs, checked thread by thread. Used on this machine
# and, through host-agent.sh, on a server host. Sourced, not executed.

# pinning::pin PID CPUS: pins every thread of the JVM to CPUS (taskset -a) and checks each thread's affinity,
# three times at most: a thread left on another CPU would add that CPU to what is measured. On failure it
# prints the threads left over and returns 1.
pinning::pin() {
  local pid="$1" cpus="$2" want pinned allowed task stray="" attempt
  want="$(pinning::cpu_set "${cpus}")"
  for ((attempt = 1; attempt <= 3; attempt++)); do
    taskset -a -p -c "${cpus}" "${pid}" > /dev/null 2>&1 || true
    # The kernel's own spelling of the list, read from the main thread, is what every thread must show.
    pinned="$(pinning::allowed_cpus "/proc/${pid}/status")"
    stray=""
    [[ "$(pinning::cpu_set "${pinned}")" == "${want}" ]] || stray=" ${pid}"
    for task in /proc/"${pid}"/task/*; do
      allowed="$(pinning::allowed_cpus "${task}/status")"
      [[ -z "${allowed}" || "${allowed}" == "${pinned}" ]] || stray+=" ${task##*/}"
    done
    [[ -n "${stray}" ]] || return 0
  done
  printf 'threads%s still run outside CPU %s' "${stray}" "${cpus}"
  return 1
}

# pinning::allowed_cpus STATUS_FILE: the CPU list a thread may run on (its Cpus_allowed_list), empty once the
# thread has gone.
pinning::allowed_cpus() {
  local key value
  while read -r key value; do
    if [[ "${key}" == Cpus_allowed_list: ]]; then
      printf '%s' "${value}"
      return 0
    fi
  done 2> /dev/null < "$1" || true
}

# pinning::cpu_set LIST: a CPU list such as 0-2,5 as its CPUs in order, one line each.
pinning::cpu_set() {
  local part cpu
  local -a parts
  IFS=, read -r -a parts <<< "$1"
  for part in "${parts[@]}"; do
    for ((cpu = ${part%-*}; cpu <= ${part#*-}; cpu++)); do
      printf '%s\n' "${cpu}"
    done
  done | sort -n -u
}
