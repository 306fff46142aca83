#!/usr/bin/env bats
# End to end: the --smoke run against the four default apps (about 5 minutes), and runs interrupted (TERM,
# a hang-up, SIGKILL) that must leave no process behind. Needs the jars built (./mvnw -B verify builds them
# first), ab, siege, wrk, curl and jq. Skipped when BENCH_SKIP_SMOKE=true.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

setup() {
  if [[ "${BENCH_SKIP_SMOKE:-false}" == "true" ]]; then
    skip "BENCH_SKIP_SMOKE=true"
  fi
  SMOKE_TEST_SCRIPT=""
}

# A run a failed test left going is stopped, so that the next test's run is not refused for it.
teardown() {
  if [[ -n "${SMOKE_TEST_SCRIPT:-}" ]] && kill -0 "${SMOKE_TEST_SCRIPT}" 2> /dev/null; then
    kill -TERM "${SMOKE_TEST_SCRIPT}" 2> /dev/null || true
    wait "${SMOKE_TEST_SCRIPT}" 2> /dev/null || true
  fi
}

# Every process the run could have left: an app jar, a load tool, the run's database.
smoke_test::leftover_processes() {
  pgrep -af 'app-(tomcat|jetty|undertow)\.jar|bench-report\.jar serve|^(ab|siege|wrk) |postgres -D .*/bench-database\.' \
    || true
}

# smoke_test::wait_for_first_measurement OUT VARIANT: waits (at most 120 s) until a run under OUT has started its
# first window of VARIANT; fails when it has not.
smoke_test::wait_for_first_measurement() {
  local i
  for ((i = 0; i < 1200; i++)); do
    compgen -G "$1/*/raw/$2/*/*.txt" > /dev/null && return 0
    sleep 0.1
  done
  return 1
}

# smoke_test::signal_tomcat_mid_round SIGNAL: runs --smoke on Tomcat and Undertow (wrk alone, 4 cells, so that
# Undertow has windows after Tomcat's first whatever the order), sends SIGNAL to the Tomcat JVM the run
# started once its first measurement has begun, and checks the run exits 1; sets RUN_DIR and JVM. The
# console's window lines and run.json's failed measurements are printed first: on a failure they are
# what tells why.
smoke_test::signal_tomcat_mid_round() {
  local out="${BATS_TEST_TMPDIR}/results"
  "${RUN_ALL}" --smoke --containers tomcat,undertow --tools wrk --concurrency 10,20 --out "${out}" \
    > "${BATS_TEST_TMPDIR}/console.txt" 2>&1 &
  local script=$!
  SMOKE_TEST_SCRIPT="${script}"
  smoke_test::wait_for_first_measurement "${out}" tomcat
  JVM="$(pgrep -P "${script}" -f 'app-tomcat\.jar')"
  [ -n "${JVM}" ]
  kill "-$1" "${JVM}"
  local status=0
  wait "${script}" || status=$?
  RUN_DIR="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  grep '^\[' "${BATS_TEST_TMPDIR}/console.txt" || true
  jq -c '.failedMeasurements[]' "${RUN_DIR}/run.json" || true
  cat "${BATS_TEST_TMPDIR}/console.txt"
  [ "${status}" -eq 1 ]
}

@test "--smoke completes and writes every file for the four default apps" {
  local out="${BATS_TEST_TMPDIR}/results"
  run "${RUN_ALL}" --smoke --out "${out}"
  echo "${output}"
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  # Exit code 0, or 1 when a load run failed; then run.json says which run and why.
  local failures
  failures="$(jq '.failedMeasurements | length' "${run_dir}/run.json")"
  if [ "${failures}" -eq 0 ]; then
    [ "${status}" -eq 0 ]
  else
    [ "${status}" -eq 1 ]
    jq -e '.failedMeasurements | all(.reason != "" and (.file | startswith("raw/")))' "${run_dir}/run.json"
  fi
  [ -f "${run_dir}/build.csv" ]
  [ -f "${run_dir}/siege.conf" ]
  # The default variants: Spring Boot 4.1's Tomcat 11 and Jetty 12.1, and Spring Boot 3.5's Tomcat 10.1
  # and Undertow, which only 3.5 has.
  local container
  for container in boot4-tomcat boot4-jetty tomcat undertow; do
    jq -e --arg c "${container}" '.containers[$c].status == "ok"
      and .containers[$c].server.container == ($c | ltrimstr("boot4-"))' "${run_dir}/run.json"
    grep -q 'Startup Metric >> application.ready.time=' "${run_dir}/startup/${container}-1.log"
    grep -q "^${container},1,ok," "${run_dir}/startup/startup.csv"
    [ -f "${run_dir}/warmup/${container}-r1.csv" ]
    for endpoint in block async; do
      grep -q '^# HTTP/1.0 keep-alive' "${run_dir}/headers/${container}-${endpoint}.txt"
      # Every tool the run kept (wrk is dropped where the distribution has none).
      for tool in $(jq -r '.options.tools[]' "${run_dir}/run.json"); do
        # hyperfoil's level is its rate: a quarter of the slowest variant's probed throughput on the endpoint.
        local level=10
        [[ "${tool}" != hyperfoil ]] \
          || level="$(jq -r --arg e "${endpoint}" '.options.rates.resolved[$e][0]' "${run_dir}/run.json")"
        local base="${run_dir}/raw/${container}/${endpoint}/${tool}-c${level}-r1-b1"
        [ -s "${base}.txt" ]
        [[ "${tool}" != hyperfoil ]] || grep -q 'bench-latency' "${base}.cmd"
        # siege sends a count sized by its lead-ins (-r), never runs for a time (-t), whose end can hang it.
        if [[ "${tool}" == siege ]]; then
          grep -q '^command: .*siege .* -r [0-9]* ' "${base}.cmd"
          [[ "$(grep '^command: ' "${base}.cmd")" != *" -t "* ]]
          grep -q '^lead_in: -r [0-9]' "${base}.cmd"
          grep -q '^Transactions:' "${base}.lead-in.txt"
        fi
        # jmeter keeps JMeter's raw results (a header and a line a sample) and prints its Summary Report.
        if [[ "${tool}" == jmeter ]]; then
          grep -q '^timeStamp,elapsed,label,responseCode' "${base}.jtl"
          grep -q '^Label,# Samples,Average,Min,Max,Std. Dev.,Error %,Throughput' "${base}.txt"
        fi
        grep -q '^exit_code: ' "${base}.cmd"
        # The connections the server's machine accepted over the window: at least the tool's own.
        grep -q '^connections_accepted: [1-9][0-9]*$' "${base}.cmd"
        [ -s "${base}.samples.csv" ]
        # Each second: the server, the tool, the hypervisor's steal and the bytes over loopback.
        [ "$(head -n 1 "${base}.samples.csv")" = \
          "epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct,steal_pct,loopback_bytes" ]
        # (hyperfoil's and jmeter's first seconds are their JVM's start: their requests cross loopback later)
        awk -F, -v row="$([[ "${tool}" == hyperfoil || "${tool}" == jmeter ]] && echo 0 || echo 2)" \
          '(row == 0 ? NR >= 2 : NR == row) && $7 > 0 { found = 1 } END { exit !found }' "${base}.samples.csv"
        jq -e '.before["jvm.threads.live"] > 0 and .after["jvm.threads.live"] > 0' "${base}.actuator.json"
      done
    done
  done
  # The JVMs warmed up on the server and load CPUs and were pinned back before they were measured.
  if jq -e '.pinning.serverCpus != .pinning.loadCpus' "${run_dir}/run.json"; then
    jq -e '.pinning.warmupCpus == .pinning.serverCpus + "," + .pinning.loadCpus' "${run_dir}/run.json"
    [[ "${output}" == *"every JVM pinned back to CPU $(jq -r .pinning.serverCpus "${run_dir}/run.json") for the"* ]]
  fi
  # bench-report read every samples file (it prints ?% for a server CPU it could not read).
  [[ "${output}" != *"server at ?%"* ]]
  jq -e '[.sessions[].warmup | has("steady")] | all' "${run_dir}/run.json"
  # The run records its seed and variants, and results.json holds a ratio per variant, cell and metric
  # against the baseline (one block: not judged) and every window with its compile time and the JIT
  # threads' CPU time.
  jq -e '.options.seed >= 0 and ([.options.variants[].id] == ["boot4-tomcat", "boot4-jetty", "tomcat", "undertow"])
    and (.containers["boot4-tomcat"].server.springBootVersion | startswith("4."))
    and (.containers.undertow.server.springBootVersion | startswith("3.5."))' "${run_dir}/run.json"
  jq -e '([.run.options.tools[] | select(. != "hyperfoil")] | length) as $tools
    | [.ratios[] | select(.metric == "throughput")]
    | length == 3 * 2 * $tools and all(.baseline == "boot4-tomcat" and .verdict == "not-judged")' \
    "${run_dir}/results.json"
  # hyperfoil: the probe of each endpoint on each variant, the rates resolved from it, and each fixed-rate
  # window's latency percentiles against the baseline.
  jq -e '.options.rates.resolved | (.block | length) == 1 and (.async | length) == 1' "${run_dir}/run.json"
  [ "$(find "${run_dir}/probe" -name '*-wrk-c10.txt' | wc -l)" -eq 8 ]
  [ -n "$(find "${run_dir}/raw" -name 'hyperfoil-*.hlog' -size +0 -print -quit)" ]
  jq -e '[.ratios[] | select(.tool == "hyperfoil") | .metric] | unique == ["p50", "p90", "p99", "p99.9"]' \
    "${run_dir}/results.json"
  jq -e '(.windows | length) == 8 * (.run.options.tools | length)
    and all(.windows[]; .jitMs != null and .jitCpuMs != null)' "${run_dir}/results.json"
  grep -q '^## Summary' "${run_dir}/README.md"
  grep -q '^## How sure' "${run_dir}/README.md"
  grep -q "^## JMeter's Summary Report" "${run_dir}/README.md"
  grep -q 'a verdict needs 3, so this run judges nothing' "${run_dir}/README.md"
  # A block whose window had a busy JIT is left out of its ratio, and the chart draws only ratios with a
  # figure: with the smoke's 4 s warm-ups that may be none of them.
  if jq -e '[.ratios[] | select(.endpoint == "block" and .metric == "throughput" and .ratio != null)]
    | length > 0' "${run_dir}/results.json"; then
    [ -f "${run_dir}/charts/ratios-block.svg" ]
  else
    jq -e '[.ratios[] | select(.ratio == null)] | all(.reason != null)' "${run_dir}/results.json"
  fi
  [ -f "${run_dir}/README.md" ]
  [ -f "${run_dir}/results.json" ]
  [ "$(wc -l < "${run_dir}/results.csv")" -eq "$((1 + 8 * $(jq '.options.tools | length' "${run_dir}/run.json")))" ]
  [ -f "${out}/README.md" ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "--smoke --profiler profiles two JVMs of each variant, interleaved, and reports their CPU per request by part" {
  local out="${BATS_TEST_TMPDIR}/results"
  run -0 "${RUN_ALL}" --smoke --containers boot4/tomcat,boot4/jetty --tools wrk --profiler --out "${out}"
  echo "${output}"
  local run_dir variant endpoint jvm
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [[ "${output}" == *"Profiler phase (never during a measured window): after the rounds, 2 fresh JVM(s) of each of the 2 variants, one at a time, interleaved (boot4-tomcat boot4-jetty, boot4-jetty boot4-tomcat; "* ]]
  [[ "${output}" == *"Profiler phase (4 JVMs, 2 of each variant, one at a time and interleaved, warmed up on CPU "* ]]
  # After the rounds' last window, in the plan's order.
  [[ "${output#*\[4/4\]}" == *"Profiler phase (4 JVMs"* ]]
  [ "$(grep -o '\[profile\] boot4/[a-z]* (JVM [0-9] of 2): warm-up' <<< "${output}" | tr '\n' ,)" = \
    "[profile] boot4/tomcat (JVM 1 of 2): warm-up,[profile] boot4/jetty (JVM 1 of 2): warm-up,[profile] boot4/jetty (JVM 2 of 2): warm-up,[profile] boot4/tomcat (JVM 2 of 2): warm-up," ]
  for variant in boot4-tomcat boot4-jetty; do
    for jvm in 1 2; do
      [ -f "${run_dir}/profiles/${variant}/jvm-${jvm}/warmup.csv" ]
      grep -q 'Started .* in ' "${run_dir}/profiles/${variant}/jvm-${jvm}/app.log"
      for endpoint in block async; do
        local base="${run_dir}/profiles/${variant}/jvm-${jvm}/${endpoint}-wrk-c10"
        [ ! -e "${base}.failure.txt" ]
        [ -s "${base}.txt" ]
        [ -s "${base}.samples.csv" ]
        [ "$(zcat "${base}.collapsed.gz" | wc -l)" -gt 0 ]
        [[ "${output}" == *"[profile] ${variant/-//} (JVM ${jvm} of 2) /test/${endpoint} wrk c=10 ... "*"; profile profiles/${variant}/jvm-${jvm}/${endpoint}-wrk-c10.collapsed.gz"* ]]
      done
    done
  done
  # The library was bench-report's: the run keeps its stacks only.
  [ ! -e "${run_dir}/profiles/libasyncProfiler.so" ]
  jq -e '.profiles.jvms | length == 8 and all(.failure == null and .samples > 0 and .measuredMicrosPerRequest > 0)' \
    "${run_dir}/results.json"
  jq -e '.profiles.cells | length == 4 and all(.jvms == 2 and .microsPerRequest.HTTP.low != null
    and .passMicrosPerRequest.FIRST.low != null)' "${run_dir}/results.json"
  grep -q '^## Where the CPU goes (profiles)' "${run_dir}/README.md"
  grep -q '^| part of the stack | boot4/tomcat | boot4/jetty | boot4/jetty − boot4/tomcat |' "${run_dir}/README.md"
  grep -q '^| pass of the request | boot4/tomcat | boot4/jetty | boot4/jetty − boot4/tomcat |' "${run_dir}/README.md"
  grep -q '^- boot4/jetty − boot4/tomcat over 2 pairs of JVMs: ' "${run_dir}/README.md"
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "--smoke --sweep cpu-limit limits each setting's JVM alone, records its throttling and judges the limit's change" {
  # shellcheck source=lib/common.sh
  source "${SCRIPTS_DIR}/lib/common.sh"
  # shellcheck source=lib/cgroups.sh
  source "${SCRIPTS_DIR}/lib/cgroups.sh"
  cgroups::detect > /dev/null || skip "no control groups with the cpu controller here: $(cgroups::detect)"
  local out="${BATS_TEST_TMPDIR}/results" run_dir
  run -0 "${RUN_ALL}" --smoke --containers boot4/tomcat,boot4/jetty --tools wrk --endpoints block \
    --sweep cpu-limit=0.5 --control --out "${out}"
  echo "${output}"
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [[ "${output}" == *"CPU limit: each server JVM in a control group of its own, a quota of CPU per 100000 us on boot4/tomcat cpu-limit=0.5 50000 us, boot4/jetty cpu-limit=0.5 50000 us, boot4/tomcat cpu-limit=0.5 (control) 50000 us (cgroup "* ]]
  # Only the limited JVMs' windows record what the limit did.
  grep -q '^cpu_stat_after: ' "${run_dir}"/raw/boot4-jetty-cpu-limit-0.5/block/*.cmd
  run ! grep -q '^cpu_stat_after: ' "${run_dir}"/raw/boot4-jetty/block/*.cmd
  jq -e '[.options.variants[] | select(.cpuLimit == 0.5) | .id] == ["boot4-tomcat-cpu-limit-0.5",
    "boot4-jetty-cpu-limit-0.5", "boot4-tomcat-cpu-limit-0.5-control"]' "${run_dir}/run.json"
  # Jetty 12.1 and the A/A control against Tomcat 11, each without a limit and at it (one round: not judged).
  jq -e '.cpuLimits | length == 2 and all(.cpus == 0.5 and .throttledPercent > 0 and .change.verdict == "not-judged")
    and ([.[].control] == [false, true])' \
    "${run_dir}/results.json"
  grep -q '^## Under a CPU limit' "${run_dir}/README.md"
  [ -z "$(find "${CGROUP_CPU_DIR}" -maxdepth 1 -name 'boot-container-bench-*')" ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "--smoke --memory-only reads each JVM's memory, tries every heap step and reports it" {
  local out="${BATS_TEST_TMPDIR}/results"
  run "${RUN_ALL}" --smoke --memory-only --containers undertow --out "${out}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  jq -e '.status == "complete" and .options.memory.mode == "only" and .options.memory.referenceHeapMb == 512
    and .memory.seconds > 0 and .containers.undertow.status == "ok"' "${run_dir}/run.json"
  # The reference trial: read at ready and after the load, before and after a forced full GC, with NMT.
  local reference="${run_dir}/memory/undertow/r1-heap-512m"
  for point in ready after; do
    jq -e '.rssKb > 0 and .heapUsedBytes > 0 and .threadsLive > 0 and .directBufferBytes != null' \
      "${reference}/${point}.json"
    jq -e '.heapUsedBytes > 0' "${reference}/${point}-gc.json"
    grep -q '^Total: reserved=[0-9]*KB, committed=[0-9]*KB' "${reference}/${point}.nmt.txt"
  done
  jq -e '.pass == true' "${reference}/verdict.json"
  # Warmed up by the rounds' rule (capped in --smoke) before its windows.
  jq -e '.warmup.seconds > 0' "${reference}/trial.json"
  [ "$(wc -l < "${reference}/warmup.csv")" -ge 2 ]
  [ -s "${reference}/window-1-block.txt" ]
  [ -s "${reference}/window-2-json.txt" ]
  # Once without NMT, then every heap step (5, with NMT, and the reference trial counted here).
  jq -e '.nmt == false' "${run_dir}/memory/undertow/r1-heap-512m-no-nmt/trial.json"
  [ "$(grep -c '^undertow,1,[0-9]*,true,' "${run_dir}/memory/trials.csv")" -eq 6 ]
  # One round cannot judge a step: every step is shown, the smallest heap is not judged.
  jq -e '.memory.variants[0].heapSteps.steps | length == 5' "${run_dir}/results.json"
  jq -e '.memory.variants[0].heapSteps.smallestHeapMb == null' "${run_dir}/results.json"
  jq -e '.memory.variants[0].afterLoad.nmtGroupsMb["Java Heap"].median > 0' "${run_dir}/results.json"
  jq -e '.memory.nmtOverhead | length == 2' "${run_dir}/results.json"
  grep -q '^## Memory' "${run_dir}/README.md"
  grep -q '^### Smallest heap and throughput per MB' "${run_dir}/README.md"
  [ -f "${run_dir}/charts/memory-nmt.svg" ]
  # No throughput rounds, no cold starts.
  [ ! -e "${run_dir}/raw/undertow" ]
  [ "$(wc -l < "${run_dir}/startup/startup.csv")" -eq 1 ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

# smoke_test::signal_run SIGNAL EXIT_CODE WORDS: --smoke on Tomcat alone, sent SIGNAL once its first measurement
# has begun; the run must end with EXIT_CODE, say WORDS, be recorded interrupted and leave nothing running.
smoke_test::signal_run() {
  local out="${BATS_TEST_TMPDIR}/results"
  # With SIGHUP's default action even where the tests were started under nohup (a signal ignored when a
  # shell starts cannot be trapped by it).
  env --default-signal=HUP "${RUN_ALL}" --smoke --containers tomcat --out "${out}" > "${BATS_TEST_TMPDIR}/console.txt" \
    2>&1 &
  local script=$!
  SMOKE_TEST_SCRIPT="${script}"
  smoke_test::wait_for_first_measurement "${out}" tomcat
  kill "-$1" "${script}"
  local status=0
  wait "${script}" || status=$?
  cat "${BATS_TEST_TMPDIR}/console.txt"
  [ "${status}" -eq "$2" ]
  [ "$(jq -r .status "${out}"/*/run.json)" = "interrupted" ]
  grep -q "$3" "${BATS_TEST_TMPDIR}/console.txt"
  grep -q "Run interrupted (exit code $2)" "${BATS_TEST_TMPDIR}/console.txt"
  local left
  left="$(smoke_test::leftover_processes)"
  echo "left behind: ${left}"
  [ -z "${left}" ]
  [ -z "$(ss -ltnH 'sport = :8081')" ]
}

@test "an interrupted run stops everything it started and says it was interrupted" {
  smoke_test::signal_run TERM 130 'Interrupted: stopping what this run started'
}

@test "a hang-up stops the run as TERM does, in its own words, with exit code 129" {
  smoke_test::signal_run HUP 129 'Hang-up (the terminal or SSH session closed): stopping what this run started'
}

@test "a run killed with SIGKILL, its trap never run, leaves nothing running, and --resume completes it" {
  local out="${BATS_TEST_TMPDIR}/results" i left
  "${RUN_ALL}" --smoke --containers tomcat --tools wrk --endpoints block,db --out "${out}" \
    > "${BATS_TEST_TMPDIR}/console.txt" 2>&1 &
  local script=$!
  SMOKE_TEST_SCRIPT="${script}"
  smoke_test::wait_for_first_measurement "${out}" tomcat
  kill -KILL "${script}"
  wait "${script}" || true
  # The watchdog's work: a JVM is given 10 s to shut down gracefully, then the database is stopped.
  for ((i = 0; i < 450; i++)); do
    left="$(smoke_test::leftover_processes)"
    [[ -n "${left}" || -n "$(compgen -G "${TMPDIR:-/tmp}/bench-database.*")" ]] || break
    sleep 0.1
  done
  echo "left behind: ${left}"
  [ -z "${left}" ]
  [ -z "$(compgen -G "${TMPDIR:-/tmp}/bench-database.*")" ]
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "$(jq -r .status "${run_dir}/run.json")" = "running" ]
  run "${RUN_ALL}" --no-install --resume "${run_dir}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "a JVM killed mid-round: its measurements fail with the reason, the others are measured, a report is written" {
  smoke_test::signal_tomcat_mid_round KILL
  local run_dir="${RUN_DIR}"
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  grep -q 'the tomcat JVM died during round 1: the JVM exited with code 137 (signal 9)' \
    "${BATS_TEST_TMPDIR}/console.txt"
  jq -e '.sessions[] | select(.container == "tomcat") | .status == "failed" and (.reason | contains("died"))' \
    "${run_dir}/run.json"
  jq -e '[.failedMeasurements[] | select(.file | startswith("raw/tomcat/"))] | length >= 3' "${run_dir}/run.json"
  # Undertow, measured after it, is untouched: all its measurements counted.
  jq -e '[.measurements[] | select(.container == "undertow")] | length == 4 and all(.status == "ok")' \
    "${run_dir}/results.json"
  grep -q 'not run: the tomcat JVM died' "${run_dir}/README.md" || grep -q 'FAILED' "${run_dir}/README.md"
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "a JVM that stops answering mid-round is declared hung, its threads dumped, and it is stopped" {
  # The process keeps running but serves nothing, as a JVM whose acceptor thread died would.
  smoke_test::signal_tomcat_mid_round STOP
  local run_dir="${RUN_DIR}" jvm="${JVM}"
  grep -q 'the tomcat JVM stopped answering during round 1: no response to GET /test/empty within 10 s' \
    "${BATS_TEST_TMPDIR}/console.txt"
  [ -f "${run_dir}/logs/tomcat-r1.threads.txt" ]
  jq -e '.sessions[] | select(.container == "tomcat") | .status == "failed" and (.reason | contains("stopped answering"))' \
    "${run_dir}/run.json"
  jq -e '[.measurements[] | select(.container == "undertow")] | length == 4 and all(.status == "ok")' \
    "${run_dir}/results.json"
  run kill -0 "${jvm}"
  [ "${status}" -ne 0 ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

# smoke_test::interrupt_in_round_2 OUT ARGS...: run-all.sh with ARGS into OUT, sent TERM once its second round
# starts; it must end as an interrupted run does (exit code 130). Its console is printed.
smoke_test::interrupt_in_round_2() {
  local out="$1" console="${BATS_TEST_TMPDIR}/console.txt" i status=0
  shift
  "${RUN_ALL}" "$@" --out "${out}" > "${console}" 2>&1 &
  SMOKE_TEST_SCRIPT=$!
  for ((i = 0; i < 3000; i++)); do
    grep -q '^Round 2/2' "${console}" && break
    sleep 0.1
  done
  kill -TERM "${SMOKE_TEST_SCRIPT}"
  wait "${SMOKE_TEST_SCRIPT}" || status=$?
  # Its end first: a failure's output is cut short after its first lines where a build log is summed up.
  echo "run-all.sh ended with exit code ${status} (130 expected); its last lines:"
  tail -n 6 "${console}"
  echo "its whole console:"
  cat "${console}"
  [ "${status}" -eq 130 ]
}

@test "a run interrupted after its first round is resumed from the second and reports the same shape" {
  local out="${BATS_TEST_TMPDIR}/results"
  smoke_test::interrupt_in_round_2 "${out}" --smoke --rounds 2 --containers tomcat,undertow --tools wrk
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "$(jq -r .status "${run_dir}/run.json")" = "interrupted" ]
  [ -z "$(smoke_test::leftover_processes)" ]
  local first_round
  first_round="$(cat "${run_dir}"/raw/*/*/*-r1-b*.txt | md5sum)"

  # --resume among the options that leave its plan as recorded.
  run "${RUN_ALL}" --no-install --resume "${run_dir}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Resuming ${run_dir} from round 2"* ]]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  jq -e '.resumes | length == 1 and .[0].fromRound == 2' "${run_dir}/run.json"
  # Round 1 as first measured; round 2 in full, once.
  [ "$(cat "${run_dir}"/raw/*/*/*-r1-b*.txt | md5sum)" = "${first_round}" ]
  jq -e '[.sessions[] | select(.round == 2)] | length == 2' "${run_dir}/run.json"
  jq -e '[.measurements[] | select(.round == 2)] | length == 4 and all(.status == "ok")' "${run_dir}/results.json"
  jq -e '.measurements | length == 8' "${run_dir}/results.json"
  grep -q '^| Resumed | at .* from round 2 ' "${run_dir}/README.md"
  grep -q '^## Summary' "${run_dir}/README.md"
  grep -q '^## How sure' "${run_dir}/README.md"
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "a database killed mid-run: the windows that need it fail with the reason, the others are measured" {
  local out="${BATS_TEST_TMPDIR}/results" console="${BATS_TEST_TMPDIR}/console.txt"
  # The run's ledger in this test's directory: it names the postmaster the run started (owner::database).
  BENCH_LEDGER_ROOT="${BATS_TEST_TMPDIR}" "${RUN_ALL}" --smoke --containers tomcat --no-control \
    --endpoints block,db --tools wrk --concurrency 10,20 --out "${out}" > "${console}" 2>&1 &
  local script=$!
  SMOKE_TEST_SCRIPT="${script}"
  smoke_test::wait_for_first_measurement "${out}" tomcat
  # Written before the first JVM starts, so it is there by the first measurement: the postmaster by the
  # run's own word, not by a search of the process table that a slow machine can lose.
  local postmaster="" directory
  read -r postmaster directory 2> /dev/null < "${BATS_TEST_TMPDIR}/boot-bench-run.${script}/databases" || true
  if [[ ! "${postmaster}" =~ ^[0-9]+$ ]] || ! kill -0 "${postmaster}" 2> /dev/null; then
    echo "no running postmaster in the run's ledger (${postmaster:-none}, ${directory:-no directory})"
    cat "${console}"
    false
  fi
  kill -KILL "${postmaster}"
  local status=0
  wait "${script}" || status=$?
  cat "${console}"
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ "${status}" -eq 1 ]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  jq -e '.database.serverVersion != null and (.database.failure | contains("died during round 1"))' "${run_dir}/run.json"
  grep -q 'the database died during round 1' "${console}"
  # The windows of db after the kill were not run, with the reason; the one running then may have failed
  # (errors, non-2xx answers, or no request completed at all when the kill came before its first answer).
  jq -e '[.failedMeasurements[] | select(.file | startswith("raw/tomcat/db/"))] | length >= 1
    and all(.reason | test("database died|non-2xx|error|completed no request"; "i"))' "${run_dir}/run.json"
  jq -e '[.failedMeasurements[] | select(.reason | contains("not run: the database died"))] | length >= 1' \
    "${run_dir}/run.json"
  # block needs no database: both of its windows measured.
  jq -e '[.measurements[] | select(.endpoint == "block")] | length == 2 and all(.status == "ok")' \
    "${run_dir}/results.json"
  [ -f "${run_dir}/logs/database.log" ]
  [ -z "$(smoke_test::leftover_processes)" ]
}

@test "a study of orders measures each block alone, in a duet and sliced on the same JVMs, and leaves no group" {
  # shellcheck source=lib/common.sh
  source "${SCRIPTS_DIR}/lib/common.sh"
  # shellcheck source=lib/cgroups.sh
  source "${SCRIPTS_DIR}/lib/cgroups.sh"
  # Where a duet cannot run, run-all refuses it (options.bats checks the refusal).
  test_helper::skip_without_control_groups
  local out="${BATS_TEST_TMPDIR}/results"
  run "${RUN_ALL}" --smoke --containers tomcat,jetty --tools wrk --endpoints block --order shuffled,duet,sliced \
    --out "${out}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  # Each side of a duet window is a window of its own, with its group's CPU time; a sliced one says how it sliced.
  [[ "${output}" == *"tomcat (duet with jetty)"* ]]
  [[ "${output}" == *"jetty (sliced with tomcat)"* ]]
  grep -q '^cgroup_cpu_ns: [1-9][0-9]*$' "${run_dir}/raw/jetty/block/wrk-c10-r1-b1-v1-duet.cmd"
  grep -q '^slices: handovers=[1-9][0-9]* alone_us=[1-9][0-9]*$' \
    "${run_dir}/raw/tomcat/block/wrk-c10-r1-b1-v1-sliced.cmd"
  [ -f "${run_dir}/raw/tomcat/block/wrk-c10-r1-b1.txt" ]
  # The report compares the orders; results.json holds the comparison.
  grep -q '^## The orders compared' "${run_dir}/README.md"
  [ "$(jq -r '.orders.orders | map(.order) | join(",")' "${run_dir}/results.json")" == shuffled,duet,sliced ]
  # A smoke run's windows have a busy JIT: their blocks may all be left out, so the pairs may not be there.
  [ "$(jq -r '.orders.agreements | type' "${run_dir}/results.json")" == array ]
  # Nothing left: no JVM, no control group.
  [ -z "$(smoke_test::leftover_processes)" ]
  [ -z "$(cgroups::leftovers)" ]
}

@test "a duet run interrupted after its first round is resumed in control groups named after it, and leaves none" {
  # shellcheck source=lib/common.sh
  source "${SCRIPTS_DIR}/lib/common.sh"
  # shellcheck source=lib/cgroups.sh
  source "${SCRIPTS_DIR}/lib/cgroups.sh"
  test_helper::skip_without_control_groups
  local out="${BATS_TEST_TMPDIR}/results"
  smoke_test::interrupt_in_round_2 "${out}" --smoke --rounds 2 --containers tomcat,undertow --tools wrk \
    --endpoints block --order duet
  local run_dir
  run_dir="$(find "${out}" -mindepth 1 -maxdepth 1 -type d)"
  [ -z "$(cgroups::leftovers)" ]

  run "${RUN_ALL}" --no-install --resume "${run_dir}"
  echo "${output}"
  [ "${status}" -eq 0 ]
  [[ "${output}" == *"Resuming ${run_dir} from round 2"* ]]
  [[ "${output}" == *"tomcat (duet with undertow)"* ]]
  [ "$(jq -r .status "${run_dir}/run.json")" = "complete" ]
  jq -e '[.sessions[] | select(.round == 2)] | length == 2' "${run_dir}/run.json"
  [ -z "$(smoke_test::leftover_processes)" ]
  [ -z "$(cgroups::leftovers)" ]
}
