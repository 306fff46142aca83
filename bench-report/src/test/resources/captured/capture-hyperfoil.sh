#!/usr/bin/env bash
# Captures the real bench-latency (Hyperfoil) outputs that the FixedRateParser tests assert on: Boot 4's
# Tomcat 11 app (built beforehand) pinned to CPU 0 and warmed with wrk, driven at fixed rates from CPU 1
# (one window well below saturation, one near the driver's own limit, one past what the server can
# serve), a window whose every request times out, one whose every response is a 400 (/test/io?ms=abc),
# and one against a port nothing listens on. Each output goes to NAME.txt with its command in
# NAME.cmd, and the measured seconds' histogram log to NAME.hlog. Re-run it only to refresh the fixtures;
# the tests assert the exact figures of the committed files.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly PORT=17081
readonly CLOSED_PORT=17099
readonly WARMUP_LOADS=8

usage() {
  echo "usage: $(basename "$0")   (no options; needs wrk, boot4/app-tomcat/target/boot4-app-tomcat.jar and" \
    "bench-latency/target/bench-latency.jar)"
}

app_pid=""

cleanup() {
  if [[ -n "${app_pid}" ]]; then
    kill "${app_pid}" 2> /dev/null || true
    wait "${app_pid}" 2> /dev/null || true
  fi
  app_pid=""
}

# capture NAME ARGUMENT...: one bench-latency window on CPU 1 with these arguments; a non-zero exit is
# expected for some captures.
capture() {
  local name="$1"
  shift
  local -a command=(java -jar "${ROOT}/bench-latency/target/bench-latency.jar" "$@"
    --histogram-log "${HERE}/${name}.hlog")
  printf '%s\n' "${command[*]/${ROOT}\//}" > "${HERE}/${name}.cmd"
  taskset -c 1 "${command[@]}" > "${HERE}/${name}.txt" 2>&1 || true
  echo "captured ${name}"
}

main() {
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  trap cleanup EXIT
  taskset -c 0 java -XX:ActiveProcessorCount=1 -Xms512m -Xmx512m \
    -jar "${ROOT}/boot4/app-tomcat/target/boot4-app-tomcat.jar" --server.port="${PORT}" > /dev/null 2>&1 &
  app_pid=$!
  local attempt
  for ((attempt = 0; attempt < 120; attempt++)); do
    curl -sf "http://127.0.0.1:${PORT}/test/block" > /dev/null && break
    sleep 0.5
  done
  for ((attempt = 0; attempt < WARMUP_LOADS; attempt++)); do
    taskset -c 1 wrk -t1 -c100 -d8s "http://127.0.0.1:${PORT}/test/block" > /dev/null
  done
  capture hyperfoil-block-10000 --url "http://127.0.0.1:${PORT}/test/block" --rate 10000 --seconds 10 \
    --connections 1000
  capture hyperfoil-block-20000 --url "http://127.0.0.1:${PORT}/test/block" --rate 20000 --seconds 10 \
    --connections 2000
  capture hyperfoil-saturated --url "http://127.0.0.1:${PORT}/test/block" --rate 40000 --seconds 5 \
    --connections 400
  capture hyperfoil-timeouts --url "http://127.0.0.1:${PORT}/test/io?ms=1500" --rate 50 --seconds 3 \
    --calibration-seconds 0 --connections 200 --timeout-seconds 1
  capture hyperfoil-non2xx --url "http://127.0.0.1:${PORT}/test/io?ms=abc" --rate 100 --seconds 2 \
    --calibration-seconds 0 --connections 20
  capture hyperfoil-refused --url "http://127.0.0.1:${CLOSED_PORT}/test/block" --rate 100 --seconds 2 \
    --calibration-seconds 0 --connections 2
}

main "$@"
