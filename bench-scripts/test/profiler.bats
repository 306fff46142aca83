#!/usr/bin/env bats
# The profiler phase's handling of one cell (lib/profiler.sh) with a fake jcmd, a fake load and a fake
# converter: a profile the agent refuses, one it writes no recording for, or one whose recording cannot be
# converted is said in one line and written down beside the cell, and the phase goes on; a profile taken is
# kept as its stacks. The phase against the real apps is in smoke.bats.
# Seconds.
# shellcheck source-path=SCRIPTDIR/..

bats_require_minimum_version 1.5.0

load test_helper

# shellcheck source=lib/common.sh
source "${SCRIPTS_DIR}/lib/common.sh"
# shellcheck source=lib/plan.sh
source "${SCRIPTS_DIR}/lib/plan.sh"
# shellcheck source=lib/window.sh
source "${SCRIPTS_DIR}/lib/window.sh"
# shellcheck source=lib/profiler.sh
source "${SCRIPTS_DIR}/lib/profiler.sh"

setup() {
  RUN_DIR="${BATS_TEST_TMPDIR}/run"
  PROFILE_DIR="${RUN_DIR}/profiles/tomcat/jvm-2"
  mkdir -p "${PROFILE_DIR}"
  SERVER_PID=4242
  # The plan as plan::load leaves it: a value by its name, a map's entry by MAP/KEY.
  PLAN+=([SERVER_CPU_COUNT]=1 [LOAD_CPU_COUNT]=1 [PROFILER_LOAD_S]=2 [PROFILER_EVENT]=cpu
    [PROFILER_INTERVAL_US]=5000 [PROFILER_ALLOC_BYTES]=524288 [VARIANT_NAME]=map [VARIANT_NAME/tomcat]=tomcat)
  declare -gA ENDPOINT_PATH=([block]=/test/block)
  FAKE_JCMD="${BATS_TEST_TMPDIR}/jcmd"
}

# The harness's functions the cell calls, but its own: the load and the report are not under test here.
apps::jcmd() { printf '%s' "${FAKE_JCMD}"; }
apps::url() { printf 'http://127.0.0.1:8081%s' "$2"; }
tools::load_command() { LOAD_COMMAND=(true); }
# window::sampled_load SECONDS ORDER VARIANT PID BASE COMMAND: the load's output in BASE.txt.
window::sampled_load() { printf 'Requests/sec: 1000\n' > "$5.txt"; }
# report::call COMMAND ARGS...: the summary of a load, or the recording converted as bench-report would,
# unless FAKE_CONVERT_FAILS says why not.
report::call() {
  if [[ "$1" == profile-convert ]]; then
    if [[ -n "${FAKE_CONVERT_FAILS:-}" ]]; then
      printf '%s\n' "${FAKE_CONVERT_FAILS}" >&2
      return 1
    fi
    gzip -c "$2" > "${2%.jfr}.collapsed.gz"
    rm "$2"
    printf '7 CPU samples, 1 MB allocated'
    return 0
  fi
  printf '1,000 req/s (server-bound)'
}

# profiler_test::jcmd START_CODE STOP_WRITES: a jcmd that answers the agent's start with START_CODE and
# remembers the recording's file, and whose stop writes stacks there when STOP_WRITES is true.
profiler_test::jcmd() {
  printf '%s\n' "$1" > "${BATS_TEST_TMPDIR}/start-code"
  printf '%s\n' "$2" > "${BATS_TEST_TMPDIR}/stop-writes"
  cat > "${FAKE_JCMD}" <<'FAKE'
#!/usr/bin/env bash
# jcmd PID JVMTI.agent_load LIBRARY "\"COMMAND\"": the command arrives in quotes.
state="$(dirname "$0")"
command="${4//\"/}"
echo "$1:"
case "${command}" in
  start,*)
    printf '%s' "${command#*file=}" > "${state}/recording"
    echo "return code: $(cat "${state}/start-code")" ;;
  stop*)
    if [[ "$(cat "${state}/stop-writes")" == true ]]; then
      printf 'java/lang/Thread.run;org/apache/tomcat/util/net/NioEndpoint$Poller.run 7\n' > "$(cat "${state}/recording")"
    fi
    echo "return code: 0" ;;
esac
FAKE
  chmod +x "${FAKE_JCMD}"
}

@test "a profile the agent refuses is said in one line and written beside the cell, and the phase goes on" {
  profiler_test::jcmd 200 false
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so "tomcat (JVM 2 of 3)"
  echo "${stderr}"
  [ "${stderr}" = "warning: [profile] tomcat (JVM 2 of 3) /test/block wrk c=10 ... profile not taken: async-profiler did not start (return code: 200; the JVM's log says why)" ]
  [ "$(wc -l <<< "${stderr}")" -eq 1 ]
  grep -q '^async-profiler did not start (.*return code: 200' "${PROFILE_DIR}/block-wrk-c10.failure.txt"
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.collapsed.gz" ]
}

@test "a profile the agent writes no recording for is said in one line, and none is kept" {
  profiler_test::jcmd 0 false
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so "tomcat (JVM 2 of 3)"
  [[ "${stderr}" == "warning: [profile] tomcat (JVM 2 of 3) /test/block wrk c=10 ... profile not taken: async-profiler wrote no recording ("* ]]
  grep -q '^async-profiler wrote no recording' "${PROFILE_DIR}/block-wrk-c10.failure.txt"
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.jfr" ]
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.collapsed.gz" ]
}

@test "a profile taken is kept compressed beside its load, and its line names it" {
  profiler_test::jcmd 0 true
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so "tomcat (JVM 2 of 3)"
  [ -z "${stderr}" ]
  [ "${output}" = "  [profile] tomcat (JVM 2 of 3) /test/block wrk c=10 ... 1,000 req/s (server-bound); 7 CPU samples, 1 MB allocated; profile profiles/tomcat/jvm-2/block-wrk-c10.collapsed.gz" ]
  [ "$(zcat "${PROFILE_DIR}/block-wrk-c10.collapsed.gz")" = \
    'java/lang/Thread.run;org/apache/tomcat/util/net/NioEndpoint$Poller.run 7' ]
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.failure.txt" ]
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.jfr" ]
}

@test "a recording that cannot be converted is said in one line and kept beside the cell" {
  profiler_test::jcmd 0 true
  FAKE_CONVERT_FAILS="bench-report profile-convert: block-wrk-c10.jfr cannot be read: not a JFR file"
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so "tomcat (JVM 2 of 3)"
  [ "${stderr}" = "warning: [profile] tomcat (JVM 2 of 3) /test/block wrk c=10 ... profile not taken: its recording could not be converted: ${FAKE_CONVERT_FAILS}" ]
  [ -s "${PROFILE_DIR}/block-wrk-c10.jfr" ]
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.collapsed.gz" ]
}
