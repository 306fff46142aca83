#!/usr/bin/env bash
# --app: one variant of a user's Spring Boot jar per servlet container its Boot line offers. bench-report
# reads the jar and writes each variant (bench-report app); this file carries out the one step Java leaves
# to Maven: resolving each container's starter at the jar's own Boot version, through its BOM, offline
# from the local repository when it can and from Maven Central, said in one line, when it must. The
# user's jar is only read. Sourced, not executed.
#
# Globals: APP_SWAP_PROBE, the probe's jar added to every variant (a constant).

readonly APP_SWAP_PROBE="${ROOT}/bench-probe/target/bench-probe.jar"

# app_swap::resolve BOOT_VERSION CONTAINER DIR: DIR/list.txt, the dependency plugin's list of CONTAINER's
# starter closure at BOOT_VERSION (DIR/resolve.log its Maven log). Exits 2 with one line when Maven
# cannot resolve it.
app_swap::resolve() {
  local boot_version="$1" container="$2" dir="$3" plugin
  plugin="$(java -jar "${REPORT_JAR}" app pom --boot-version "${boot_version}" --container "${container}" "${dir}")" \
    || exit "${EXIT_USAGE}"
  local -a list=("${ROOT}/mvnw" -B -f "${dir}/pom.xml" "${plugin}:list" -DincludeScope=runtime
    -DoutputFile="${dir}/list.txt" -DoutputAbsoluteArtifactFilename=true)
  "${list[@]}" -o > "${dir}/resolve.log" 2>&1 && return 0
  common::log "Fetching spring-boot-starter-${container} ${boot_version} and its dependencies from Maven Central" \
    "(not all in the local repository yet)"
  "${list[@]}" > "${dir}/resolve.log" 2>&1 && return 0
  common::usage_error "--app: Maven could not resolve spring-boot-starter-${container} ${boot_version}:" \
    "$(grep -m 1 -o '\[ERROR\] .*' "${dir}/resolve.log" || printf 'see %s' "${dir}/resolve.log")"
}

# app_swap::prepare JAR OUT_DIR: OUT_DIR/CONTAINER.jar for every container JAR's Boot line offers (the one
# it was built with: the jar as built with the probe) and OUT_DIR/swap.json, the manifest; one line per
# variant saying what it removes and adds. Exits 2 with one line for a jar --app cannot work with.
app_swap::prepare() {
  local jar="$1" out="$2" inspected boot_version container
  [[ -f "${APP_SWAP_PROBE}" ]] || common::die "${APP_SWAP_PROBE} is missing: build it with ./mvnw -pl bench-probe package"
  inspected="$(java -jar "${REPORT_JAR}" app inspect "${jar}")" || exit "${EXIT_USAGE}"
  boot_version="$(jq -r .springBootVersion <<< "${inspected}")"
  local -a resolved=()
  mkdir -p "${out}/resolve"
  while IFS= read -r container; do
    app_swap::resolve "${boot_version}" "${container}" "${out}/resolve/${container}"
    resolved+=(--resolved "${container}=${out}/resolve/${container}/list.txt")
  done < <(jq -r '.containers[]' <<< "${inspected}")
  java -jar "${REPORT_JAR}" app swap "${jar}" "${resolved[@]}" --probe "${APP_SWAP_PROBE}" --out "${out}" \
    || exit "${EXIT_USAGE}"
}
