#!/usr/bin/env bash
# Captures the real ab, siege and wrk outputs that the bench-report parser tests assert on.
# Starts app-tomcat (default profile, built beforehand) pinned to CPU 0, drives each tool pinned to
# CPU 1 for a few seconds, and writes every output here with the command that produced it.
# Re-run it only to refresh the fixtures; the tests assert the exact figures of the committed files.
set -o errexit -o nounset -o pipefail

readonly HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly PORT=18081
readonly BASE="http://127.0.0.1:${PORT}"
readonly CLOSED_PORT=18099

usage() {
  echo "usage: $(basename "$0")   (no options; needs ab, siege, wrk and app-tomcat/target/app-tomcat.jar)"
}

app_pid=""
siege_home=""

cleanup() {
  if [[ -n "${app_pid}" ]]; then
    kill "${app_pid}" 2>/dev/null || true
    wait "${app_pid}" 2>/dev/null || true
  fi
  if [[ -n "${siege_home}" ]]; then
    rm -rf "${siege_home}"
  fi
}

# capture NAME COMMAND...: runs COMMAND on CPU 1, output (stdout and stderr, as a terminal shows them)
# to NAME.txt and the command line to NAME.cmd. A non-zero exit is expected for some captures.
capture() {
  local name="$1"
  shift
  printf '%s\n' "$*" > "${HERE}/${name}.cmd"
  taskset -c 1 "$@" > "${HERE}/${name}.txt" 2>&1 || true
  echo "captured ${name}"
}

main() {
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  trap cleanup EXIT
  taskset -c 0 java -Xms512m -Xmx512m -jar "${ROOT}/app-tomcat/target/app-tomcat.jar" \
    --server.port="${PORT}" > /dev/null 2>&1 &
  app_pid=$!
  local i
  for i in $(seq 1 120); do
    curl -sf "${BASE}/test/block" > /dev/null && break
    sleep 0.5
  done
  # A short warm-up so that the captures are not all cold-JIT figures.
  taskset -c 1 wrk -t1 -c50 -d10s "${BASE}/test/block" > /dev/null

  siege_home="$(mktemp -d)"
  local siege_rc="${ROOT}/bench-scripts/siege.conf"

  capture ab-keepalive ab -k -r -q -c 50 -t 3 -n 5000000 "${BASE}/test/block"
  capture ab-no-keepalive ab -r -q -c 50 -t 3 -n 5000000 "${BASE}/test/block"
  capture ab-non2xx ab -k -r -q -c 20 -t 2 -n 5000000 "${BASE}/test/io?ms=abc"
  capture ab-length-mismatch ab -k -r -q -c 20 -t 2 -n 5000000 "${BASE}/test/json"
  capture ab-killed timeout -s KILL 2 ab -k -r -c 20 -t 10 -n 5000000 "${BASE}/test/block"
  capture ab-refused ab -k -r -q -c 10 -t 2 -n 5000000 "http://127.0.0.1:${CLOSED_PORT}/test/block"

  capture wrk-latency wrk --latency -t1 -c50 -d3s "${BASE}/test/block"
  capture wrk-plain wrk -t1 -c50 -d3s "${BASE}/test/block"
  capture wrk-non2xx wrk --latency -t1 -c20 -d2s "${BASE}/test/io?ms=abc"
  # 300 connections against 200 worker threads: the queued requests wait past the 1 s timeout.
  capture wrk-timeouts wrk --latency -t1 -c300 -d3s --timeout 1s "${BASE}/test/io?ms=600"
  capture wrk-all-timeouts wrk --latency -t1 -c10 -d3s --timeout 1s "${BASE}/test/io?ms=2000"
  capture wrk-refused wrk --latency -t1 -c10 -d2s "http://127.0.0.1:${CLOSED_PORT}/test/block"

  # Tomcat closes a keep-alive connection after 100 requests by default: siege counts those as failed.
  # The first siege run with an empty HOME also prints siege's "New configuration template" notice.
  capture siege-plain env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 50 -t 3S "${BASE}/test/block"
  capture siege-json env HOME="${siege_home}" siege -R "${siege_rc}" -j -b -c 50 -t 3S "${BASE}/test/block"
  capture siege-non2xx env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 20 -t 2S "${BASE}/test/io?ms=abc"
  # No siege capture against a closed port: siege writes one error line per attempt (8 MB in 2 s),
  # runs out of file descriptors and aborts without a summary.
}

main "$@"
