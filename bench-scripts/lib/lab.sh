#!/usr/bin/env bash
# A laboratory of hosts on one machine: a network namespace for each host, joined by a bridge in the root
# namespace, addresses from 198.18.0.0/24 (inside 198.18.0.0/15, which RFC 2544 reserves for benchmarks),
# and in each namespace an sshd that accepts one throwaway key. It lets the multi-host runs be tried and
# tested where there is one machine. A namespace has no default route: nothing in it can reach beyond the
# bridge. Everything made is written down in the lab's directory (state.tsv) as it is made, so that
# lab::down removes exactly that, by name and PID, even after a failed lab::up. Needs root, ip and sshd, and
# a machine where ip can make network namespaces.
# Sourced, not executed.
#
# Globals: the lab's addresses and names (LAB_BRIDGE, LAB_SUBNET_PREFIX, LAB_PREFIX_LENGTH,
# LAB_BRIDGE_ADDRESS, LAB_HOSTS) and how long an sshd may take (LAB_SSHD_READY_S), all constants.

readonly LAB_BRIDGE=benchbr0
readonly LAB_SUBNET_PREFIX=198.18.0
readonly LAB_PREFIX_LENGTH=24
readonly LAB_BRIDGE_ADDRESS="${LAB_SUBNET_PREFIX}.1"
# Each host: its namespace (and SSH name) and the last byte of its address.
readonly -a LAB_HOSTS=(bench-server:2 bench-load1:3 bench-load2:4 bench-database:5)
readonly LAB_SSHD_READY_S=10

# lab::require: why this machine cannot hold a lab, on stdout, and 1; nothing when it can.
lab::require() {
  if [[ "$(id -u)" != 0 ]]; then
    printf 'a lab of network namespaces needs root'
    return 1
  fi
  local command
  for command in ip sshd ssh ssh-keygen; do
    if ! command -v "${command}" > /dev/null; then
      printf '%s is missing (bench-scripts/lib/provision.sh installs it)' "${command}"
      return 1
    fi
  done
  if ip link show "${LAB_BRIDGE}" > /dev/null 2>&1; then
    printf 'the bridge %s already exists: another lab is up (bench-scripts/hosts-lab.sh down DIR removes it)' \
      "${LAB_BRIDGE}"
    return 1
  fi
  lab::can_make_namespaces
}

# lab::can_make_namespaces: why ip cannot make and enter a named network namespace here, on stdout, and 1. A
# container without CAP_SYS_ADMIN cannot, nor a chroot whose / is not a mount point (ip netns exec makes /
# a slave mount). Tried on a namespace of its own, removed again.
lab::can_make_namespaces() {
  local probe="bench-probe-$$" why
  if why="$(ip netns add "${probe}" 2>&1)" && why="$(ip netns exec "${probe}" true 2>&1)"; then
    ip netns delete "${probe}"
    return 0
  fi
  ip netns delete "${probe}" > /dev/null 2>&1 || true
  printf 'ip cannot make and enter a network namespace here: %s' "${why//$'\n'/; }"
  return 1
}

# lab::address HOST: the host's address in the lab.
lab::address() {
  local entry
  for entry in "${LAB_HOSTS[@]}"; do
    if [[ "${entry%%:*}" == "$1" ]]; then
      printf '%s.%s' "${LAB_SUBNET_PREFIX}" "${entry#*:}"
      return 0
    fi
  done
  return 1
}

# lab::note DIR KIND NAME: writes down something made (bridge, namespace, sshd PID), before anything else can
# fail, for lab::down.
lab::note() {
  printf '%s\t%s\n' "$2" "$3" >> "$1/state.tsv"
}

# lab::up DIR: makes the lab, its keys and ssh_config in DIR (which must exist and be empty). On a failure it
# removes what it made and returns 1 with why on stderr.
lab::up() {
  local dir="$1" entry host address
  : > "${dir}/state.tsv"
  if ! lab::make_network "${dir}" || ! lab::make_keys "${dir}"; then
    lab::down "${dir}"
    return 1
  fi
  for entry in "${LAB_HOSTS[@]}"; do
    host="${entry%%:*}"
    address="$(lab::address "${host}")"
    if ! lab::start_sshd "${dir}" "${host}" "${address}"; then
      lab::down "${dir}"
      return 1
    fi
  done
}

# lab::make_network DIR: the bridge with the root namespace's address, and each host's namespace joined to it
# by a veth pair (bv-HOST on the bridge, bench0 inside), with loopback up and no default route.
lab::make_network() {
  local dir="$1" entry host veth
  lab::note "${dir}" bridge "${LAB_BRIDGE}"
  ip link add "${LAB_BRIDGE}" type bridge || return 1
  ip addr add "${LAB_BRIDGE_ADDRESS}/${LAB_PREFIX_LENGTH}" dev "${LAB_BRIDGE}" || return 1
  ip link set "${LAB_BRIDGE}" up || return 1
  for entry in "${LAB_HOSTS[@]}"; do
    host="${entry%%:*}"
    veth="bv-${host#bench-}"
    lab::note "${dir}" namespace "${host}"
    ip netns add "${host}" || return 1
    lab::note "${dir}" link "${veth}"
    ip link add "${veth}" type veth peer name bench0 netns "${host}" || return 1
    ip link set "${veth}" master "${LAB_BRIDGE}" up || return 1
    ip -n "${host}" link set lo up || return 1
    ip -n "${host}" addr add "$(lab::address "${host}")/${LAB_PREFIX_LENGTH}" dev bench0 || return 1
    ip -n "${host}" link set bench0 up || return 1
  done
}

# lab::make_keys DIR: a throwaway host key and client key, the client's key authorized, every host's key known,
# and DIR/ssh_config naming each host with its address, the key, and no prompt of any kind.
lab::make_keys() {
  local dir="$1" entry host address
  ssh-keygen -q -t ed25519 -N '' -C bench-lab-host -f "${dir}/host_key" || return 1
  ssh-keygen -q -t ed25519 -N '' -C bench-lab-client -f "${dir}/client_key" || return 1
  cp "${dir}/client_key.pub" "${dir}/authorized_keys"
  : > "${dir}/known_hosts"
  : > "${dir}/ssh_config"
  for entry in "${LAB_HOSTS[@]}"; do
    host="${entry%%:*}"
    address="$(lab::address "${host}")"
    printf '%s %s\n' "${address}" "$(cut -d ' ' -f 1-2 "${dir}/host_key.pub")" >> "${dir}/known_hosts"
    cat >> "${dir}/ssh_config" <<CONFIG
Host ${host}
  HostName ${address}
  User root
  IdentityFile ${dir}/client_key
  IdentitiesOnly yes
  UserKnownHostsFile ${dir}/known_hosts
  StrictHostKeyChecking yes
  BatchMode yes
  ConnectTimeout 5
  LogLevel ERROR
CONFIG
  done
}

# lab::start_sshd DIR HOST ADDRESS: an sshd inside HOST's namespace listening on ADDRESS only, which accepts the
# lab's client key and nothing else; waits until it answers.
lab::start_sshd() {
  local dir="$1" host="$2" address="$3" i pid=""
  cat > "${dir}/sshd-${host}.conf" <<CONFIG
ListenAddress ${address}
Port 22
HostKey ${dir}/host_key
AuthorizedKeysFile ${dir}/authorized_keys
PidFile ${dir}/sshd-${host}.pid
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PrintMotd no
Subsystem sftp internal-sftp
CONFIG
  # The privilege separation directory Debian's service would make.
  mkdir -p /run/sshd
  ip netns exec "${host}" "$(command -v sshd)" -f "${dir}/sshd-${host}.conf" -E "${dir}/sshd-${host}.log" || return 1
  for ((i = 0; i < LAB_SSHD_READY_S * 10; i++)); do
    [[ -s "${dir}/sshd-${host}.pid" ]] && read -r pid < "${dir}/sshd-${host}.pid"
    [[ -n "${pid}" ]] && break
    sleep 0.1
  done
  if [[ -z "${pid}" ]]; then
    printf 'lab: the sshd of %s wrote no PID within %s s (log: %s)\n' "${host}" "${LAB_SSHD_READY_S}" \
      "${dir}/sshd-${host}.log" >&2
    return 1
  fi
  lab::note "${dir}" sshd "${pid}"
  for ((i = 0; i < LAB_SSHD_READY_S * 10; i++)); do
    ssh -F "${dir}/ssh_config" "${host}" true 2> /dev/null && return 0
    sleep 0.1
  done
  printf 'lab: ssh to %s (%s) did not succeed within %s s (log: %s)\n' "${host}" "${address}" "${LAB_SSHD_READY_S}" \
    "${dir}/sshd-${host}.log" >&2
  return 1
}

# lab::down DIR: removes what DIR/state.tsv says was made, newest first: every process still inside a lab
# namespace (the sshds and what ran over them: all started by the lab's users), then the namespaces, links
# and bridge. Says what it could not remove, and returns 1 then.
lab::down() {
  local dir="$1" kind name status=0 pid
  [[ -f "${dir}/state.tsv" ]] || return 0
  local -a made=()
  mapfile -t made < <(tac "${dir}/state.tsv")
  local line
  for line in "${made[@]}"; do
    IFS=$'\t' read -r kind name <<< "${line}"
    case "${kind}" in
      sshd) kill -TERM "${name}" 2> /dev/null || true ;;
      namespace)
        for pid in $(ip netns pids "${name}" 2> /dev/null); do
          kill -KILL "${pid}" 2> /dev/null || true
        done
        ;;
    esac
  done
  for line in "${made[@]}"; do
    IFS=$'\t' read -r kind name <<< "${line}"
    case "${kind}" in
      namespace) lab::remove_namespace "${name}" || status=1 ;;
      link | bridge)
        if ip link show "${name}" > /dev/null 2>&1 && ! ip link del "${name}" 2> /dev/null; then
          printf 'lab: could not remove the link %s\n' "${name}" >&2
          status=1
        fi
        ;;
    esac
  done
  (( status != 0 )) || rm -f "${dir}/state.tsv"
  return "${status}"
}

# lab::remove_namespace NAME: deletes it once no process is left inside (a killed process takes a moment).
lab::remove_namespace() {
  local i
  ip netns list | grep -q "^$1\b" || return 0
  for ((i = 0; i < 50; i++)); do
    [[ -z "$(ip netns pids "$1" 2> /dev/null)" ]] && break
    sleep 0.1
  done
  if ! ip netns del "$1"; then
    printf 'lab: could not remove the namespace %s\n' "$1" >&2
    return 1
  fi
}
