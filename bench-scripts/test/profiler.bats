#!/usr/bin/env bats
# The profiler phase's handling of one cell (lib/profiler.sh) with a fake jcmd and a fake load: a profile the
# agent refuses, or one it writes no stacks for, is said in one line and written down beside the cell, and
# the phase goes on; a profile taken is kept compressed. The phase against the real apps is in smoke.bats.
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
  PROFILE_DIR="${RUN_DIR}/profiles/tomcat"
  mkdir -p "${PROFILE_DIR}"
  SERVER_PID=4242
  # The plan as plan::load leaves it: a value by its name, a map's entry by MAP/KEY.
  PLAN+=([SERVER_CPU_COUNT]=1 [LOAD_CPU_COUNT]=1 [PROFILER_LOAD_S]=2 [PROFILER_EVENT]=cpu
    [PROFILER_INTERVAL_US]=5000 [VARIANT_NAME]=map [VARIANT_NAME/tomcat]=tomcat)
  declare -gA ENDPOINT_PATH=([block]=/test/block)
  FAKE_JCMD="${BATS_TEST_TMPDIR}/jcmd"
}

# The harness's functions the cell calls, but its own: the load and the report are not under test here.
apps::jcmd() { printf '%s' "${FAKE_JCMD}"; }
apps::url() { printf 'http://127.0.0.1:8081%s' "$2"; }
tools::load_command() { LOAD_COMMAND=(true); }
# window::sampled_load SECONDS ORDER VARIANT PID BASE COMMAND: the load's output in BASE.txt.
window::sampled_load() { printf 'Requests/sec: 1000\n' > "$5.txt"; }
report::call() { printf '1,000 req/s (server-bound)'; }

# profiler_test::jcmd START_CODE STOP_WRITES: a jcmd that answers the agent's start with START_CODE and, when
# STOP_WRITES is true, writes stacks where the stop asks.
profiler_test::jcmd() {
  cat > "${FAKE_JCMD}" <<FAKE
#!/usr/bin/env bash
echo "\$1:"
case "\$4" in
  *start,*) echo "return code: $1" ;;
  *stop,file=*)
    file="\${4#*file=}"
    [[ "$2" != true ]] || printf 'java/lang/Thread.run;org/apache/tomcat/util/net/NioEndpoint\$Poller.run 7\n' \
      > "\${file%%,*}"
    echo "return code: 0" ;;
esac
FAKE
  chmod +x "${FAKE_JCMD}"
}

@test "a profile the agent refuses is said in one line and written beside the cell, and the phase goes on" {
  profiler_test::jcmd 200 false
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so
  echo "${stderr}"
  [ "${stderr}" = "warning: [profile] tomcat /test/block wrk c=10 ... profile not taken: async-profiler did not start (return code: 200; the JVM's log says why)" ]
  [ "$(wc -l <<< "${stderr}")" -eq 1 ]
  grep -q '^async-profiler did not start (.*return code: 200' "${PROFILE_DIR}/block-wrk-c10.failure.txt"
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.collapsed.gz" ]
}

@test "a profile the agent writes no stacks for is said in one line, and none is kept" {
  profiler_test::jcmd 0 false
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so
  [[ "${stderr}" == "warning: [profile] tomcat /test/block wrk c=10 ... profile not taken: async-profiler wrote no stacks ("* ]]
  grep -q '^async-profiler wrote no stacks' "${PROFILE_DIR}/block-wrk-c10.failure.txt"
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.collapsed" ]
}

@test "a profile taken is kept compressed beside its load, and its line names it" {
  profiler_test::jcmd 0 true
  run --separate-stderr -0 profiler::cell tomcat "${PROFILE_DIR}" block wrk 10 /lib/libasyncProfiler.so
  [ -z "${stderr}" ]
  [ "${output}" = "  [profile] tomcat /test/block wrk c=10 ... 1,000 req/s (server-bound); profile profiles/tomcat/block-wrk-c10.collapsed.gz" ]
  [ "$(zcat "${PROFILE_DIR}/block-wrk-c10.collapsed.gz")" = \
    'java/lang/Thread.run;org/apache/tomcat/util/net/NioEndpoint$Poller.run 7' ]
  [ ! -e "${PROFILE_DIR}/block-wrk-c10.failure.txt" ]
}
