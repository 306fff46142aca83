#!/usr/bin/env bash
# Hosts on one machine, for trying and testing the multi-host runs: `up DIR` makes four network namespaces
# (bench-server, bench-load1, bench-load2, bench-database) joined by a bridge, on 198.18.0.0/24, each with an
# sshd that takes a throwaway key, and writes DIR/ssh_config; the harness reaches them with
# BENCH_SSH_CONFIG=DIR/ssh_config. `down DIR` removes everything `up` made, by name and PID. Needs root.
# Globals: SCRIPT_DIR, where the libraries are (a constant).
# shellcheck source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR

# shellcheck source=lib/lab.sh
source "${SCRIPT_DIR}/lib/lab.sh"

hosts_lab::usage() {
  printf 'usage: %s up DIR | down DIR   (up needs root, ip and sshd; DIR must be new or empty)\n' "$(basename "$0")"
}

hosts_lab::main() {
  if [[ $# -ne 2 ]]; then
    hosts_lab::usage >&2
    exit 2
  fi
  local command="$1" dir="$2" why
  case "${command}" in
    up)
      if ! why="$(lab::require)"; then
        printf '%s: %s\n' "$(basename "$0")" "${why}" >&2
        exit 2
      fi
      mkdir -p "${dir}"
      dir="$(cd "${dir}" && pwd)"
      if [[ -n "$(ls -A "${dir}")" ]]; then
        printf '%s: %s is not empty\n' "$(basename "$0")" "${dir}" >&2
        exit 2
      fi
      chmod 700 "${dir}"
      lab::up "${dir}" || exit 1
      local entry
      for entry in "${LAB_HOSTS[@]}"; do
        printf '%s\t%s\n' "${entry%%:*}" "$(lab::address "${entry%%:*}")"
      done
      printf 'harness\t%s\n' "${LAB_BRIDGE_ADDRESS}"
      printf 'ssh_config\t%s/ssh_config\n' "${dir}"
      ;;
    down) lab::down "$(cd "${dir}" && pwd)" ;;
    *)
      hosts_lab::usage >&2
      exit 2
      ;;
  esac
}

hosts_lab::main "$@"
