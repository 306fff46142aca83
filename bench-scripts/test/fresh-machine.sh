#!/usr/bin/env bash
# Proves that a fresh machine needs nothing but a JDK: builds a minimal Debian 12 root with debootstrap
# (--variant=minbase, plus only openjdk-17-jdk-headless, git and ca-certificates), carries in the
# host's trusted CA certificates and proxy settings and nothing else, clones this repository's
# committed HEAD into it, and runs the README's two commands there (the benchmark as --smoke), reporting
# each one's exit code and wall time. Needs root and Debian's package mirror; not part of
# ./mvnw -B verify. The root is deleted afterwards unless --keep is given.
# shellcheck source-path=SCRIPTDIR/..
set -o errexit -o nounset -o pipefail

SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly SCRIPTS_DIR
REPO_DIR="$(cd "${SCRIPTS_DIR}/.." && pwd)"
readonly REPO_DIR
readonly SUITE=bookworm
readonly JDK_PACKAGE=openjdk-17-jdk-headless
readonly CLONE=/root/boot-container-bench
# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/provision.sh
source "${SCRIPTS_DIR}/lib/provision.sh"

FRESH_ROOT=""
KEEP=false
PROXY_ENV=()
RESULT_LINE=""

fresh_machine::usage() {
  cat <<'USAGE'
Usage: fresh-machine.sh [--keep] [--mirror URL] [--dir DIR]

Builds a minimal Debian 12 root (debootstrap --variant=minbase, a JDK 17, git, ca-certificates), clones
this repository's committed HEAD into it, and runs there, as a new user would:
  ./bench-scripts/run-all.sh --smoke
  ./mvnw -B verify
Prints each command's exit code and wall time; exits 0 only when both succeed.

  --keep        keep the root afterwards (default: delete it)
  --mirror URL  Debian mirror (default: the first one this host's apt uses)
  --dir DIR     where to build the root (default: a new directory under /var/tmp)
  -h, --help    this help

Needs root, debootstrap (installed when missing, like the harness's tools) and the Debian mirror. Uses
the apps' ports (those of bench-contract.properties) on this machine while it runs.
USAGE
}

# fresh_machine::mounts_under DIR: every mount point at or below DIR, deepest first (DIR itself last): the
# filesystems this script mounted, and those the commands run in the root made themselves (ip netns mounts
# the root's /run/netns on itself). /proc/self/mounts writes a space in a path as \040.
fresh_machine::mounts_under() {
  local dir="$1" point rest
  while read -r _ point rest; do
    point="$(printf '%b' "${point}")"
    [[ "${point}" != "${dir}" && "${point}" != "${dir}"/* ]] || printf '%s\n' "${point}"
  done < /proc/self/mounts | sort -r
}

fresh_machine::cleanup() {
  local mount
  if [[ -n "${FRESH_ROOT}" ]]; then
    while IFS= read -r mount; do
      umount -l "${mount}" 2> /dev/null || true
    done < <(fresh_machine::mounts_under "${FRESH_ROOT}")
  fi
  if [[ -n "${FRESH_ROOT}" && -d "${FRESH_ROOT}" ]] && ! "${KEEP}"; then
    rm -rf --one-file-system "${FRESH_ROOT}"
  fi
}

# The first Debian mirror in this host's apt sources (deb822 or one-line format).
fresh_machine::host_mirror() {
  local mirror
  mirror="$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2> /dev/null | head -n 1)"
  [[ -n "${mirror}" ]] \
    || mirror="$(sed -n 's/^deb \(https\?:[^ ]*\).*/\1/p' /etc/apt/sources.list 2> /dev/null | head -n 1)"
  printf '%s' "${mirror:-http://deb.debian.org/debian}"
}

# Copies the CA certificates this host trusts beyond Debian's own bundle (the ones added locally, as a
# corporate network's interception CA is) into the root, for update-ca-certificates there.
fresh_machine::carry_ca_certificates() {
  local target="${FRESH_ROOT}/usr/local/share/ca-certificates/host"
  mkdir -p "${target}"
  local cert source
  local -a carried=()
  for cert in /usr/local/share/ca-certificates/*.crt /usr/local/share/ca-certificates/*/*.crt /etc/ssl/certs/*.pem; do
    [[ -f "${cert}" ]] || continue
    source="$(readlink -f "${cert}")"
    # Debian's bundled certificates come with the root's own ca-certificates package; a local one is
    # often reachable twice (its file and its link in /etc/ssl/certs).
    [[ "${source}" == /usr/share/ca-certificates/* ]] && continue
    common::contains "${source}" "${carried[@]}" && continue
    cp "${source}" "${target}/$(basename "${source%.*}").crt"
    carried+=("${source}")
  done
  common::log "  carried ${#carried[@]} locally trusted CA certificate(s) into the root: $(common::join_words "${carried[@]}")"
}

# Proxy settings only: the proxy environment, and apt's proxy and mirror-validity options (a snapshot
# mirror serves Release files past their Valid-Until date).
fresh_machine::carry_network_settings() {
  apt-config dump 2> /dev/null \
    | grep -E '^Acquire::((http|https|ftp)::Proxy|Check-Valid-Until|Check-Date) ' \
    > "${FRESH_ROOT}/etc/apt/apt.conf.d/90host-network" || true
  local name
  for name in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY; do
    [[ -n "${!name:-}" ]] && PROXY_ENV+=("${name}=${!name}")
  done
  common::log "  carried apt's network options ($(wc -l < "${FRESH_ROOT}/etc/apt/apt.conf.d/90host-network") line(s))" \
    "and ${#PROXY_ENV[@]} proxy variable(s)"
}

# What a booted machine has mounted and the tests use: / a mount point of its own (ip netns exec makes it a
# slave), proc, sys, this host's control group hierarchy (a duet's groups) and dev. Copies of the host's
# mounts are made slaves, so that undoing them in cleanup cannot reach the host's.
fresh_machine::mount_kernel_filesystems() {
  local fs
  mount --bind "${FRESH_ROOT}" "${FRESH_ROOT}"
  mount -t proc proc "${FRESH_ROOT}/proc"
  mount -t sysfs sysfs "${FRESH_ROOT}/sys"
  if mountpoint -q /sys/fs/cgroup; then
    mount --rbind /sys/fs/cgroup "${FRESH_ROOT}/sys/fs/cgroup"
    mount --make-rslave "${FRESH_ROOT}/sys/fs/cgroup"
  fi
  for fs in dev dev/pts; do
    mount --bind "/${fs}" "${FRESH_ROOT}/${fs}"
    mount --make-slave "${FRESH_ROOT}/${fs}"
  done
}

# fresh_machine::in_root COMMAND...: runs a command in the root as a new user's login would, with a clean environment.
fresh_machine::in_root() {
  chroot "${FRESH_ROOT}" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${PROXY_ENV[@]}" "$@"
}

# fresh_machine::timed NAME COMMAND...: runs a README command in the clone, its output to DIR/NAME.log; sets
# RESULT_LINE.
fresh_machine::timed() {
  local name="$1"
  shift
  local started status=0 seconds
  started="$(common::now_ms)"
  fresh_machine::in_root /bin/bash -c "cd ${CLONE} && $*" > "${FRESH_ROOT}/${name}.log" 2>&1 || status=$?
  seconds=$((($(common::now_ms) - started) / 1000))
  RESULT_LINE="$* : exit ${status}, $((seconds / 60)) min $((seconds % 60)) s (log: ${FRESH_ROOT}/${name}.log)"
  common::log "  ${RESULT_LINE}"
  return "${status}"
}

# fresh_machine::smoke_status: the status the smoke run wrote first in its run.json (its own, at the top),
# or nothing where it left no run of its own. Its run is the clone's newest by name (a UTC time), and one git
# does not track: the clone's committed runs are older, and any of them is no proof of the smoke's. One file,
# read up to its first status, so that no pipe closes early under pipefail.
fresh_machine::smoke_status() {
  local clone="${FRESH_ROOT}${CLONE}" newest
  newest="$(cd "${clone}" && printf '%s\n' results/*/run.json | sort | tail -n 1)"
  [[ -f "${clone}/${newest}" ]] || return 0
  ! git -C "${clone}" ls-files --error-unmatch "${newest}" > /dev/null 2>&1 || return 0
  sed -n '/"status"/{s/^ *"status": "\([a-z]*\)".*/\1/p;q}' "${clone}/${newest}"
}

fresh_machine::main() {
  local mirror=""
  while [[ $# -gt 0 ]]; do
    case "$1" in
      -h | --help) fresh_machine::usage; exit 0 ;;
      --keep) KEEP=true ;;
      --mirror) [[ $# -ge 2 ]] || common::usage_error "--mirror needs a URL"; mirror="$2"; shift ;;
      --dir) [[ $# -ge 2 ]] || common::usage_error "--dir needs a directory"; FRESH_ROOT="$2"; shift ;;
      *) common::usage_error "unknown option '$1' (see --help)" ;;
    esac
    shift
  done
  [[ "$(id -u)" == "0" ]] || common::usage_error "needs root (debootstrap, chroot and mounts)"
  provision::tools debootstrap
  mirror="${mirror:-$(fresh_machine::host_mirror)}"
  trap fresh_machine::cleanup EXIT
  trap 'exit 130' INT TERM
  if [[ -z "${FRESH_ROOT}" ]]; then
    FRESH_ROOT="$(mktemp -d /var/tmp/bench-fresh-machine.XXXXXX)"
  fi
  mkdir -p "${FRESH_ROOT}"
  [[ -z "$(ls -A "${FRESH_ROOT}")" ]] || common::usage_error "--dir ${FRESH_ROOT} is not empty"
  # The root's / as a machine has it: mktemp makes it 0700, and then no user but root could reach anything
  # in it (the postgres user runs the harness's database).
  chmod 755 "${FRESH_ROOT}"

  local started
  started="$(common::now_ms)"
  common::log "Building a minimal ${SUITE} root in ${FRESH_ROOT} from ${mirror} (debootstrap --variant=minbase)..."
  debootstrap --variant=minbase --include=ca-certificates,git "${SUITE}" "${FRESH_ROOT}" "${mirror}" \
    > "${FRESH_ROOT}.debootstrap.log" 2>&1 \
    || common::die "debootstrap failed; see ${FRESH_ROOT}.debootstrap.log"
  mv "${FRESH_ROOT}.debootstrap.log" "${FRESH_ROOT}/debootstrap.log"
  fresh_machine::carry_ca_certificates
  fresh_machine::carry_network_settings
  fresh_machine::mount_kernel_filesystems
  fresh_machine::in_root update-ca-certificates > /dev/null
  common::log "  installing ${JDK_PACKAGE} in the root (the only thing besides git and ca-certificates)..."
  fresh_machine::in_root /bin/bash -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends ${JDK_PACKAGE}" > "${FRESH_ROOT}/jdk.log" 2>&1 \
    || common::die "installing ${JDK_PACKAGE} failed; see ${FRESH_ROOT}/jdk.log"
  # Java's trust store is built from the system's CA certificates, the carried ones included.
  fresh_machine::in_root update-ca-certificates --fresh > /dev/null
  common::log "  root ready after $((($(common::now_ms) - started) / 1000)) s: $(fresh_machine::in_root java -version 2>&1 | head -n 1)"

  git clone --quiet "${REPO_DIR}" "${FRESH_ROOT}${CLONE}"
  common::log "Cloned $(git -C "${FRESH_ROOT}${CLONE}" rev-parse --short HEAD) into ${CLONE}; running the README's commands:"
  local benchmark=0 tests=0 benchmark_line tests_line
  fresh_machine::timed benchmark ./bench-scripts/run-all.sh --smoke || benchmark=$?
  benchmark_line="${RESULT_LINE}"
  local status
  status="$(fresh_machine::smoke_status)"
  common::log "  the smoke run ended ${status:-without a run.json}"
  fresh_machine::timed tests ./mvnw -B verify || tests=$?
  tests_line="${RESULT_LINE}"

  common::log "Fresh machine (${SUITE} minbase + ${JDK_PACKAGE}, git, ca-certificates):"
  common::log "  ${benchmark_line}; run ${status:-missing}"
  common::log "  ${tests_line}"
  "${KEEP}" && common::log "  kept: ${FRESH_ROOT}"
  if (( benchmark != 0 )) || [[ "${status}" != "complete" ]] || (( tests != 0 )); then
    # The root goes on exit (without --keep); a failure's logs stay beside it.
    mkdir -p "${FRESH_ROOT}.logs"
    cp "${FRESH_ROOT}"/*.log "${FRESH_ROOT}.logs/" 2> /dev/null || true
    common::log "  the logs kept: ${FRESH_ROOT}.logs"
    return 1
  fi
}

fresh_machine::main "$@"
