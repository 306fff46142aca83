#!/usr/bin/env bash
# Captures the real `jcmd PID VM.native_memory summary` outputs that the NativeMemory tests assert on:
# app-tomcat (built beforehand) with -Xms512m -Xmx512m and Native Memory Tracking at summary level on
# Java 17 (java on PATH) and on Java 25 (which counts Metaspace on its own), and once without NMT.
# Each app is pinned to CPU 0 and read once it answers. Re-run it only to refresh the fixtures.
set -o errexit -o nounset -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
ROOT="$(cd "${HERE}/../../../../.." && pwd)"
readonly ROOT
readonly PORT=18082
readonly JAVA25_HOME="${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"

usage() {
  echo "usage: $(basename "$0")   (no options; needs app-tomcat/target/app-tomcat.jar, Java 17 on PATH and" \
    "Java 25 at JAVA25_HOME=${JAVA25_HOME})"
}

app_pid=""

cleanup() {
  if [[ -n "${app_pid}" ]]; then
    kill "${app_pid}" 2> /dev/null || true
    wait "${app_pid}" 2> /dev/null || true
  fi
  app_pid=""
}

# capture NAME JAVA_HOME JVM_OPTION...: starts the app with those options, waits until it answers,
# and writes its jcmd summary to NAME.txt and the command to NAME.cmd.
capture() {
  local name="$1" java_home="$2"
  shift 2
  local attempt
  taskset -c 0 "${java_home}/bin/java" -Xms512m -Xmx512m "$@" -jar "${ROOT}/app-tomcat/target/app-tomcat.jar" \
    --server.port="${PORT}" > /dev/null 2>&1 &
  app_pid=$!
  for ((attempt = 0; attempt < 120; attempt++)); do
    curl -sf "http://127.0.0.1:${PORT}/test/block" > /dev/null && break
    sleep 0.5
  done
  printf '%s\n' "jcmd PID VM.native_memory summary   (java $* -Xms512m -Xmx512m, ${java_home})" > "${HERE}/${name}.cmd"
  taskset -c 1 "${java_home}/bin/jcmd" "${app_pid}" VM.native_memory summary > "${HERE}/${name}.txt" 2>&1 || true
  cleanup
  echo "captured ${name}"
}

main() {
  if [[ $# -gt 0 ]]; then
    usage
    exit 2
  fi
  trap cleanup EXIT
  local java17_home
  java17_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
  capture nmt-summary-java17 "${java17_home}" -XX:NativeMemoryTracking=summary
  capture nmt-summary-java25 "${JAVA25_HOME}" -XX:NativeMemoryTracking=summary
  capture nmt-not-enabled "${java17_home}"
}

main "$@"
