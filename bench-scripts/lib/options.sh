#!/usr/bin/env bash
# run-all.sh's command line, as given, to bench-report plan, which owns every option: its defaults, the
# --quick and --smoke presets, every check, --help and --version (bench-report's cli.PlanCommand). This
# file passes the arguments through with what the script knows of the machine, prints the planner's
# one-line errors, and reads back the few settings the script needs before it can read JSON. It holds no
# option rule: ScriptRulesTests fails if it names an option. Sourced, not executed.
#
# Globals, set once by options::plan from the planner's harness.tsv and read by run-all.sh and the other
# libraries: DRY_RUN, NO_INSTALL, OUT_DIR, APP_JAVA, APP_JAVA_SETTINGS, RESUME_DIR, MEMORY, PROBE_HOSTS,
# PROBE_ADDRESS, PROVISION_REQUIRED and PROVISION_OPTIONAL:
# shellcheck disable=SC2034

# options::plan DIR ARGS...: the plan for run-all.sh's arguments into DIR (plan.json, plan.tsv,
# plan.txt), and DIR/harness.tsv into DRY_RUN, NO_INSTALL, OUT_DIR, APP_JAVA (and its settings in
# APP_JAVA_SETTINGS), RESUME_DIR, MEMORY, the commands the load tools need, PROVISION_REQUIRED and
# PROVISION_OPTIONAL, and the hosts to probe before the plan can be final (PROBE_HOSTS, ROLE=DESTINATION
# items, and PROBE_ADDRESS, the --server-address; empty once HOST_FACTS holds what they said). The optional
# commands provisioning could not have (MISSING_OPTIONAL) go along, for the planner to leave their tools
# out, and so does HOST_FACTS. Exits 0 when the planner answered with its help or version
# instead of a plan, and 2 with its line for a usage error.
options::plan() {
  local dir="$1" errors status=0
  shift
  local -a missing=()
  [[ ${#MISSING_OPTIONAL[@]} -eq 0 ]] || missing=(--harness-missing "$(common::join_by , "${MISSING_OPTIONAL[@]}")")
  [[ -z "${HOST_FACTS:-}" ]] || missing+=(--harness-hosts "${HOST_FACTS}")
  rm -f "${dir}/harness.tsv"
  errors="$(mktemp)"
  java -jar "${REPORT_JAR}" plan --harness-root "${ROOT}" --harness-dir "${dir}" --harness-cpus "$(nproc)" \
    "${missing[@]}" "$@" 2> "${errors}" || status=$?
  if (( status != 0 )); then
    local message
    message="$(head -n 1 "${errors}")"
    rm -rf "${errors}" "${dir}"
    (( status == EXIT_USAGE )) && common::usage_error "${message}"
    common::die "bench-report plan failed (exit code ${status}): ${message}"
  fi
  # Its warnings (a tool left out).
  cat "${errors}" >&2
  rm -f "${errors}"
  if [[ ! -f "${dir}/harness.tsv" ]]; then
    rm -rf "${dir}"
    exit 0
  fi
  local key value
  local -A harness=()
  while IFS=$'\t' read -r key value; do
    harness[${key}]="${value}"
  done < "${dir}/harness.tsv"
  DRY_RUN="${harness[dry-run]}" NO_INSTALL="${harness[no-install]}" OUT_DIR="${harness[out]}"
  APP_JAVA="${harness[java]}" RESUME_DIR="${harness[resume]}" MEMORY="${harness[memory]}"
  read -r -a PROBE_HOSTS <<< "${harness[probe]:-}"
  PROBE_ADDRESS="${harness[probe-address]:-}"
  read -r -a PROVISION_REQUIRED <<< "${harness[required]}"
  read -r -a PROVISION_OPTIONAL <<< "${harness[optional]}"
  APP_JAVA_SETTINGS="$(< "${dir}/java-settings.txt")"
}

# options::java_property KEY: a system property of the apps' java, from its settings as the planner
# read them once (each read is a JVM start).
options::java_property() {
  sed -n "s/^ *$1 = //p" <<< "${APP_JAVA_SETTINGS}" | head -n 1
}
