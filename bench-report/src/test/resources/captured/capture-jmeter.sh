#!/usr/bin/env bash
# Captures the real bench-jmeter (Apache JMeter through jmeter-java-dsl) outputs that the JmeterParser
# tests assert on: Boot 3.5's Tomcat app (built beforehand) pinned to CPU 0 and warmed with wrk, loaded
# from CPU 1 with the blog protocol (1000 threads over 10 s, 3 loops on block; once through json with a
# counter), a window whose every response is a 400 (/test/io?ms=abc), one against a port nothing listens
# on, and one killed before it finished. Each output goes to NAME.txt with its command in NAME.cmd (the
# raw results file to a scratch directory: the parser reads the output). Re-run it only to refresh the
# fixtures; the tests assert the exact figures of the committed files.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly PORT=17081
readonly CLOSED_PORT=17099
readonly WARMUP_LOADS=8

usage() {
  echo "usage: $(basename "$0")   (no options; needs wrk, app-tomcat/target/app-tomcat.jar and" \
    "bench-jmeter/target/bench-jmeter.jar)"
}

app_pid=""
scratch=""

cleanup() {
  if [[ -n "${app_pid}" ]]; then
    kill "${app_pid}" 2> /dev/null || true
    wait "${app_pid}" 2> /dev/null || true
  fi
  app_pid=""
  [[ -z "${scratch}" ]] || rm -rf "${scratch}"
}

# capture NAME SECONDS ARGUMENT...: one bench-jmeter window on CPU 1 with these arguments, stopped after
# SECONDS; a non-zero exit is expected for some captures.
capture() {
  local name="$1" seconds="$2"
  shift 2
  local -a command=(java -Xms1g -Xmx1g -jar "${ROOT}/bench-jmeter/target/bench-jmeter.jar" "$@"
    --jtl "${scratch}/${name}.jtl")
  printf 'timeout %s %s\n' "${seconds}" "${command[*]/${ROOT}\//}" > "${HERE}/${name}.cmd"
  taskset -c 1 timeout "${seconds}" "${command[@]}" > "${HERE}/${name}.txt" 2>&1 || true
  echo "captured ${name}"
}

main() {
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  trap cleanup EXIT
  scratch="$(mktemp -d)"
  taskset -c 0 java -XX:ActiveProcessorCount=1 -Xms512m -Xmx512m \
    -jar "${ROOT}/app-tomcat/target/app-tomcat.jar" --server.port="${PORT}" > /dev/null 2>&1 &
  app_pid=$!
  local attempt
  for ((attempt = 0; attempt < 120; attempt++)); do
    curl -sf "http://127.0.0.1:${PORT}/test/block" > /dev/null && break
    sleep 0.5
  done
  for ((attempt = 0; attempt < WARMUP_LOADS; attempt++)); do
    taskset -c 1 wrk -t1 -c100 -d8s "http://127.0.0.1:${PORT}/test/block" > /dev/null
    taskset -c 1 wrk -t1 -c100 -d4s "http://127.0.0.1:${PORT}/test/json" > /dev/null
  done
  capture jmeter-block 60 --url "http://127.0.0.1:${PORT}/test/block" --threads 1000 --ramp-seconds 10 --loops 3
  capture jmeter-json-counter 60 --url "http://127.0.0.1:${PORT}/test/json" --threads 1000 --ramp-seconds 10 \
    --loops 1 --counter-parameter seq
  capture jmeter-non2xx 60 --url "http://127.0.0.1:${PORT}/test/io?ms=abc" --threads 10 --ramp-seconds 1 --loops 3
  capture jmeter-refused 60 --url "http://127.0.0.1:${CLOSED_PORT}/test/block" --threads 10 --ramp-seconds 1 \
    --loops 3
  capture jmeter-killed 7 --url "http://127.0.0.1:${PORT}/test/block" --threads 1000 --ramp-seconds 10 --loops 3
}

main "$@"
