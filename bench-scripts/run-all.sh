#!/usr/bin/env bash
# Runs the whole benchmark: builds the apps when needed, measures cold starts, then in each round
# starts one fresh JVM per variant (an app and its profile), all pinned to the server CPUs on their own
# ports, verifies them, warms each up in cycles of load and idle until its JIT is quiet, and measures
# every cell (endpoint x tool x concurrency) in blocks: one window per variant, back to back, in the
# shuffled order bench-report draws from the run's seed. Load tools, the sampler and probes run on the
# load CPUs. Raw output, samples and an environment record go to <out>/<run-id>/, and bench-report turns
# them into README.md, results.json, results.csv and charts. This script orchestrates; every judgement
# (the warm-up's end, whether a window failed, ratios and verdicts) is bench-report's.
# Run with --help for the options.
#
# Globals: SCRIPT_DIR, ROOT and the jars (REPORT_JAR, LATENCY_JAR, JMETER_JAR), constants; ARGUMENTS, the
# command line as given, for run.json; PLAN_DIR, where the plan is made before the run directory exists;
# HOST_FACTS, what the hosts said of themselves, for the planner's second pass.
# Sourced files resolve from this directory:
# shellcheck source-path=SCRIPTDIR
set -o errexit -o nounset -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR
ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
readonly ROOT
readonly REPORT_JAR="${ROOT}/bench-report/target/bench-report.jar"
readonly LATENCY_JAR="${ROOT}/bench-latency/target/bench-latency.jar"
readonly JMETER_JAR="${ROOT}/bench-jmeter/target/bench-jmeter.jar"

# shellcheck source=lib/common.sh
source "${SCRIPT_DIR}/lib/common.sh"
# shellcheck source=lib/options.sh
source "${SCRIPT_DIR}/lib/options.sh"
# shellcheck source=lib/machine.sh
source "${SCRIPT_DIR}/lib/machine.sh"
# shellcheck source=lib/hosts.sh
source "${SCRIPT_DIR}/lib/hosts.sh"
# shellcheck source=lib/pinning.sh
source "${SCRIPT_DIR}/lib/pinning.sh"
# shellcheck source=lib/provision.sh
source "${SCRIPT_DIR}/lib/provision.sh"
# shellcheck source=lib/tools.sh
source "${SCRIPT_DIR}/lib/tools.sh"
# shellcheck source=lib/sampling.sh
source "${SCRIPT_DIR}/lib/sampling.sh"
# shellcheck source=lib/apps.sh
source "${SCRIPT_DIR}/lib/apps.sh"
# shellcheck source=lib/phase.sh
source "${SCRIPT_DIR}/lib/phase.sh"
# shellcheck source=lib/memory.sh
source "${SCRIPT_DIR}/lib/memory.sh"
# shellcheck source=lib/profiler.sh
source "${SCRIPT_DIR}/lib/profiler.sh"
# shellcheck source=lib/plan.sh
source "${SCRIPT_DIR}/lib/plan.sh"
# shellcheck source=lib/report.sh
source "${SCRIPT_DIR}/lib/report.sh"
# shellcheck source=lib/resume.sh
source "${SCRIPT_DIR}/lib/resume.sh"
# shellcheck source=lib/rates.sh
source "${SCRIPT_DIR}/lib/rates.sh"
# shellcheck source=lib/lifecycle.sh
source "${SCRIPT_DIR}/lib/lifecycle.sh"
# shellcheck source=lib/owner.sh
source "${SCRIPT_DIR}/lib/owner.sh"
# shellcheck source=lib/record.sh
source "${SCRIPT_DIR}/lib/record.sh"
# shellcheck source=lib/window.sh
source "${SCRIPT_DIR}/lib/window.sh"
# shellcheck source=lib/round.sh
source "${SCRIPT_DIR}/lib/round.sh"
# shellcheck source=lib/cgroups.sh
source "${SCRIPT_DIR}/lib/cgroups.sh"
# shellcheck source=lib/duet.sh
source "${SCRIPT_DIR}/lib/duet.sh"
# shellcheck source=lib/limit.sh
source "${SCRIPT_DIR}/lib/limit.sh"
# shellcheck source=lib/database.sh
source "${SCRIPT_DIR}/lib/database.sh"
# shellcheck source=lib/run_database.sh
source "${SCRIPT_DIR}/lib/run_database.sh"
# shellcheck source=lib/app_swap.sh
source "${SCRIPT_DIR}/lib/app_swap.sh"

# The options as given, recorded in run.json so that --resume can plan the run again with them.
ARGUMENTS=()

run_all::main() {
  local command_line
  command_line="$(printf '%q ' "$0" "$@")"
  ARGUMENTS=("$@")
  # bench-report reads the command line: Java first, then bench-report, then the plan, then what the
  # plan needs is provisioned, and the machine is checked against it.
  machine::require_java
  apps::build_report_if_stale
  PLAN_DIR="$(mktemp -d)"
  # Until the run's own trap takes over: a refused option or a dry run leaves no plan behind.
  trap 'rm -rf "${PLAN_DIR}"' EXIT
  options::plan "${PLAN_DIR}" "$@"
  tools::provision
  # A tool whose commands cannot be had: planned again, without it.
  [[ ${#MISSING_OPTIONAL[@]} -eq 0 ]] || options::plan "${PLAN_DIR}" "$@"
  # Other hosts: planned again with what each says of itself.
  if [[ ${#PROBE_HOSTS[@]} -gt 0 ]]; then
    common::log "Probing the hosts over SSH: ${PROBE_HOSTS[*]}"
    HOST_FACTS="${PLAN_DIR}/hosts.json"
    hosts::probe "${APP_JAVA}" "${PROBE_ADDRESS}" "${PROBE_HOSTS[@]}" > "${HOST_FACTS}.new"
    mv "${HOST_FACTS}.new" "${HOST_FACTS}"
    options::plan "${PLAN_DIR}" "$@"
  fi
  "${DRY_RUN}" && ! command -v jq > /dev/null \
    && common::usage_error "the dry run reads the plan with jq, which is missing: install it first (apt-get install jq)"
  plan::load "${PLAN_DIR}/plan.json"
  cat "${PLAN_DIR}/plan.txt"
  # With --app: the user's jar made into its variants, and its requests added to the endpoints.
  app_swap::open "${PLAN_DIR}"
  [[ -z "${RESUME_DIR}" ]] || resume::check_plan "${PLAN_DIR}"
  machine::require_cpus
  # What a run killed before its trap could run left behind: named, and stopped unless this is a dry run.
  if "${DRY_RUN}"; then
    owner::clear_leftovers --list-only
  else
    owner::clear_leftovers
  fi
  machine::require_free_ports
  duet::require
  limit::require
  memory::prepare
  profiler::prepare
  if "${DRY_RUN}"; then
    app_swap::make
    rm -rf "${PLAN_DIR}"
    apps::describe_build
    if "${REPORT_BUILT}"; then
      common::log "Dry run: nothing was started or installed; only bench-report was built, to make the plan."
    elif [[ -n "${APP_SWAP_JAR}" ]]; then
      common::log "Dry run: nothing was started or installed; only your app's variants were made, in ${APP_SWAP_DIR}."
    else
      common::log "Dry run: nothing was started, installed or built."
    fi
    [[ -z "${PROVISION_UNMET}" ]] || common::warn "a run would stop here: ${PROVISION_UNMET}"
    return 0
  fi
  apps::build_if_stale
  [[ -f "${REPORT_JAR}" ]] || common::die "${REPORT_JAR} is missing after the build"
  app_swap::make

  if [[ -n "${RESUME_DIR}" ]]; then
    resume::open
  else
    record::create_dir
  fi
  app_swap::record
  trap lifecycle::on_exit EXIT
  trap lifecycle::on_signal INT TERM
  trap lifecycle::on_hangup HUP
  # From here on this script, and so every load tool, sampler and probe it starts, runs on the load
  # CPUs; only the apps run on the server CPUs.
  taskset -pc "$(plan::get LOAD_CPUS)" "$$" > /dev/null
  # What this run starts here is stopped even when its trap cannot run (kill -9, the OOM killer).
  owner::watch "${RUN_DIR}" "$(plan::get LOAD_CPUS)"
  hosts::prepare
  record::keep_plan
  report::start
  if [[ -z "${RESUME_DIR}" ]]; then
    record::capture_machine
    record::write_run_json "${command_line% }"
    record::copy_build
    record::startup_header
  fi
  ! plan::has TOOLS siege || tools::prepare_siege
  common::log "Run directory: ${RUN_DIR}"
  run_database::start
  duet::open
  limit::open

  [[ "${MEMORY}" == "only" ]] || round::measure_all
  [[ $(plan::count PROFILER_CELLS) -eq 0 ]] || profiler::phase
  [[ "${MEMORY}" == "off" ]] || memory::phase

  report::stop
  record::event ended --status complete
  record::contention
  common::log "Run complete: ${RUN_DIR}"
  if java -jar "${REPORT_JAR}" report "${RUN_DIR}"; then
    java -jar "${REPORT_JAR}" index "${OUT_DIR}" || common::warn "could not update ${OUT_DIR}/README.md"
    common::log "Report: ${RUN_DIR}/README.md"
    if [[ -n "${APP_SWAP_JAR}" ]]; then
      common::log "Every run of your app on this machine pooled: $(app_swap::answer_command "${OUT_DIR}")"
    else
      common::log "Every run of this machine pooled: java -jar ${REPORT_JAR} answer ${OUT_DIR} --this-machine"
    fi
  else
    common::warn "the report could not be written; the raw files are all in ${RUN_DIR}"
    record::failure
  fi
  if (( FAILURES > 0 )); then
    common::log "${FAILURES} failure(s) during the run: see run.json (containers, failedMeasurements) and the report."
    return 1
  fi
}

run_all::main "$@"
