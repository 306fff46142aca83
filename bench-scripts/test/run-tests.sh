#!/usr/bin/env bash
# Runs the bats tests of bench-scripts: the option checks (seconds), the samplers and the harness's PostgreSQL (seconds),
# then the end-to-end smoke and interruption runs against the real apps (about 3 minutes), and the runs over
# hosts in a lab of network namespaces (hosts.bats: about 8 minutes, as root; BENCH_SKIP_SMOKE=true leaves
# these out). Called by the bench-scripts module in `./mvnw -B verify`, after
# the jars are packaged. First provisions what the tests need (bats, shellcheck, PostgreSQL, and the
# benchmark's tools for the smoke run) with lib/provision.sh, like run-all.sh does; BENCH_NO_INSTALL=true
# turns that off. --provision-only stops there, for a build that needs PostgreSQL before the apps' smoke
# tests. The tests themselves never install anything.
# shellcheck source-path=SCRIPTDIR/..
set -o errexit -o nounset -o pipefail

SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly SCRIPTS_DIR

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/database.sh
source "${SCRIPTS_DIR}/lib/database.sh"
# shellcheck source=lib/provision.sh
source "${SCRIPTS_DIR}/lib/provision.sh"

run_tests::usage() {
  echo "usage: $(basename "$0") [--provision-only | --provision-database]   (BENCH_SKIP_SMOKE=true skips" \
    "the end-to-end runs, BENCH_NO_INSTALL=true never installs)"
}

run_tests::main() {
  local provision_only=false
  case "$*" in
    "") ;;
    --provision-only) provision_only=true ;;
    # What the apps' smoke tests need, before the first of them runs (the root pom's test phase).
    --provision-database)
      provision::tools postgres psql
      return 0
      ;;
    *)
      run_tests::usage >&2
      exit 2
      ;;
  esac
  # jq and taskset: database.bats reads describe's JSON and pins a server.
  local -a needed=(bats shellcheck jq taskset postgres psql)
  if [[ "${BENCH_SKIP_SMOKE:-false}" != "true" ]]; then
    # What the smoke run and its checks call; wrk is optional as in run-all.sh.
    # ip, sshd and ssh for hosts.bats's lab of namespaces, which needs root and is skipped without.
    needed+=(curl timeout ss pgrep ab siege ip sshd ssh ssh-keygen -- wrk)
  fi
  provision::tools "${needed[@]}"
  "${provision_only}" && return 0
  BENCH_NO_INSTALL=true bats --print-output-on-failure "${SCRIPTS_DIR}/test/options.bats" "${SCRIPTS_DIR}/test/cgroups.bats" "${SCRIPTS_DIR}/test/owner.bats" \
    "${SCRIPTS_DIR}/test/profiler.bats" "${SCRIPTS_DIR}/test/app_swap.bats" "${SCRIPTS_DIR}/test/sampling.bats" "${SCRIPTS_DIR}/test/database.bats" "${SCRIPTS_DIR}/test/smoke.bats" "${SCRIPTS_DIR}/test/hosts.bats"
}

run_tests::main "$@"
