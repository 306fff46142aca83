#!/usr/bin/env bash
# Runs the bats tests of bench-scripts: the option checks (seconds), then the end-to-end smoke and
# interruption runs against the real apps (about 3 minutes; BENCH_SKIP_SMOKE=true leaves them out).
# Called by the bench-scripts module in `./mvnw -B verify`, after the jars are packaged.
set -o errexit -o nounset -o pipefail

usage() {
  echo "usage: $(basename "$0")   (no options; BENCH_SKIP_SMOKE=true skips the end-to-end runs)"
}

main() {
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  local here
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  if ! command -v bats > /dev/null; then
    echo "bats not found: apt-get install bats (the scripts' tests need it)" >&2
    exit 1
  fi
  bats --print-output-on-failure "${here}/options.bats" "${here}/smoke.bats"
}

main "$@"
