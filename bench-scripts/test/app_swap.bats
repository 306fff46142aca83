#!/usr/bin/env bats
# --app's variants of a user's jar (lib/app_swap.sh): Maven resolves each container's starter at the jar's
# own Boot version, bench-report writes one jar per container and the manifest, and the swapped jar starts
# on the container it names. The project's Boot 3.5 app-tomcat stands in for a user's jar, and the example
# service (examples/orders-service) runs swapped on the harness's PostgreSQL; run-all.sh --app refuses what it
# cannot swap or verify, and measures the example in --smoke. About five minutes.
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

DATABASE_PID="" DATABASE_DIR=""

teardown() {
  [[ -z "${SWAPPED_PID}" ]] || common::terminate "${SWAPPED_PID}" 10
  [[ -z "${DATABASE_PID}" ]] || "${SCRIPTS_DIR}/database.sh" stop "${DATABASE_DIR}" "${DATABASE_PID}"
}

# app_swap_test::await PORT: the probe's JSON once the JVM SWAPPED_PID answers on PORT (empty if it never does).
app_swap_test::await() {
  local port="$1" server="" i
  for ((i = 0; i < 600; i++)); do
    server="$(curl -s --max-time 2 "http://127.0.0.1:${port}/bench-probe/server" || true)"
    [[ -z "${server}" ]] || break
    kill -0 "${SWAPPED_PID}" 2> /dev/null || break
    sleep 0.1
  done
  printf '%s' "${server}"
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
  local out="${BATS_TEST_TMPDIR}/variants" port=6982 server=""
  app_swap::prepare "${APP_JAR}" "${out}" > /dev/null
  java -jar "${out}/jetty.jar" --server.port="${port}" --bench.probe.enabled=true > "${BATS_TEST_TMPDIR}/app.log" 2>&1 &
  SWAPPED_PID=$!
  server="$(app_swap_test::await "${port}")"
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

@test "the example service swapped to Jetty 12.1 validates, writes and reads PostgreSQL and renders its page" {
  local example="${ROOT}/examples/orders-service/target/orders-service.jar" out="${BATS_TEST_TMPDIR}/variants"
  local port=6983 line url server placed
  [ -f "${example}" ]
  app_swap::prepare "${example}" "${out}" > /dev/null
  line="$("${SCRIPTS_DIR}/database.sh" start --port 54397)"
  IFS=$'\t' read -r DATABASE_PID DATABASE_DIR url <<< "${line}"
  java -jar "${out}/jetty.jar" --server.port="${port}" --bench.probe.enabled=true --spring.datasource.url="${url}" \
    --spring.datasource.username=bench > "${BATS_TEST_TMPDIR}/app.log" 2>&1 &
  SWAPPED_PID=$!
  server="$(app_swap_test::await "${port}")"
  echo "${server}"
  jq -e '.container == "jetty" and (.serverVersion | startswith("jetty/12.1.")) and .springBootVersion == "4.1.2"' \
    <<< "${server}"
  placed="$(curl -s -X POST -H 'Content-Type: application/json' \
    -d '{"customer":"Ada","lines":[{"productId":3,"quantity":2}]}' "http://127.0.0.1:${port}/api/orders")"
  echo "${placed}"
  jq -e '.customer == "Ada" and (.lines | length) == 1 and .total > 0' <<< "${placed}"
  [ "$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
    -d '{"customer":"","lines":[]}' "http://127.0.0.1:${port}/api/orders")" = "400" ]
  [[ "$(curl -s "http://127.0.0.1:${port}/orders/$(jq -r .id <<< "${placed}")")" == *"<h1>Order "*" for Ada</h1>"* ]]
}


# app_swap_test::leftovers: what a run --app may have started and left running.
app_swap_test::leftovers() {
  pgrep -af 'app-swap/[0-9a-f]+/[a-z]+\.jar|bench-report\.jar serve|^wrk |postgres -D .*/bench-database\.' || true
}

# app_swap_test::fake_jar NAME BOOT_VERSION ENTRY...: a jar whose manifest says this Spring Boot version, with
# these (empty) entries, in the test's directory; its path on stdout.
app_swap_test::fake_jar() {
  local name="$1" version="$2" dir="${BATS_TEST_TMPDIR}/fake-${1}" entry
  shift 2
  for entry in "$@"; do
    mkdir -p "${dir}/$(dirname "${entry}")"
    [[ "${entry}" == */ ]] || : > "${dir}/${entry}"
  done
  printf 'Spring-Boot-Version: %s\n' "${version}" > "${BATS_TEST_TMPDIR}/${name}.mf"
  jar --create --file "${BATS_TEST_TMPDIR}/${name}" --manifest "${BATS_TEST_TMPDIR}/${name}.mf" -C "${dir}" .
  printf '%s' "${BATS_TEST_TMPDIR}/${name}"
}

@test "run-all.sh --app refuses every jar it cannot swap with one line, exit 2, before any plan" {
  local -A refused=(
    ["${BATS_TEST_TMPDIR}/none.jar"]="is not a file"
    ["${BATS_TEST_TMPDIR}"]="is not a file (a directory)"
    ["$(printf 'x' > "${BATS_TEST_TMPDIR}/text.jar" && printf '%s' "${BATS_TEST_TMPDIR}/text.jar")"]="is not a jar"
    ["$(app_swap_test::fake_jar app.war 3.5.0 WEB-INF/ WEB-INF/lib/spring-webmvc-6.2.0.jar)"]="is a war"
    ["${ROOT}/bench-probe/target/bench-probe.jar"]="is not a Spring Boot executable jar"
    ["$(app_swap_test::fake_jar flux.jar 3.5.0 BOOT-INF/lib/spring-webflux-6.2.0.jar)"]="is a reactive (WebFlux) app"
    ["$(app_swap_test::fake_jar batch.jar 3.5.0 BOOT-INF/lib/spring-webmvc-6.2.0.jar)"]="has no servlet container"
    ["$(app_swap_test::fake_jar old.jar 1.5.22.RELEASE BOOT-INF/lib/tomcat-embed-core-8.5.0.jar)"]="Spring Boot 1.5.22.RELEASE is not a version the harness knows"
  )
  local jar
  for jar in "${!refused[@]}"; do
    run "${RUN_ALL}" --no-install --dry-run --app "${jar}" --url /x
    echo "${jar}: ${output}"
    [ "${status}" -eq 2 ]
    [ "${#lines[@]}" -eq 1 ]
    [[ "${output}" == "run-all.sh: --app: "*"${refused[${jar}]}"* ]]
  done
  printf 'GET\n' > "${BATS_TEST_TMPDIR}/bad.http"
  run "${RUN_ALL}" --no-install --dry-run --app "${APP_JAR}" --request "${BATS_TEST_TMPDIR}/bad.http"
  [ "${status}" -eq 2 ]
  [[ "${output}" == "run-all.sh: --request ${BATS_TEST_TMPDIR}/bad.http: line 1 is not a request line"* ]]
  [ -z "$(app_swap_test::leftovers)" ]
}

@test "--dry-run --app shows the variants, the jars each removes and adds, and the time" {
  run "${RUN_ALL}" --no-install --dry-run --app "${APP_JAR}" --url /test/block --planted 10
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Variants (baseline first): app/tomcat (port 6081); app/jetty (port 6082); app/undertow (port 6083)"* ]]
  [[ "${output}" == *"Estimated time: "* ]]
  [[ "${output}" == *"  jetty: removes 2 (tomcat-embed-core 10.1."* ]]
  [[ "${output}" == *"Dry run: nothing was started or installed; only your app's variants were made"* ]]
}

@test "a URL the app as built does not answer is refused at its first start, with exit 2 and nothing left running" {
  run "${RUN_ALL}" --no-install --smoke --app "${APP_JAR}" --url /test/no-such-path --out "${BATS_TEST_TMPDIR}/results"
  echo "${output}"
  [ "${status}" -eq 2 ]
  [[ "${output}" == *$'\n'"run-all.sh: --app: app/tomcat cannot be measured: GET /test/no-such-path answered 404 instead of a 2xx status"$'\n'* ]]
  # No window was measured.
  [ -z "$(find "${BATS_TEST_TMPDIR}/results" -path '*/raw/*' -name '*.txt')" ]
  [ -z "$(app_swap_test::leftovers)" ]
}

@test "--smoke --app measures the example service on Tomcat 11 and Jetty 12.1 with a planted control, each request verified" {
  local out="${BATS_TEST_TMPDIR}/results" run_dir
  run "${RUN_ALL}" --no-install --smoke --app "${ROOT}/examples/orders-service/target/orders-service.jar" \
    --url /api/products/7 --url /products/7 --request "${ROOT}/examples/orders-service/requests/place-order.http" \
    --app-database --planted 10 --out "${out}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  jq -e '[.measurements[] | select(.status == "ok")] | length == 9' "${run_dir}/results.json"
  jq -e '[.variants[].container] == ["tomcat", "jetty"]' "${run_dir}/app/swap.json"
  # The POST's answers differ by the order's id: the same JSON structure; the page is the same byte for byte.
  grep -q '^the same JSON structure' "${run_dir}/app/answers/app-jetty/post_api_orders.rule"
  grep -q '^the same body, byte for byte' "${run_dir}/app/answers/app-jetty/get_products_7.rule"
  grep -q 'wrk.method = "POST"' "${run_dir}/app/wrk-post_api_orders.lua"
  grep -q -- '-s .*wrk-post_api_orders.lua' "${run_dir}"/raw/app-jetty/post_api_orders/*.cmd
  [ -z "$(app_swap_test::leftovers)" ]
}
