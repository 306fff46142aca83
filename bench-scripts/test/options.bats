#!/usr/bin/env bats
# run-all.sh's command line: help, the plan, and every bad input, which must fail with exit code 2
# and one line naming what was wrong before anything is built or started. Every option goes through
# bench-report plan (lib/options.sh passes the command line on), so these run its Java path end to
# end. Starts no server.

bats_require_minimum_version 1.5.0

load test_helper

@test "--help lists every option and exits 0" {
  run "${RUN_ALL}" --help
  [ "${status}" -eq 0 ]
  for option in --variants --containers --profile --control --no-control --endpoints --tools --concurrency \
    --duration --rounds --blocks --seed --min-effect --warmup-cap --jdk --jvm-opts --cpus --out --quick --smoke \
    --sweep --memory --memory-only --no-memory --planted --order --slice-ms --rates --resume \
    --server-host --server-address --load-hosts --database-host --network \
    --cpu-limit --dry-run --no-install --version; do
    [[ "${output}" == *"${option}"* ]] || { echo "missing ${option}"; return 1; }
  done
}

@test "--help fits 100 columns and gives every option an entry of its own" {
  run "${RUN_ALL}" --help
  [ "${status}" -eq 0 ]
  local line long=0 entries=0
  local -A seen=()
  while IFS= read -r line; do
    if (( ${#line} > 100 )); then
      echo "over 100 columns: ${line}"
      long=$((long + 1))
    fi
    # An entry: two spaces, the option (with its value), then its description from column 23;
    # "-h, --help" is one option under two names.
    [[ "${line}" == "  -"* ]] || continue
    entries=$((entries + 1))
    local names="${line:2:20}"
    [[ "${line:22:1}" != " " && "${line:21:1}" == " " ]] || { echo "not aligned: ${line}"; return 1; }
    [[ "${names}" =~ ^(-h,\ )?(--[a-z-]+) ]] || { echo "no option: ${line}"; return 1; }
    local option="${BASH_REMATCH[2]}"
    [[ "$(grep -o -- '--[a-z]' <<< "${names}" | wc -l)" -eq 1 ]] || { echo "two options: ${line}"; return 1; }
    [ -z "${seen[${option}]:-}" ] || { echo "twice: ${option}"; return 1; }
    seen[${option}]=1
  done <<< "${output}"
  [ "${long}" -eq 0 ]
  [ "${entries}" -ge 30 ]
}

@test "--version prints the harness's version and commit on one line" {
  run --separate-stderr "${RUN_ALL}" --version
  [ "${status}" -eq 0 ]
  [ "$(wc -l <<< "${output}")" -eq 1 ]
  [[ "${output}" =~ ^boot-container-bench\ [0-9]+\.[0-9]+\.[0-9]+(-SNAPSHOT)?,\ commit\ [0-9a-f]{12} ]]
  # The version is the Maven project's.
  [[ "${output}" == *" $(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "${SCRIPTS_DIR}/../pom.xml" | head -n 1),"* ]]
  # It answers whatever comes with it, and starts nothing.
  run "${RUN_ALL}" --tools gatling --version
  [ "${status}" -eq 0 ]
  [[ "${output}" == "boot-container-bench "* ]]
}

@test "the scripts are shellcheck-clean" {
  command -v shellcheck || skip "shellcheck is not installed (apt-get install shellcheck)"
  run shellcheck -x "${SCRIPTS_DIR}"/*.sh "${SCRIPTS_DIR}"/lib/*.sh "${SCRIPTS_DIR}"/test/*.bash \
    "${SCRIPTS_DIR}"/test/*.sh
  echo "${output}"
  [ "${status}" -eq 0 ]
}

@test "every function of the scripts is named by its file (file::function; NAME_test:: in NAME.bats)" {
  local file name defined misnamed=()
  for file in "${SCRIPTS_DIR}"/*.sh "${SCRIPTS_DIR}"/lib/*.sh "${SCRIPTS_DIR}"/test/*.sh \
    "${SCRIPTS_DIR}"/test/*.bash "${SCRIPTS_DIR}"/test/*.bats; do
    name="$(basename "${file}")"
    # A test file's helpers are not the library of the same name's: smoke.bats has smoke_test::.
    [[ "${name}" == *.bats ]] && name="${name%.bats}_test"
    name="${name%.*}"
    while IFS= read -r defined; do
      # bats calls its hooks by these names.
      [[ "${file}" == *.bats && "${defined}" =~ ^(setup|teardown|setup_file|teardown_file)$ ]] && continue
      # A test's double of a library's function keeps its name, and the library must have it.
      [[ "${file}" == *.bats && "${defined}" == *::* ]] \
        && grep -qE "^${defined//:/\\:}\(\)" "${SCRIPTS_DIR}/lib/${defined%%::*}.sh" 2> /dev/null && continue
      [[ "${defined}" == "${name//-/_}::"* ]] || misnamed+=("${file#"${SCRIPTS_DIR}/"}: ${defined}")
    done < <(grep -oE '^[[:space:]]*(function[[:space:]]+)?[[:alnum:]_:-]+[[:space:]]*\(\)' "${file}" \
      | sed -E 's/^[[:space:]]*(function[[:space:]]+)?//; s/[[:space:]]*\(\)$//')
  done
  printf '%s\n' "${misnamed[@]}"
  [ "${#misnamed[@]}" -eq 0 ]
}

@test "--dry-run prints the variants, every block in order and an estimate, and starts nothing" {
  run "${RUN_ALL}" --dry-run --containers tomcat,undertow --no-control --endpoints block --tools wrk \
    --concurrency 10,20 --rounds 2 --blocks 2 --seed 7 --out "${BATS_TEST_TMPDIR}/out"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Variants (baseline first): tomcat (port 8081); undertow (port 8083)."* ]]
  # 2 rounds x 2 cells x 2 blocks x 2 variants.
  [[ "${output}" == *"= 16 windows of 2 s"* ]]
  [[ "${output}" == *"drawn from seed 7;"* ]]
  [ "$(grep -c '^  round [12] block [1-4]: block wrk c=[12]0 (pass [12]): ' <<< "${output}")" -eq 8 ]
  [[ "${output}" =~ Estimated\ time:\ [0-9]+\ min ]]
  [ ! -e "${BATS_TEST_TMPDIR}/out" ]
}

@test "hyperfoil is planned at shares of a probed saturation, warmed up with wrk, or at given rates" {
  run "${RUN_ALL}" --dry-run --variants boot4/tomcat,boot4/jetty --control --tools hyperfoil \
    --endpoints block,io --concurrency 100 --rounds 3 --blocks 2 --seed 7 --out "${BATS_TEST_TMPDIR}/out"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"8 cells (block,io x hyperfoil at 25,50,75,90 % of the slowest variant's saturated"* ]]
  [[ "${output}" == *"(probed with wrk c=100 for 2 s per variant after round 1's warm-up), over 200 connections"* ]]
  [ "$(grep -c '^  round 1 block [0-9]*: \(block\|io\) hyperfoil at \(25\|50\|75\|90\) % of the saturation' \
    <<< "${output}")" -eq 16 ]
  run "${RUN_ALL}" --dry-run --tools wrk,hyperfoil --rates 2000,5000 --endpoints block --concurrency 50,100
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"block x wrk x c=50,100 and hyperfoil at 2000,5000 req/s, over 200 connections"* ]]
  [[ "${output}" == *"block hyperfoil 5000/s (pass 1)"* ]]
}

@test "jmeter is planned with the blog protocol per endpoint and warmed up with wrk at its threads" {
  run "${RUN_ALL}" --dry-run --variants tomcat,jetty --tools jmeter --endpoints block,json --concurrency 1000
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"block,json x jmeter x c=1000 and jmeter's thread group of c threads started over 10 s, each"* ]]
  [[ "${output}" == *"3 request(s) on block, 1 request(s) on json with JMeter's counter in ?seq"* ]]
  [[ "${output}" == *"round 1 block 1: "*" jmeter c=1000 (pass 1)"* ]]
  run "${RUN_ALL}" --help
  [[ "${output}" == *"jmeter"*"Apache JMeter 5.6.3"* ]]
}

@test "--rates without hyperfoil, or of two kinds, or at the saturation, is refused with one line" {
  options_test::bad_input "--rates are the levels of the fixed-rate tool: add hyperfoil to --tools" --rates 50%
  options_test::bad_input "--rates must be all percentages of the saturation or all req/s, got '50%,5000'" \
    --tools hyperfoil --rates 50%,5000
  options_test::bad_input "--rates: 100% is not below the saturation; the highest share is 99%" --tools hyperfoil --rates 100%
}

@test "--order mirrored measures each variant twice in a block, the shuffled order and then its reverse" {
  run "${RUN_ALL}" --dry-run --containers tomcat,undertow --no-control --endpoints block --tools wrk \
    --concurrency 10 --rounds 1 --blocks 1 --seed 7 --order mirrored --out "${BATS_TEST_TMPDIR}/out"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"= 4 windows of 2 s, each variant twice in a block, a shuffled order then its reverse"* ]]
  [[ "${output}" =~ \(pass\ 1\):\ (tomcat,\ undertow,\ undertow,\ tomcat|undertow,\ tomcat,\ tomcat,\ undertow) ]]
}

@test "--seed replays the measuring order and another seed draws another" {
  run "${RUN_ALL}" --dry-run --seed 42
  [ "${status}" -eq 0 ]
  local first="${output}"
  run "${RUN_ALL}" --dry-run --seed 42
  [ "${output}" = "${first}" ]
  run "${RUN_ALL}" --dry-run --seed 43
  [ "$(grep '^  round' <<< "${output}")" != "$(grep '^  round' <<< "${first}")" ]
}

@test "the default run compares Boot 4's Tomcat and Jetty, Boot 3.5's Tomcat and Undertow and the A/A control and says how long it takes" {
  run "${RUN_ALL}" --dry-run
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"boot4/tomcat (port 7081); boot4/jetty (port 7082); tomcat (port 8081); undertow (port 8083); boot4/tomcat (control)"* ]]
  [[ "${output}" == *"Plan: 4 round(s) of 6 cells"* ]]
  [[ "${output}" == *"x 3 block(s) x 5 variants = 360 windows of 2 s"* ]]
  # The estimate counts the warm-ups at the cycles the published runs needed: about 35 minutes with
  # Tomcat 10.1 beside Undertow (docs/method.md, "The default run's time" has the measured runs).
  [[ "${output}" =~ Estimated\ time:\ ([0-9]+)\ min ]]
  [ "${BASH_REMATCH[1]}" -ge 25 ]
  [ "${BASH_REMATCH[1]}" -lt 40 ]
}

@test "--smoke is planned to fit in 6 minutes and --quick in 8" {
  # Every tool on the four default apps: hyperfoil's and jmeter's windows each start a driver JVM (about
  # 12 s a window).
  run "${RUN_ALL}" --dry-run --smoke
  [[ "${output}" =~ Estimated\ time:\ ([0-9]+)\ min ]]
  [ "${BASH_REMATCH[1]}" -lt 6 ]
  run "${RUN_ALL}" --dry-run --quick
  [[ "${output}" =~ Estimated\ time:\ ([0-9]+)\ min ]]
  [ "${BASH_REMATCH[1]}" -lt 8 ]
}

@test "options accept --name=value and minutes" {
  run "${RUN_ALL}" --dry-run --rounds=2 --duration=1m --concurrency=7
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Plan: 2 round(s) of 2 cells"* ]]
  [[ "${output}" == *"windows of 60 s"* ]]
}

@test "an explicit option wins over the preset" {
  run "${RUN_ALL}" --dry-run --smoke --rounds 2 --control
  [[ "${output}" == *"Plan: 2 round(s) of"* ]]
  [[ "${output}" == *"windows of 2 s"* ]]
  [[ "${output}" == *"tomcat (control)"* ]]
}

@test "variants: a profile per app, boot27 apps, the control, each on its own port" {
  run "${RUN_ALL}" --dry-run --variants tomcat,tomcat:tuned,boot27/tomcat --control
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"tomcat (port 8081); tomcat:tuned (port 8181); boot27/tomcat (port 9081); tomcat (control) (port 8281)."* ]]
  run "${RUN_ALL}" --dry-run --containers jetty,undertow --profile tuned --no-control
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Variants (baseline first): jetty:tuned (port 8082); undertow:tuned (port 8083)."* ]]
}

@test "--cpu-limit limits every server JVM, and a limit it never reaches, a bad number or a duet is refused" {
  run "${RUN_ALL}" --dry-run --no-install --variants boot4/tomcat,boot4/jetty --endpoints block --concurrency 100 \
    --cpu-limit 0.5
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"each server JVM limited to 0.5 CPU (a quota of 50 ms per 100 ms)"* ]]
  [[ "${output}" == *"at most 200 s of load"* ]]
  run "${RUN_ALL}" --dry-run --no-install --cpu-limit 1
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"--cpu-limit 1 would never throttle a server pinned to 1 CPU"* ]]
  run "${RUN_ALL}" --dry-run --no-install --cpu-limit half
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"--cpu-limit must be CPUs above 0"* ]]
  run "${RUN_ALL}" --dry-run --no-install --cpu-limit 0.5 --order duet --tools wrk
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"--cpu-limit limits each JVM's group"* ]]
}

@test "--sweep cpu-limit puts each app and the control at each limit beside themselves without one" {
  run "${RUN_ALL}" --dry-run --no-install --variants boot4/tomcat,boot4/jetty --endpoints block --concurrency 100 \
    --sweep cpu-limit=0.5
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Variants (baseline first): boot4/tomcat (port 7081); boot4/jetty (port 7082); boot4/tomcat cpu-limit=0.5 (port 7181); boot4/jetty cpu-limit=0.5 (port 7182); boot4/tomcat (control) (port 7281); boot4/tomcat cpu-limit=0.5 (control) (port 7381)."* ]]
  [[ "${output}" == *"at most 200 s of load"* ]]
  run "${RUN_ALL}" --dry-run --no-install --sweep cpu-limit=0.5 --cpu-limit 0.5
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"--sweep cpu-limit gives each setting's JVMs a limit of its own and --cpu-limit every JVM one"* ]]
  run "${RUN_ALL}" --dry-run --no-install --sweep cpu-limit=0.5 --sweep workers=8
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"--sweep cpu-limit is swept alone"* ]]
}

@test "--planted adds a positive control per percent, a copy of the baseline on its own port" {
  run "${RUN_ALL}" --dry-run --variants tomcat,jetty --control --planted 10,5
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"tomcat (control) (port 8181); tomcat (planted 10 %) (port 8281); tomcat (planted 5 %) (port 8381)."* ]]
  options_test::bad_input "--planted must be a percentage above 0 and below 100, got '100'" --planted 100
  options_test::bad_input "--planted lists 10 twice" --planted 10,10
  options_test::bad_input "--planted adds positive controls to the baseline's rounds: it cannot be combined with --memory-only" \
    --planted 10 --memory-only
}

@test "--sweep expands each value into a variant of every app, split into parts, with an estimate" {
  run "${RUN_ALL}" --dry-run --containers tomcat,jetty,undertow --sweep workers=8,16,32,64,128,200,400 \
    --endpoints io,block --seed 5 --rounds 3 --blocks 5
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"tomcat workers=8 (port 8181)"* ]]
  [[ "${output}" == *"undertow workers=400 (port 8783)"* ]]
  [[ "${output}" == *"Sweep workers: 8, 16, 32, 64, 128, 200, 400 against each app's default (tomcat:"* ]]
  [[ "${output}" == *"server.tomcat.threads.max, jetty: server.jetty.threads.max, undertow:"* ]]
  [[ "${output}" == *"Split into 3 parts of at most 9 JVMs at once"* ]]
  [[ "${output}" == *"part 1: tomcat,tomcat workers=8,"*",tomcat workers=400,tomcat (control) (9 JVMs, about"* ]]
  [[ "${output}" == *"part 3: undertow,undertow workers=8,"* ]]
  # 3 rounds x 6 cells x 5 blocks x (9 + 8 + 8) JVMs.
  [[ "${output}" == *"x 25 variants in 3 parts = 2250 windows of 2 s"* ]]
  [[ "${output}" =~ Estimated\ time:\ [0-9]+\ min ]]
  # Each part's rounds follow the part before: rounds 7-9 hold Undertow's variants only.
  [ "$(grep -c '^  round [1-9] block ' <<< "${output}")" -eq 270 ]
  [ -z "$(grep '^  round [7-9] block ' <<< "${output}" | grep -E 'tomcat|jetty' || true)" ]
}

@test "a container without a swept knob is left out of that sweep with a note" {
  run "${RUN_ALL}" --dry-run --containers tomcat,jetty,undertow --sweep io-threads=1,2,4 --endpoints io --no-control
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Note: tomcat is left out of the sweep of io-threads: Tomcat's NIO connector"* ]]
  [[ "${output}" == *"Variants (baseline first): jetty (port 8082); undertow (port 8083); jetty io-threads=1"* ]]
  [[ "${output}" == *"(jetty: server.jetty.threads.selectors, undertow: server.undertow.threads.io)"* ]]
  # 8 JVMs fit one part: every setting is also paired with the baseline.
  [[ "${output}" != *"Split into"* ]]
  [[ "${output}" == *"x 8 variants = 288 windows"* ]]
  run "${RUN_ALL}" --dry-run --variants jetty,undertow --sweep server.jetty.threads.idle-timeout=10s,60s \
    --no-control
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Note: undertow is left out of the sweep of server.jetty.threads.idle-timeout: it is a jetty"* ]]
  [[ "${output}" == *"jetty server.jetty.threads.idle-timeout=10s (port 8182)"* ]]
}

@test "two --sweep options make a grid" {
  run "${RUN_ALL}" --dry-run --variants tomcat --sweep async-pool=8,64 --sweep async-queue=0,100 \
    --endpoints async --no-control
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"tomcat async-pool=8 async-queue=0 (port 8181); tomcat async-pool=8 async-queue=100"* ]]
  [[ "${output}" == *"tomcat async-pool=64 async-queue=100 (port 8481)."* ]]
}

@test "bad --sweep keys and values are refused with one line" {
  options_test::bad_input "--sweep: unknown key 'threads' (valid: workers,min-workers,io-threads,async-pool," --sweep threads=8
  options_test::bad_input "--sweep: 'workers' is not KEY=V1,V2,..." --sweep workers
  options_test::bad_input "--sweep workers must be a positive integer, got '0'" --sweep workers=8,0
  options_test::bad_input "--sweep workers must be a positive integer, got 'many'" --sweep workers=many
  options_test::bad_input "--sweep: workers=8 is listed twice" --sweep workers=8,16,8
  options_test::bad_input "--sweep: 'workers' is swept twice" --sweep workers=8 --sweep workers=16
  options_test::bad_input "--sweep async-queue must be whole numbers, got '-1'" --sweep async-queue=-1
  options_test::bad_input "--sweep server.port: 'a b' is not a value" --sweep "server.port=a b"
  options_test::bad_input "--sweep varies each app's default settings: give --variants without a profile, not 'tomcat:tuned'" \
    --variants tomcat:tuned --sweep workers=8
  options_test::bad_input "--sweep: no app of the run has workers:" --variants boot27/smart-servlet --sweep workers=8
  options_test::bad_input "--sweep: 25 settings per app; at most 24" --sweep workers=1,2,3,4,5 --sweep async-pool=1,2,3,4,5
}

@test "--memory adds the memory phase to the plan, with its trials and its time" {
  run "${RUN_ALL}" --dry-run --containers tomcat,undertow --no-control --concurrency 100 --memory --seed 3
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Memory phase: 4 round(s); per round each of the 2 variants in turn"* ]]
  [[ "${output}" == *"-XX:NativeMemoryTracking=summary"* ]]
  [[ "${output}" == *"a warm-up of 5 s cycles until the JIT is quiet (at most 100 s)"* ]]
  [[ "${output}" == *"Trials: the reference heap (512 MB)"* ]]
  [[ "${output}" == *"then every heap step, 64,96,128,192,256 MB, in every round"* ]]
  [[ "${output}" =~ \ \ About\ [0-9]+\ min\ [0-9]+\ s\. ]]
  # The throughput rounds are still planned.
  [[ "${output}" == *"Plan: 4 round(s) of 2 cells"* ]]
}

@test "--memory-only plans the memory phase alone, and --no-memory takes it out again" {
  run "${RUN_ALL}" --dry-run --containers jetty --no-control --memory-only --jvm-opts "-Xms256m -Xmx256m"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Memory only (--memory-only): no cold starts and no throughput rounds."* ]]
  [[ "${output}" == *"Trials: the reference heap (256 MB)"* ]]
  [[ "${output}" == *"then every heap step, 64,96,128,192 MB, in every round"* ]]
  [[ "${output}" != *"Plan: "* ]]
  [[ "${output}" != *" block 1: "* ]]
  run "${RUN_ALL}" --dry-run --containers jetty --no-control --memory-only --no-memory
  [ "${status}" -eq 0 ]
  [[ "${output}" != *"Memory"* ]]
  [[ "${output}" == *"Plan: "* ]]
}

@test "bad memory-phase options are refused with one line" {
  options_test::bad_input "--memory needs the heap to search below: give -Xmx in --jvm-opts" --memory --jvm-opts "-Xms64m"
  options_test::bad_input "--memory: the reference heap (64 MB) leaves no smaller heap to try (from 64 MB)" --memory-only \
    --jvm-opts "-Xmx64m"
  options_test::bad_input "--memory cannot be combined with --sweep" --memory --sweep workers=8
}

# options_test::bad_input EXPECTED_MESSAGE ARGS...: run-all.sh must exit 2 with the message on stderr.
options_test::bad_input() {
  local expected="$1"
  shift
  # The planner's working directory is made under TMPDIR: a refusal must leave none behind.
  local tmp="${BATS_TEST_TMPDIR}/tmp"
  rm -rf "${tmp}" && mkdir "${tmp}"
  TMPDIR="${tmp}" run --separate-stderr "${RUN_ALL}" --dry-run "$@"
  echo "status=${status} stderr=${stderr} left=$(ls -A "${tmp}")"
  [ "${status}" -eq 2 ]
  [[ "${stderr}" == *"${expected}"* ]]
  [ "$(printf '%s\n' "${stderr}" | wc -l)" -eq 1 ]
  [ -z "$(ls -A "${tmp}")" ]
}

# options_test::refused_run EXPECTED_MESSAGE ARGS...: run-all.sh, not a dry run (which shows its plan whatever is
# missing), must exit 2 with the message on stderr before it starts anything. A CPU list no machine has is given
# too: should the refusal not come, the machine's check stops the run, and the message is not the one expected.
options_test::refused_run() {
  local expected="$1"
  shift
  local tmp="${BATS_TEST_TMPDIR}/tmp"
  rm -rf "${tmp}" && mkdir "${tmp}"
  TMPDIR="${tmp}" run --separate-stderr "${RUN_ALL}" "$@" --cpus 0:4096
  echo "status=${status} stderr=${stderr} left=$(ls -A "${tmp}")"
  [ "${status}" -eq 2 ]
  [[ "${stderr}" == *"${expected}"* ]]
  [ "$(printf '%s\n' "${stderr}" | wc -l)" -eq 1 ]
  [ -z "$(ls -A "${tmp}")" ]
}

@test "an unknown container, endpoint, tool or profile is refused, naming the valid values" {
  options_test::bad_input "--containers: unknown value 'netty' (valid: boot4/tomcat,boot4/jetty,tomcat,jetty,undertow,boot27/tomcat," --containers tomcat,netty
  options_test::bad_input "--endpoints: unknown value 'slow' (valid: block,async,deferred,servletasync,servletdispatch,empty,json,io,db,queries,fortunes)" --endpoints slow
  options_test::bad_input "--tools: unknown value 'gatling' (valid: ab,siege,wrk,hyperfoil,jmeter)" --tools gatling
  options_test::bad_input "--profile: unknown profile 'fast' (valid: default,tuned,vthreads)" --profile fast
  options_test::bad_input "--containers: 'jetty' is listed twice" --containers jetty,jetty
}

@test "hosts the plan cannot use are refused before any host is reached" {
  options_test::bad_input "--load-hosts drive jmeter alone, through JMeter's remote engines; wrk run where run-all.sh runs" \
    --tools wrk --load-hosts a,b --server-address 198.18.0.1
  options_test::bad_input "--load-hosts needs --server-address" --tools jmeter --load-hosts a
  options_test::bad_input "--database-host: no endpoint of this run needs a database" --endpoints block --database-host d
  options_test::bad_input "'-oProxyCommand=x' is not an SSH destination" --server-host -oProxyCommand=x
  options_test::bad_input "--network: '10.0.0/24' is not an IPv4 network" --server-host s --network 10.0.0/24
}

@test "a concurrency that is not a positive integer is refused" {
  options_test::bad_input "--concurrency must be a positive integer, got '0'" --concurrency 50,0
  options_test::bad_input "--concurrency must be a positive integer, got '-5'" --concurrency -5
  options_test::bad_input "--concurrency must be a positive integer, got 'lots'" --concurrency lots
}

@test "a duration that does not parse or is not positive is refused" {
  options_test::bad_input "--duration: 'soon' is not a duration" --duration soon
  options_test::bad_input "--duration: '1.5s' is not a duration" --duration 1.5s
  options_test::bad_input "--duration must be longer than 0 s, got '0s'" --duration 0s
}

@test "fewer than one round or block is refused" {
  options_test::bad_input "--rounds must be a positive integer, got '0'" --rounds 0
  options_test::bad_input "--blocks must be a positive integer, got '0'" --blocks 0
  options_test::bad_input "--order takes shuffled, mirrored, duet, sliced or a comma-separated list of them (an order is one of shuffled, mirrored, duet, sliced, not 'abba')" --order abba
  options_test::bad_input "shuffled and mirrored both measure one variant at a time: name one of them" --order shuffled,mirrored
}

@test "a duet is refused where no control group can be made, and with what it cannot pair" {
  : > "${BATS_TEST_TMPDIR}/mountinfo"
  CGROUP_MOUNTINFO="${BATS_TEST_TMPDIR}/mountinfo" options_test::bad_input \
    "--order duet: control groups: neither a cgroup2 mount with the cpu controller nor cgroup v1's cpu, cpuacct and freezer hierarchies are mounted" \
    --order duet
  options_test::bad_input "--order shuffled,sliced: a duet loads each of its two JVMs with a wrk of its own" \
    --order shuffled,sliced --tools wrk,ab
  options_test::bad_input "--order duet: a duet pairs every variant with the baseline" --order duet --sweep workers=8,16
  options_test::bad_input "--order duet: a duet's control groups are made on this machine" --order duet --server-host s
}

@test "a slice length is refused without a sliced duet, and outside what a window holds" {
  options_test::bad_input "--slice-ms: only a sliced duet hands the server CPUs from one JVM to the other" \
    --order shuffled,duet --slice-ms 20
  options_test::bad_input "--slice-ms: a slice is 10 to 1000 ms in windows of 2 s" --order sliced --slice-ms 5
  options_test::bad_input "--slice-ms must be a positive integer, got 'fast'" --order sliced --slice-ms fast
}

@test "bad --variants, --seed and --min-effect are refused with one line" {
  options_test::bad_input "--variants: unknown app 'netty' in 'netty' (valid: boot4/tomcat,boot4/jetty,tomcat,jetty,undertow,boot27/tomcat," \
    --variants tomcat,netty
  options_test::bad_input "--variants: unknown profile 'fast' in 'jetty:fast' (valid: default,tuned,vthreads)" \
    --variants tomcat,jetty:fast
  options_test::bad_input "--variants: 'jetty' is listed twice" --variants jetty,jetty
  options_test::bad_input "--variants cannot be combined with --containers or --profile" --variants tomcat --containers jetty
  options_test::bad_input "--variants: 'boot27/tomcat:tuned': the boot27/ apps have only the default profile" \
    --variants boot27/tomcat:tuned
  options_test::bad_input "--seed must be a whole number of at most 18 digits, got 'abc'" --seed abc
  options_test::bad_input "--seed must be a whole number of at most 18 digits, got '-1'" --seed -1
  options_test::bad_input "--min-effect must be a percentage above 0 and below 100, got '0'" --min-effect 0
  options_test::bad_input "--min-effect must be a percentage above 0 and below 100, got 'lots'" --min-effect lots
  options_test::bad_input "--min-effect must be a percentage above 0 and below 100, got '100'" --min-effect 100
}

@test "a --jdk without bin/java is refused" {
  options_test::bad_input "--jdk ${BATS_TEST_TMPDIR} holds no bin/java" --jdk "${BATS_TEST_TMPDIR}"
}

@test "vthreads on a JDK older than 21 is refused, saying which Java it needs" {
  test_helper::fake_jdk "${BATS_TEST_TMPDIR}/jdk17" 17
  options_test::bad_input "the vthreads profile needs a JDK 21 or newer" --profile vthreads --jdk "${BATS_TEST_TMPDIR}/jdk17"
  test_helper::fake_jdk "${BATS_TEST_TMPDIR}/jdk25" 25
  run "${RUN_ALL}" --dry-run --profile vthreads --jdk "${BATS_TEST_TMPDIR}/jdk25"
  [ "${status}" -eq 0 ]
}

@test "bad --cpus lists are refused" {
  options_test::bad_input "--cpus must be SERVER:LOAD CPU lists" --cpus 0
  options_test::bad_input "--cpus: CPU list '4096' is not available here" --cpus 0:4096
}

@test "--quick and --smoke cannot be combined; an unknown option is refused" {
  options_test::bad_input "--quick and --smoke cannot be combined" --quick --smoke
  options_test::bad_input "unknown option '--fast' (see --help)" --fast
  options_test::bad_input "--rounds needs a value" --rounds
}

@test "a port already in use is refused, naming the port and the process" {
  # Held by Java, which every run needs: a source file run as it is (java File.java), for 30 s at most.
  cat > "${BATS_TEST_TMPDIR}/HoldPort.java" <<'JAVA'
public class HoldPort {
	public static void main(String[] args) throws Exception {
		try (java.net.ServerSocket socket = new java.net.ServerSocket()) {
			socket.setReuseAddress(true);
			socket.bind(new java.net.InetSocketAddress("127.0.0.1", 8082));
			Thread.sleep(30_000);
		}
	}
}
JAVA
  java "${BATS_TEST_TMPDIR}/HoldPort.java" &
  local holder=$!
  local i
  for ((i = 0; i < 150; i++)); do
    [[ -n "$(ss -ltnH 'sport = :8082')" ]] && break
    sleep 0.1
  done
  options_test::bad_input "port 8082 (jetty) is already in use by java" --containers jetty
  [[ "${stderr}" == *"(pid ${holder})"* ]]
  kill "${holder}"
}

@test "a missing ab or siege is refused, naming the package" {
  test_helper::path_without "${BATS_TEST_TMPDIR}/bin" ab
  PATH="${BATS_TEST_TMPDIR}/bin" options_test::refused_run "ab not found: apt-get install apache2-utils" --tools ab
  test_helper::path_without "${BATS_TEST_TMPDIR}/bin2" siege
  PATH="${BATS_TEST_TMPDIR}/bin2" options_test::refused_run "siege not found: apt-get install siege" --tools ab,siege
}

@test "a missing wrk is dropped with a warning, and ab takes its place, unless wrk was asked for" {
  test_helper::path_without "${BATS_TEST_TMPDIR}/bin" wrk
  PATH="${BATS_TEST_TMPDIR}/bin" run --separate-stderr "${RUN_ALL}" --dry-run
  [ "${status}" -eq 0 ]
  [[ "${stderr}" == *"wrk not found (apt-get install wrk): running without it"* ]]
  [[ "${stderr}" == *"measuring with ab -k instead of wrk"* ]]
  [[ "${output}" == *"x ab x c="* ]]
  PATH="${BATS_TEST_TMPDIR}/bin" run --separate-stderr "${RUN_ALL}" --dry-run --smoke
  [[ "${output}" == *"x ab,siege x c="* ]]
  PATH="${BATS_TEST_TMPDIR}/bin" options_test::refused_run "wrk not found: apt-get install wrk" --tools wrk
}

@test "--no-install on a machine missing ab exits 2 naming the package, even where it could install" {
  test_helper::fake_package_manager "${BATS_TEST_TMPDIR}/bin" 0
  BENCH_NO_INSTALL=false PATH="${BATS_TEST_TMPDIR}/bin" options_test::refused_run \
    "ab not found: apt-get install apache2-utils (installing is off (--no-install or BENCH_NO_INSTALL=true))" \
    --no-install --tools ab
  [ ! -e "${BATS_TEST_TMPDIR}/bin/apt-get.log" ]
}

@test "--dry-run --no-install on a machine missing a tool shows the plan and says what a run would stop on" {
  test_helper::path_without "${BATS_TEST_TMPDIR}/bin" siege
  PATH="${BATS_TEST_TMPDIR}/bin" run --separate-stderr "${RUN_ALL}" --dry-run --no-install --tools siege,wrk
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Plan: "*"x siege,wrk x c="* ]]
  [[ "${stderr}" == *"a run would stop here: siege not found: apt-get install siege (installing is off"* ]]
}

@test "a missing tool is installed with the package manager after one line saying what and how" {
  test_helper::fake_package_manager "${BATS_TEST_TMPDIR}/bin" 0
  # Provisioning, by the plan, comes before the machine's checks, one of which then stops the run before
  # anything starts.
  BENCH_NO_INSTALL=false PATH="${BATS_TEST_TMPDIR}/bin" run --separate-stderr "${RUN_ALL}" --tools ab \
    --cpus 0:4096
  echo "status=${status} output=${output} stderr=${stderr}"
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"Installing ab (apache2-utils) with: apt-get install -y --no-install-recommends apache2-utils"* ]]
  [ "$(cat "${BATS_TEST_TMPDIR}/bin/apt-get.log")" = "$(printf 'update -qq\ninstall -y --no-install-recommends apache2-utils')" ]
  [[ "${stderr}" == *"--cpus: CPU list '4096' is not available here"* ]]
}

@test "--dry-run says what it would install and installs nothing" {
  test_helper::fake_package_manager "${BATS_TEST_TMPDIR}/bin" 0
  BENCH_NO_INSTALL=false PATH="${BATS_TEST_TMPDIR}/bin" run "${RUN_ALL}" --dry-run --tools ab
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Would install ab (apache2-utils) with: apt-get install -y --no-install-recommends apache2-utils"* ]]
  [ ! -e "${BATS_TEST_TMPDIR}/bin/apt-get.log" ]
}

@test "without root or password-less sudo a missing tool exits 2 naming the command to run" {
  test_helper::fake_package_manager "${BATS_TEST_TMPDIR}/bin" 1000
  BENCH_NO_INSTALL=false PATH="${BATS_TEST_TMPDIR}/bin" options_test::refused_run \
    "ab not found: apt-get install apache2-utils (installing needs root or password-less sudo)" --tools ab
  [ ! -e "${BATS_TEST_TMPDIR}/bin/apt-get.log" ]
}

@test "--resume takes its run directory among the options that leave the plan as recorded" {
  # Each order reaches the run directory (here one that holds no run), so the options were taken.
  local words
  local -a given
  for words in "--resume ${BATS_TEST_TMPDIR}" "--no-install --resume ${BATS_TEST_TMPDIR} --dry-run" \
    "--dry-run --resume=${BATS_TEST_TMPDIR}" "--resume ${BATS_TEST_TMPDIR} --no-install"; do
    read -r -a given <<< "${words}"
    run --separate-stderr "${RUN_ALL}" "${given[@]}"
    echo "${given[*]}: status=${status} stderr=${stderr}"
    [ "${status}" -eq 2 ]
    [[ "${stderr}" == *"--resume: ${BATS_TEST_TMPDIR} holds no run.json"* ]]
  done
  run "${RUN_ALL}" --resume "${BATS_TEST_TMPDIR}" --help
  [ "${status}" -eq 0 ]
  [[ "${output}" == "Usage: run-all.sh"* ]]
}

@test "--resume refuses, naming it, an option that would change the plan the run recorded" {
  local option
  local -a words
  for option in "--rounds 2" "--smoke" "--tools=ab" "--out ${BATS_TEST_TMPDIR}" "--seed 7"; do
    read -r -a words <<< "${option}"
    run --separate-stderr "${RUN_ALL}" --resume "${BATS_TEST_TMPDIR}" "${words[@]}"
    echo "${option}: status=${status} stderr=${stderr}"
    [ "${status}" -eq 2 ]
    [[ "${stderr}" == *": ${words[0]%%=*} cannot come with --resume: the run carries on with the options it"* ]]
    [[ "${stderr}" == *"only --no-install, --dry-run leave its plan as it was" ]]
    [ "$(printf '%s\n' "${stderr}" | wc -l)" -eq 1 ]
  done
  run --separate-stderr "${RUN_ALL}" --no-install --resume
  [ "${status}" -eq 2 ]
  [[ "${stderr}" == *"--resume needs the directory of the run to carry on"* ]]
  run --separate-stderr "${RUN_ALL}" --resume "${BATS_TEST_TMPDIR}" --resume "${BATS_TEST_TMPDIR}"
  [ "${status}" -eq 2 ]
  [[ "${stderr}" == *"--resume is given twice"* ]]
}

@test "--dry-run builds only a missing bench-report, after saying so, and says what a run would build" {
  # A copy of the harness whose ./mvnw records what it is asked to build and builds only bench-report.
  local root="${BATS_TEST_TMPDIR}/root"
  mkdir -p "${root}/common-controller/src/main/resources" "${root}/bench-report"
  cp -r "${SCRIPTS_DIR}" "${root}/bench-scripts"
  cp "${SCRIPTS_DIR}/../pom.xml" "${root}/"
  cp "${SCRIPTS_DIR}/../common-controller/src/main/resources/bench-contract.properties" \
    "${root}/common-controller/src/main/resources/"
  local jar="${SCRIPTS_DIR}/../bench-report/target/bench-report.jar"
  [ -f "${jar}" ] || skip "bench-report.jar is not built (./mvnw -B -DskipTests -pl bench-report package)"
  cat > "${root}/mvnw" <<FAKE
#!/usr/bin/env bash
echo "\$*" >> "${root}/mvnw.log"
mkdir -p bench-report/target
cp "${jar}" bench-report/target/bench-report.jar
FAKE
  chmod +x "${root}/mvnw"
  run "${root}/bench-scripts/run-all.sh" --dry-run --containers tomcat --no-control --tools wrk
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"bench-report/target/bench-report.jar, which makes the plan, is missing: building it alone with"*"./mvnw -B -DskipTests -pl bench-report package"* ]]
  [ "$(cat "${root}/mvnw.log")" = "-B -DskipTests -pl bench-report package" ]
  [[ "${output}" == *"Plan: "* ]]
  [[ "${output}" == *"A run would first build the apps, bench-latency and bench-jmeter (./mvnw -B -DskipTests clean package): a jar is missing or older than its sources."* ]]
  [[ "${output}" == *"Dry run: nothing was started or installed; only bench-report was built, to make the plan." ]]
  # Built, it is not built again.
  run "${root}/bench-scripts/run-all.sh" --dry-run --containers tomcat --no-control --tools wrk
  [ "${status}" -eq 0 ]
  [ "$(wc -l < "${root}/mvnw.log")" -eq 1 ]
  [[ "${output}" == *"Dry run: nothing was started, installed or built." ]]
  # Outside a git checkout the version says so.
  run "${root}/bench-scripts/run-all.sh" --version
  [[ "${output}" == *", commit unknown (not a git checkout)" ]]
}

@test "--resume refuses a complete run, a record that does not read and a directory that is not a run" {
  run "${RUN_ALL}" --resume "${BATS_TEST_TMPDIR}"
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"holds no run.json"* ]]
  local run_dir="${BATS_TEST_TMPDIR}/done"
  mkdir -p "${run_dir}"
  cp "${SCRIPTS_DIR}/../results/2026-11-28T19-21-12Z/run.json" "${run_dir}/run.json"
  run "${RUN_ALL}" --resume "${run_dir}"
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"is complete already"* ]]
  printf '{"status": "interrupted"}\n' > "${run_dir}/run.json"
  run "${RUN_ALL}" --resume "${run_dir}"
  [ "${status}" -eq 2 ]
  [[ "${output}" == *"/run.json does not read as a run record: Missing required creator property"* ]]
}
