#!/usr/bin/env bash
# Captures the real ab, siege and wrk outputs that the bench-report parser tests assert on.
# Starts app-tomcat (default profile, built beforehand) pinned to CPU 0, drives each tool pinned to
# CPU 1 for a few seconds, and writes every output here with the command that produced it.
# Re-run it only to refresh the fixtures; the tests assert the exact figures of the committed files.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly PORT=18081
readonly BASE="http://127.0.0.1:${PORT}"
readonly CLOSED_PORT=18099
readonly SLOW_PORT=18082
readonly SLOW_BASE="http://127.0.0.1:${SLOW_PORT}"

usage() {
  echo "usage: $(basename "$0") [--slow-wrk-only]   (needs ab, siege, wrk, python3 and app-tomcat/target/app-tomcat.jar)"
}

app_pid=""
slow_pid=""
siege_home=""

cleanup() {
  stop_slow_server
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

stop_slow_server() {
  if [[ -n "${slow_pid}" ]]; then
    kill "${slow_pid}" 2>/dev/null || true
    wait "${slow_pid}" 2>/dev/null || true
    slow_pid=""
  fi
}

# Latencies of seconds and minutes, as wrk prints them: "1.31s " and "0.92m ", each with a trailing
# space that keeps wrk's columns aligned.
capture_slow_wrk() {
  # A second app with 2 worker threads, each request holding one for 2 s: seconds in every column.
  taskset -c 0 java -Xms256m -Xmx256m -jar "${ROOT}/app-tomcat/target/app-tomcat.jar" \
    --server.port="${SLOW_PORT}" --server.tomcat.threads.max=2 > /dev/null 2>&1 &
  slow_pid=$!
  for _ in $(seq 1 120); do
    curl -sf "${SLOW_BASE}/test/block" > /dev/null && break
    sleep 0.5
  done
  capture wrk-seconds wrk --latency -t1 -c20 -d20s --timeout 60s "${SLOW_BASE}/test/io?ms=2000"
  stop_slow_server

  # wrk prints 51 s and more in minutes. No app endpoint holds a request that long, so a stub
  # server on loopback answers every request after 55 s.
  taskset -c 0 python3 -c '
import http.server, sys, time
class Slow(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_GET(self):
        time.sleep(55)
        self.send_response(200)
        self.send_header("Content-Length", "4")
        self.end_headers()
        self.wfile.write(b"slow")
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Slow).serve_forever()
' "${SLOW_PORT}" > /dev/null 2>&1 &
  slow_pid=$!
  sleep 1
  capture wrk-minutes wrk --latency -t1 -c4 -d60s --timeout 100s "${SLOW_BASE}/slow"
  stop_slow_server
}

main() {
  trap cleanup EXIT
  if [[ "$*" == "--slow-wrk-only" ]]; then
    capture_slow_wrk
    return
  fi
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  taskset -c 0 java -Xms512m -Xmx512m -jar "${ROOT}/app-tomcat/target/app-tomcat.jar" \
    --server.port="${PORT}" > /dev/null 2>&1 &
  app_pid=$!
  for _ in $(seq 1 120); do
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
  capture_slow_wrk

  # Tomcat closes a keep-alive connection after 100 requests by default: siege counts those as failed.
  # The first siege run with an empty HOME also prints siege's "New configuration template" notice.
  capture siege-plain env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 50 -t 3S "${BASE}/test/block"
  capture siege-json env HOME="${siege_home}" siege -R "${siege_rc}" -j -b -c 50 -t 3S "${BASE}/test/block"
  capture siege-non2xx env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 20 -t 2S "${BASE}/test/io?ms=abc"
  # siege as the harness runs it: a count of requests per user (-r), never a time (-t, whose end can hang
  # siege 4.0.x: JoeDog/siege#66). A lead-in too short for siege's 10 ms clock, and a window of 15,000
  # requests. (The committed ones were made against boot4-app-tomcat on port 17081, as their .cmd say.)
  capture siege-reps-lead-in env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 10 -r 50 "${BASE}/test/async"
  capture siege-reps-window env HOME="${siege_home}" siege -R "${siege_rc}" -b -c 10 -r 1500 "${BASE}/test/block"
  # No siege capture against a closed port: siege writes one error line per attempt (8 MB in 2 s),
  # runs out of file descriptors and aborts without a summary.
}

main "$@"
