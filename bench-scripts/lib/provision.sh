#!/usr/bin/env bash
# Provisioning, shared by the README's two commands (run-all.sh and the bats runner of ./mvnw -B
# verify): finds the commands a step needs and installs the packages holding the missing ones with the
# system's package manager (apt-get, or dnf where the packages exist there), as root or with `sudo -n`,
# after saying in one line what it installs and how. Without a package manager or the right to install,
# or with installing turned off (--no-install, BENCH_NO_INSTALL=true), it exits 2 naming the exact
# command to run. Nothing else in the project installs anything. Sourced, not executed.
#
# Globals: PACKAGE_OF, each command's package by manager (a constant); what provisioning found, read by its
# callers: PROVISIONED, PROVISION_MANAGER, PROVISION_UNMET (what a run would stop on), MISSING_OPTIONAL and
# PRIVILEGE (sudo -n, or nothing as root):
# shellcheck disable=SC2034

# The package that holds each command: COMMAND=APT_PACKAGE:DNF_PACKAGE (empty: the distribution has none).
# postgres is PostgreSQL's server (see provision::present), psql its client.
declare -rA PACKAGE_OF=(
  [curl]=curl:curl [jq]=jq:jq [taskset]=util-linux:util-linux [timeout]=coreutils:coreutils
  [ss]=iproute2:iproute [pgrep]=procps:procps-ng [ab]=apache2-utils:httpd-tools [siege]=siege:siege
  [wrk]=wrk:wrk [bats]=bats:bats [shellcheck]=shellcheck:ShellCheck [debootstrap]=debootstrap:debootstrap
  [postgres]=postgresql:postgresql-server [psql]=postgresql-client:postgresql [ip]=iproute2:iproute
  [sshd]=openssh-server:openssh-server [ssh]=openssh-client:openssh-clients [ssh-keygen]=openssh-client:openssh-clients
)

PROVISIONED=()
PROVISION_MANAGER=""
# What a run would stop on, found by a dry run (empty: nothing).
PROVISION_UNMET=""
MISSING_OPTIONAL=()
PRIVILEGE=()

# The package manager of this system, or nothing.
provision::package_manager() {
  if command -v apt-get > /dev/null; then
    printf 'apt-get'
  elif command -v dnf > /dev/null; then
    printf 'dnf'
  fi
}

# provision::present COMMAND: whether COMMAND is here. Debian keeps PostgreSQL's server off PATH (in
# /usr/lib/postgresql/VERSION/bin): postgres is looked for by database::bin_dir, so a caller that
# provisions it sources lib/database.sh.
provision::present() {
  if [[ "$1" == "postgres" ]]; then
    database::bin_dir > /dev/null 2>&1
  else
    command -v "$1" > /dev/null
  fi
}

# provision::package_of COMMAND MANAGER: the package holding COMMAND for MANAGER (apt-get's name without one).
provision::package_of() {
  local packages="${PACKAGE_OF[$1]:-$1:$1}"
  if [[ "$2" == "dnf" ]]; then
    printf '%s' "${packages#*:}"
  else
    printf '%s' "${packages%%:*}"
  fi
}

# Sets PRIVILEGE to what grants the right to install (nothing as root, sudo -n when that needs no
# password); fails when neither is available.
provision::install_privilege() {
  PRIVILEGE=()
  if [[ "$(id -u)" == "0" ]]; then
    return 0
  elif command -v sudo > /dev/null && sudo -n true 2> /dev/null; then
    PRIVILEGE=(sudo -n)
  else
    return 1
  fi
}

# provision::package_available MANAGER PACKAGE: whether the manager's repositories hold the package.
provision::package_available() {
  if [[ "$1" == "dnf" ]]; then
    dnf -q info "$2" > /dev/null 2>&1
  else
    apt-cache show "$2" > /dev/null 2>&1
  fi
}

# provision::fail MESSAGE: the one line of a failed provisioning, exit 2.
provision::fail() {
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  exit 2
}

# provision::tools [--no-install] [--dry-run] REQUIRED... [-- OPTIONAL...]: makes every REQUIRED command
# available or exits 2 (a dry run instead leaves the line it would exit with in PROVISION_UNMET); tries the
# OPTIONAL ones too and leaves those it cannot have in MISSING_OPTIONAL.
# What it installed goes to PROVISIONED ("command=package") and PROVISION_MANAGER.
provision::tools() {
  local no_install=false dry_run=false optional=false command
  [[ "${BENCH_NO_INSTALL:-false}" == "true" ]] && no_install=true
  local -a required=() wanted=()
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --no-install) no_install=true ;;
      --dry-run) dry_run=true ;;
      --) optional=true ;;
      *)
        if ! provision::present "$1"; then
          if "${optional}"; then wanted+=("$1"); else required+=("$1"); fi
        fi
        ;;
    esac
    shift
  done
  MISSING_OPTIONAL=()
  [[ ${#required[@]} -gt 0 || ${#wanted[@]} -gt 0 ]] || return 0

  local manager why=""
  manager="$(provision::package_manager)"
  if "${no_install}"; then
    why="installing is off (--no-install or BENCH_NO_INSTALL=true)"
  elif [[ -z "${manager}" ]]; then
    why="no apt-get or dnf here to install it"
  elif ! provision::install_privilege; then
    why="installing needs root or password-less sudo"
  fi
  if [[ -n "${why}" ]]; then
    MISSING_OPTIONAL=("${wanted[@]}")
    [[ ${#required[@]} -gt 0 ]] || return 0
    local -a packages=()
    for command in "${required[@]}"; do
      packages+=("$(provision::package_of "${command}" "${manager:-apt-get}")")
    done
    local unmet
    unmet="$(common::join_words "${required[@]}") not found: ${manager:-apt-get} install ${packages[*]} (${why})"
    # A dry run shows its plan all the same, and says at its end what a run would stop on.
    if "${dry_run}"; then
      PROVISION_UNMET="${unmet}"
      return 0
    fi
    provision::fail "${unmet}"
  fi

  PROVISION_MANAGER="${manager}"
  if [[ "${manager}" == "apt-get" ]] && ! "${dry_run}"; then
    # The package lists of a fresh system are empty: read them once before looking anything up.
    "${PRIVILEGE[@]}" apt-get update -qq > /dev/null 2>&1 \
      || provision::fail "${PRIVILEGE[*]}${PRIVILEGE[*]:+ }apt-get update failed"
  fi
  local -a install=() described=()
  for command in "${required[@]}" "${wanted[@]}"; do
    local package
    package="$(provision::package_of "${command}" "${manager}")"
    if common::contains "${command}" "${wanted[@]}" && ! "${dry_run}" && ! provision::package_available "${manager}" "${package}"; then
      MISSING_OPTIONAL+=("${command}")
      continue
    fi
    common::contains "${package}" "${install[@]}" || install+=("${package}")
    described+=("${command} (${package})")
  done
  [[ ${#install[@]} -gt 0 ]] || return 0
  # Only what a package needs, not what it recommends: PostgreSQL's recommendations bring sysstat, cron
  # and a mail server (exim4, whose set-up fails in a chroot); a machine that measures wants none of them.
  local -a bare=(--no-install-recommends)
  [[ "${manager}" == "dnf" ]] && bare=(--setopt=install_weak_deps=False)
  local -a install_line=("${PRIVILEGE[@]}" "${manager}" install -y "${bare[@]}" "${install[@]}")
  if "${dry_run}"; then
    common::log "Would install $(common::join_words "${described[@]}") with: ${install_line[*]}"
    return 0
  fi
  common::log "Installing $(common::join_words "${described[@]}") with: ${install_line[*]}"
  local output
  if ! output="$("${PRIVILEGE[@]}" env DEBIAN_FRONTEND=noninteractive "${manager}" install -y "${bare[@]}" "${install[@]}" 2>&1)"; then
    provision::fail "installing failed (${install_line[*]}): $(tail -n 1 <<< "${output}")"
  fi
  for command in "${required[@]}" "${wanted[@]}"; do
    common::contains "${command}" "${MISSING_OPTIONAL[@]}" && continue
    provision::present "${command}" \
      || provision::fail "${command} is still missing after ${install_line[*]}"
    PROVISIONED+=("${command}=$(provision::package_of "${command}" "${manager}")")
  done
}
