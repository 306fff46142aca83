#!/usr/bin/env bash
# Captures real async-profiler CPU profiles (collapsed stacks) of the Boot 4.1 apps under load, the
# fixtures a profile's reading is tested on: boot4/app-tomcat and boot4/app-jetty (built beforehand),
# each with -Xms512m -Xmx512m pinned to CPU 0, wrk pinned to CPU 1 (c=100, 2 threads), warmed up for
# 90 s on each endpoint (on one CPU the JIT takes minutes: 40 s left the throughput still climbing), then
# profiled for 20 s under the same load: async-profiler 4.2 from Maven Central, loaded into the running JVM
# with jcmd JVMTI.agent_load (event=cpu, perf's cpu-clock, a sample every 5 ms of CPU), gzipped, and the
# window's wrk output kept beside it for its request count. Load goes to 127.0.0.1 only and every wrk
# run is bounded by its own duration. Re-run it only to refresh the fixtures.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly OUT="${HERE}/profiles"
readonly PORT=18083
readonly PROFILER_JAR="${PROFILER_JAR:-${HOME}/.m2/repository/tools/profiler/async-profiler/4.2/async-profiler-4.2.jar}"

app_pid=""
work=""

cleanup() {
  if [[ -n "${app_pid}" ]]; then
    kill "${app_pid}" 2> /dev/null || true
    wait "${app_pid}" 2> /dev/null || true
  fi
  app_pid=""
  [[ -z "${work}" ]] || rm -rf "${work}"
}

# load SECONDS ENDPOINT: wrk on CPU 1 against the app, its output on stdout.
load() {
  taskset -c 1 wrk -t2 -c100 -d"$1s" --latency "http://127.0.0.1:${PORT}/test/$2"
}

# profile APP NAME: starts boot4/APP, warms it on every endpoint profiled, then profiles each for 20 s.
profile() {
  local app="$1" name="$2" attempt endpoint
  taskset -c 0 java -Xms512m -Xmx512m -jar "${ROOT}/boot4/${app}/target/boot4-${app}.jar" \
    --server.port="${PORT}" > "${work}/${name}.log" 2>&1 &
  app_pid=$!
  for ((attempt = 0; attempt < 120; attempt++)); do
    curl -sf "http://127.0.0.1:${PORT}/test/block" > /dev/null && break
    sleep 0.5
  done
  for endpoint in block async; do
    load 90 "${endpoint}" > /dev/null
  done
  for endpoint in block async; do
    jcmd "${app_pid}" JVMTI.agent_load "${work}/libasyncProfiler.so" '"start,event=cpu,interval=5ms"' > /dev/null
    load 20 "${endpoint}" > "${OUT}/${name}-${endpoint}.wrk.txt"
    jcmd "${app_pid}" JVMTI.agent_load "${work}/libasyncProfiler.so" \
      "\"stop,file=${work}/${name}-${endpoint}.collapsed,collapsed\"" > /dev/null
    gzip -9 -n -c "${work}/${name}-${endpoint}.collapsed" > "${OUT}/${name}-${endpoint}.collapsed.gz"
    printf '%s\n' "taskset -c 1 wrk -t2 -c100 -d20s --latency http://127.0.0.1:${PORT}/test/${endpoint}" \
      "jcmd PID JVMTI.agent_load libasyncProfiler.so \"start,event=cpu,interval=5ms\" (async-profiler 4.2)" \
      "java $(java -version 2>&1 | head -n 1); cpu $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2-)" \
      > "${OUT}/${name}-${endpoint}.cmd"
  done
  cleanup
}

main() {
  [[ $# -eq 0 ]] || { echo "usage: $(basename "$0")   (no options)" >&2; exit 2; }
  trap cleanup EXIT
  work="$(mktemp -d)"
  unzip -q -o -j "${PROFILER_JAR}" linux-x64/libasyncProfiler.so -d "${work}"
  mkdir -p "${OUT}"
  profile app-tomcat boot4-tomcat
  work="$(mktemp -d)" && unzip -q -o -j "${PROFILER_JAR}" linux-x64/libasyncProfiler.so -d "${work}"
  profile app-jetty boot4-jetty
}

main "$@"
