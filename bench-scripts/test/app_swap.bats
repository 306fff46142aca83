#!/usr/bin/env bats
# --app's variants of a user's jar (lib/app_swap.sh): Maven resolves each container's starter at the jar's
# own Boot version, bench-report writes one jar per container and the manifest, and the swapped jar starts
# on the container it names. The project's Boot 3.5 app-tomcat stands in for a user's jar. About a minute.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

ROOT="$(cd "${SCRIPTS_DIR}/.." && pwd)"
REPORT_JAR="${ROOT}/bench-report/target/bench-report.jar"
# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/app_swap.sh
source "${SCRIPTS_DIR}/lib/app_swap.sh"

APP_JAR="${ROOT}/app-tomcat/target/app-tomcat.jar"
SWAPPED_PID=""

teardown() {
  [[ -z "${SWAPPED_PID}" ]] || common::terminate "${SWAPPED_PID}" 10
}

@test "a Boot 3.5 Tomcat jar becomes a Jetty and an Undertow variant, each listed with its jars, and is left as it was" {
  local before out="${BATS_TEST_TMPDIR}/variants"
  before="$(sha256sum < "${APP_JAR}")"
  run app_swap::prepare "${APP_JAR}" "${out}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"tomcat: the jar as built, with the probe added"* ]]
  [[ "${output}" == *"jetty: removes 2 (tomcat-embed-core 10.1."*"tomcat-embed-websocket 10.1."*"jetty-server 12.0."* ]]
  [[ "${output}" == *"undertow: removes 2 ("*"undertow-core 2.3."* ]]
  [ "$(sha256sum < "${APP_JAR}")" = "${before}" ]
  jq -e --arg sha "$(sha256sum "${APP_JAR}" | cut -d' ' -f1)" '.app.sha256 == $sha and .app.container == "tomcat"
    and ([.variants[].container] == ["tomcat", "jetty", "undertow"])
    and all(.variants[]; (.sha256 | length) == 64 and (.probe.sha256 | length) == 64)
    and all(.variants[1:][]; (.removed | length) == 2 and all(.added[]; (.sha256 | length) == 64))' \
    "${out}/swap.json"
  # What the manifest says of each variant's jar is that jar.
  [ "$(jq -r '.variants[1].sha256' "${out}/swap.json")" = "$(sha256sum "${out}/jetty.jar" | cut -d' ' -f1)" ]
}

@test "the swapped jar starts on the container it names, and the probe says which" {
  local out="${BATS_TEST_TMPDIR}/variants" port=6982 server="" i
  app_swap::prepare "${APP_JAR}" "${out}" > /dev/null
  java -jar "${out}/jetty.jar" --server.port="${port}" --bench.probe.enabled=true > "${BATS_TEST_TMPDIR}/app.log" 2>&1 &
  SWAPPED_PID=$!
  for ((i = 0; i < 600; i++)); do
    server="$(curl -s --max-time 2 "http://127.0.0.1:${port}/bench-probe/server" || true)"
    [[ -z "${server}" ]] || break
    kill -0 "${SWAPPED_PID}" 2> /dev/null || break
    sleep 0.1
  done
  echo "${server}"
  jq -e '.container == "jetty" and (.serverVersion | startswith("jetty/12.0.")) and .threads.maxWorkerThreads > 0' \
    <<< "${server}"
  [ "$(curl -s "http://127.0.0.1:${port}/test/block")" = "tomcat block!!!" ]
}

@test "a file that is not a jar exits 2 with one line and leaves no variant" {
  local out="${BATS_TEST_TMPDIR}/variants"
  printf 'not a zip\n' > "${BATS_TEST_TMPDIR}/app.jar"
  run app_swap::prepare "${BATS_TEST_TMPDIR}/app.jar" "${out}"
  [ "${status}" -eq 2 ]
  [ "${#lines[@]}" -eq 1 ]
  [[ "${output}" == "--app: ${BATS_TEST_TMPDIR}/app.jar is not a jar (not a zip archive"* ]]
  [ ! -e "${out}" ]
}

@test "a Boot version Maven cannot resolve exits 2 naming the starter and the version" {
  local out="${BATS_TEST_TMPDIR}/variants" dir="${BATS_TEST_TMPDIR}/fake"
  # A jar that reads as Boot 3.5.99 on Tomcat: a release that does not exist.
  mkdir -p "${dir}/BOOT-INF/lib"
  : > "${dir}/BOOT-INF/lib/tomcat-embed-core-10.1.0.jar"
  printf 'Spring-Boot-Version: 3.5.99\n' > "${BATS_TEST_TMPDIR}/manifest.txt"
  jar --create --file "${BATS_TEST_TMPDIR}/future.jar" --manifest "${BATS_TEST_TMPDIR}/manifest.txt" -C "${dir}" .
  run app_swap::prepare "${BATS_TEST_TMPDIR}/future.jar" "${out}"
  echo "${output}"
  [ "${status}" -eq 2 ]
  [[ "${lines[-1]}" == *"--app: Maven could not resolve spring-boot-starter-tomcat 3.5.99: [ERROR] "* ]]
  [ ! -e "${out}/tomcat.jar" ]
}

