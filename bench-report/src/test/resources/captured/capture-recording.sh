#!/usr/bin/env bash
# Captures a real JFR recording of the profiler phase's kind, the fixture bench-report profile-convert is
# tested on: boot4/app-tomcat (built beforehand) with -Xms512m -Xmx512m pinned to CPU 0, wrk pinned to CPU 1
# (c=10, 1 thread) on /test/block, warmed up for 20 s, then recorded for 3 s under the same load by
# async-profiler 4.2 from Maven Central, loaded with jcmd JVMTI.agent_load (event=cpu every 5 ms of CPU and
# alloc every 512 KiB, jfr), the phase's own start command. Load goes to 127.0.0.1 only and every wrk run is
# bounded by its own duration. Re-run it only to refresh the fixture.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly OUT="${HERE}/profiles"
readonly PORT=18084
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

# load SECONDS: wrk on CPU 1 against the app's /test/block, its output on stdout.
load() {
  taskset -c 1 wrk -t1 -c10 -d"$1s" "http://127.0.0.1:${PORT}/test/block"
}

main() {
  [[ $# -eq 0 ]] || { echo "usage: $(basename "$0")   (no options)" >&2; exit 2; }
  local attempt start
  trap cleanup EXIT
  work="$(mktemp -d)"
  unzip -q -o -j "${PROFILER_JAR}" linux-x64/libasyncProfiler.so -d "${work}"
  mkdir -p "${OUT}"
  taskset -c 0 java -Xms512m -Xmx512m -jar "${ROOT}/boot4/app-tomcat/target/boot4-app-tomcat.jar" \
    --server.port="${PORT}" > "${work}/app.log" 2>&1 &
  app_pid=$!
  for ((attempt = 0; attempt < 120; attempt++)); do
    curl -sf "http://127.0.0.1:${PORT}/test/block" > /dev/null && break
    sleep 0.5
  done
  load 20 > /dev/null
  start="start,event=cpu,interval=5000us,alloc=524288,jfr,file=${work}/boot4-tomcat-block.jfr"
  jcmd "${app_pid}" JVMTI.agent_load "${work}/libasyncProfiler.so" "\"${start}\"" > /dev/null
  load 3 > "${OUT}/boot4-tomcat-block.recording.wrk.txt"
  jcmd "${app_pid}" JVMTI.agent_load "${work}/libasyncProfiler.so" '"stop"' > /dev/null
  cp "${work}/boot4-tomcat-block.jfr" "${OUT}/boot4-tomcat-block.jfr"
  printf '%s\n' "taskset -c 1 wrk -t1 -c10 -d3s http://127.0.0.1:${PORT}/test/block" \
    "jcmd PID JVMTI.agent_load libasyncProfiler.so \"start,event=cpu,interval=5000us,alloc=524288,jfr,file=FILE\" (async-profiler 4.2)" \
    "java $(java -version 2>&1 | head -n 1); cpu $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2-)" \
    > "${OUT}/boot4-tomcat-block.recording.cmd"
}

main "$@"
