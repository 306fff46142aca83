#!/usr/bin/env bash
# --app: one variant of a user's Spring Boot jar per servlet container its Boot line offers. bench-report
# reads the jar and writes each variant (bench-report app); this file carries out the one step Java leaves
# to Maven: resolving each container's starter at the jar's own Boot version, through its BOM, offline
# from the local repository when it can and from Maven Central, said in one line, when it must. The
# user's jar is only read. Sourced, not executed.
#
# Globals: APP_SWAP_PROBE, the probe's jar added to every variant, and APP_SWAP_PROBE_PATH, where it answers
# (constants); the app of the run, from its plan (app_swap::open): APP_SWAP_JAR, APP_SWAP_DIR (where its
# variants are made), APP_SWAP_PLAN_DIR, APP_SWAP_DESCRIPTION, APP_SWAP_VARIANT_JAR (by app), by endpoint
# APP_SWAP_SCRIPT, APP_SWAP_METHOD, APP_SWAP_BODY and APP_SWAP_HEADERS (base64), APP_SWAP_ARGS and
# APP_SWAP_ENV (what every variant's JVM gets besides), APP_SWAP_PORT (its variants' ports); CURL_REQUEST,
# app_swap::curl_request's answer.
# The jar as the plan read it is copied to APP_SWAP_DIR/app.jar, and its variants are made from the copy.

readonly APP_SWAP_PROBE="${ROOT}/bench-probe/target/bench-probe.jar"
# Where the probe answers with the server really running (bench-probe's Probe.SERVER_PATH).
readonly APP_SWAP_PROBE_PATH=/bench-probe/server

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

# app_swap::prepare JAR OUT_DIR [GIVEN]: OUT_DIR/CONTAINER.jar for every container JAR's Boot line offers (the one
# it was built with: the jar as built with the probe) and OUT_DIR/swap.json, the manifest (naming the jar as
# GIVEN, where JAR is a copy); one line per
# variant saying what it removes and adds. Exits 2 with one line for a jar --app cannot work with.
app_swap::prepare() {
  local jar="$1" out="$2" given="${3:-$1}" inspected boot_version container
  [[ -f "${APP_SWAP_PROBE}" ]] || common::die "${APP_SWAP_PROBE} is missing: build it with ./mvnw -pl bench-probe package"
  inspected="$(java -jar "${REPORT_JAR}" app inspect "${jar}")" || exit "${EXIT_USAGE}"
  boot_version="$(jq -r .springBootVersion <<< "${inspected}")"
  local -a resolved=()
  mkdir -p "${out}/resolve"
  while IFS= read -r container; do
    app_swap::resolve "${boot_version}" "${container}" "${out}/resolve/${container}"
    resolved+=(--resolved "${container}=${out}/resolve/${container}/list.txt")
  done < <(jq -r '.containers[]' <<< "${inspected}")
  java -jar "${REPORT_JAR}" app swap "${jar}" "${resolved[@]}" --probe "${APP_SWAP_PROBE}" --out "${out}" --given "${given}" \
    || exit "${EXIT_USAGE}"
}

# The app of this run, from the plan's app.json (app_swap::open): its jar, the directory its variants are
# made in, each variant app's jar, the requests' wrk scripts by endpoint, and what its JVMs get besides.
APP_SWAP_JAR="" APP_SWAP_DIR="" APP_SWAP_PLAN_DIR="" APP_SWAP_DESCRIPTION=""
declare -A APP_SWAP_VARIANT_JAR=() APP_SWAP_SCRIPT=() APP_SWAP_METHOD=() APP_SWAP_BODY=()
declare -A APP_SWAP_HEADERS=() APP_SWAP_PORT=()
APP_SWAP_ARGS=() APP_SWAP_ENV=()

# app_swap::open PLAN_DIR: with --app, reads PLAN_DIR/app.json and adds its endpoints to the contract's
# (ENDPOINT_PATH, ENDPOINT_BODY, ENDPOINT_NEEDS). Nothing without --app.
app_swap::open() {
  local plan_dir="$1" file="$1/app.json" name
  [[ -f "${file}" ]] || return 0
  APP_SWAP_PLAN_DIR="${plan_dir}"
  APP_SWAP_JAR="$(jq -r .jar "${file}")"
  APP_SWAP_DIR="$(jq -r .dir "${file}")"
  while IFS=$'\t' read -r name value; do
    APP_SWAP_VARIANT_JAR[${name}]="${value}"
  done < <(jq -r '.variants | to_entries[] | [.key, .value] | @tsv' "${file}")
  local path method script needs body headers
  # Fields apart by the unit separator: a tab is whitespace to read, and two in a row (an empty field)
  # would be one.
  while IFS=$'\x1f' read -r name path method script needs body headers; do
    [[ "${needs}" == "true" ]] || needs=""
    # Verified against the app's first variant's answer (app_swap::verify), not a body of the contract's.
    apps::add_endpoint "${name}" "${path}" "{as the app's first variant answers}" "${needs:+database}"
    APP_SWAP_METHOD[${name}]="${method}"
    [[ -z "${script}" ]] || APP_SWAP_SCRIPT[${name}]="${script}"
    APP_SWAP_BODY[${name}]="${body}"
    APP_SWAP_HEADERS[${name}]="${headers}"
  done < <(jq -r '.database as $db | .endpoints | to_entries[] | [.key, .value.path, .value.method,
    (.value.script // ""), ($db | tostring), (.value.body // "" | @base64),
    ([.value.headers | to_entries[] | "\(.key): \(.value)"] | join("\n") | @base64)] | join("\u001f")' "${file}")
  # shellcheck disable=SC2034 # read by apps::start
  mapfile -t APP_SWAP_ARGS < <(jq -r '.arguments[]' "${file}")
  # shellcheck disable=SC2034 # read by apps::start
  mapfile -t APP_SWAP_ENV < <(jq -r '.environment[]' "${file}")
  APP_SWAP_DESCRIPTION="$(jq -r '"Spring Boot \(.springBootVersion), built with \(.built)"' "${file}")"
  # The ports its variants listen on, asked around every window (app_swap::serves_port).
  local id
  while IFS= read -r id; do
    ! app_swap::is_variant "${id}" || APP_SWAP_PORT[$(plan::of VARIANT_PORT "${id}")]=1
  done < <(plan::list VARIANT_IDS)
  # The jar as the plan read it, kept beside its variants: a build of the project that runs before the
  # swap (a jar of the project's own, such as the example's) would otherwise swap another jar.
  mkdir -p "${APP_SWAP_DIR}"
  cp "${APP_SWAP_JAR}" "${APP_SWAP_DIR}/app.jar.partial"
  mv "${APP_SWAP_DIR}/app.jar.partial" "${APP_SWAP_DIR}/app.jar"
  [[ "$(sha256sum < "${APP_SWAP_DIR}/app.jar" | cut -d' ' -f1)" == "$(jq -r .sha256 "${file}")" ]] \
    || common::usage_error "--app: ${APP_SWAP_JAR} changed while the plan was made; run again"
}

# app_swap::make: the variants' jars (app_swap::prepare), each line of what it removes and adds on the
# console: after the build, which makes the probe, or in a dry run when the probe is there already.
app_swap::make() {
  [[ -n "${APP_SWAP_JAR}" ]] || return 0
  if [[ ! -f "${APP_SWAP_PROBE}" ]]; then
    common::log "Your app: ${APP_SWAP_JAR} (${APP_SWAP_DESCRIPTION}); its variants would be made in ${APP_SWAP_DIR}" \
      "after the build, which makes the probe they carry."
    return 0
  fi
  common::log "Your app: ${APP_SWAP_JAR} (${APP_SWAP_DESCRIPTION}); its variants' jars in ${APP_SWAP_DIR}:"
  local made line
  made="$(app_swap::prepare "${APP_SWAP_DIR}/app.jar" "${APP_SWAP_DIR}" "${APP_SWAP_JAR}")" || exit "${EXIT_USAGE}"
  while IFS= read -r line; do
    common::log "  ${line}"
  done <<< "${made}"
}

# app_swap::record: the app's plan (app.json, the wrk scripts) and the variants' manifest into RUN_DIR/app.
app_swap::record() {
  [[ -n "${APP_SWAP_JAR}" ]] || return 0
  mkdir -p "${RUN_DIR}/app"
  [[ -z "${APP_SWAP_PLAN_DIR}" || ! -d "${APP_SWAP_PLAN_DIR}" ]] \
    || cp "${APP_SWAP_PLAN_DIR}/app.json" "${APP_SWAP_PLAN_DIR}"/wrk-*.lua "${RUN_DIR}/app/" 2> /dev/null || true
  cp "${APP_SWAP_DIR}/swap.json" "${RUN_DIR}/app/"
}

# app_swap::answer_command RESULTS_DIR: the command that pools every run of the app made on this machine
# (bench-report answer --app, by the first hex digits of its SHA-256, which name APP_SWAP_DIR).
app_swap::answer_command() {
  printf 'java -jar %s answer %s --app %s --this-machine' "${REPORT_JAR}" "$1" "$(basename "${APP_SWAP_DIR}")"
}

# app_swap::is_variant VARIANT: whether it is one of the app's variants (app/...).
app_swap::is_variant() {
  [[ "$(plan::of VARIANT_APP "$1")" == app/* ]]
}

# app_swap::serves_port PORT: whether one of the app's variants listens on PORT.
app_swap::serves_port() {
  [[ -n "${APP_SWAP_PORT[$1]:-}" ]]
}

# app_swap::jar APP: an app variant's jar.
app_swap::jar() {
  printf '%s' "${APP_SWAP_VARIANT_JAR[$1]:?no jar for $1 in the app plan}"
}

# app_swap::script ENDPOINT: the wrk script that sends ENDPOINT's request, or nothing for a plain GET.
app_swap::script() {
  [[ -n "$1" && -n "${APP_SWAP_SCRIPT[$1]:-}" ]] || return 0
  printf '%s/app/%s' "${RUN_DIR}" "${APP_SWAP_SCRIPT[$1]}"
}

# app_swap::curl_request ENDPOINT: curl's options that send ENDPOINT's request as wrk's script does, into
# the caller's CURL_REQUEST array.
app_swap::curl_request() {
  local endpoint="$1" line
  CURL_REQUEST=()
  [[ -n "${APP_SWAP_METHOD[${endpoint}]:-}" ]] || return 0
  CURL_REQUEST=(-X "${APP_SWAP_METHOD[${endpoint}]}")
  # The last header line has no line break after it: read's false is not the end of it.
  while IFS= read -r line || [[ -n "${line}" ]]; do
    [[ -z "${line}" ]] || CURL_REQUEST+=(-H "${line}")
  done < <(base64 -d <<< "${APP_SWAP_HEADERS[${endpoint}]}")
  [[ -z "${APP_SWAP_BODY[${endpoint}]}" ]] || CURL_REQUEST+=(--data-binary "$(base64 -d <<< "${APP_SWAP_BODY[${endpoint}]}")")
}

# app_swap::verify VARIANT ENDPOINT...: each endpoint's answer (status, content type, body) saved as
# RUN_DIR/app/answers/VARIANT/ENDPOINT.txt and, on every variant but the app's first, judged against the
# first's by bench-report app compare (the rule that held beside it, .rule); the probe names the variant's
# container and the plan's planted cost. Prints the probe's JSON; otherwise why, in one line, and returns 1.
app_swap::verify() {
  local variant="$1" endpoint url answer reference first="" id status rule
  shift
  while IFS= read -r id; do
    [[ -n "${first}" ]] || ! app_swap::is_variant "${id}" || first="${id}"
  done < <(plan::list VARIANT_IDS)
  mkdir -p "${RUN_DIR}/app/answers/${variant}"
  for endpoint in "$@"; do
    app_swap::curl_request "${endpoint}"
    url="$(apps::url "${variant}" "${ENDPOINT_PATH[${endpoint}]}")"
    answer="${RUN_DIR}/app/answers/${variant}/${endpoint}.txt"
    curl -s --max-time 10 -o "${answer}.body" -w '%{http_code}\n%{content_type}\n' "${CURL_REQUEST[@]}" "${url}" \
      > "${answer}" 2> /dev/null || true
    cat "${answer}.body" >> "${answer}" 2> /dev/null || true
    rm -f "${answer}.body"
    status="$(head -n 1 "${answer}")"
    if [[ "${variant}" == "${first}" ]]; then
      if [[ ! "${status}" =~ ^2[0-9][0-9]$ ]]; then
        printf '%s %s answered %s instead of a 2xx status' "${APP_SWAP_METHOD[${endpoint}]:-GET}" \
          "${ENDPOINT_PATH[${endpoint}]}" "${status:-nothing}"
        return 1
      fi
      continue
    fi
    reference="${RUN_DIR}/app/answers/${first}/${endpoint}.txt"
    if [[ ! -f "${reference}" ]]; then
      printf '%s has no answer of %s to compare with' "${first}" "${ENDPOINT_PATH[${endpoint}]}"
      return 1
    fi
    if ! rule="$(report::call app compare "${reference}" "${answer}")"; then
      printf '%s %s answered otherwise than %s: %s' "${APP_SWAP_METHOD[${endpoint}]:-GET}" \
        "${ENDPOINT_PATH[${endpoint}]}" "${first}" "${rule}"
      return 1
    fi
    printf '%s\n' "${rule}" > "${answer%.txt}.rule"
  done
  # The variant's own container, or it did not start on the one it was made for.
  local app
  app="$(plan::of VARIANT_APP "${variant}")"
  apps::check_server "${variant}" "${APP_SWAP_PROBE_PATH}" "${app#app/}"
}
