#!/usr/bin/env bash
# The run's other hosts, over SSH: probed before the plan is final (what each says of itself, for
# bench-report to judge), given a work directory with a copy of bench-scripts and the jars they run (each
# checked by its SHA-256 on both ends), driven through host-agent.sh, and cleaned up at the end: every
# process the agent started stopped, the directory removed, the SSH connection closed. SSH reads the
# user's configuration (~/.ssh/config), or BENCH_SSH_CONFIG's file; every connection to a host shares one
# (ControlMaster), so that a call costs a round trip and not a handshake. Sourced, not executed.
#
# Globals: HOSTS_CONNECT_TIMEOUT_S, HOSTS_CLOCK_READINGS, HOSTS_ORPHAN_AFTER_S and HOSTS_PROBE (the script a
# host answers the probe with), constants; HOST_WORK, each prepared host's work directory, and
# HOSTS_CONTROL_DIR, the shared connections' sockets, set by hosts::prepare for every later call.

readonly HOSTS_CONNECT_TIMEOUT_S=5
# Clock readings per host: the tightest round trip of them bounds the offset.
readonly HOSTS_CLOCK_READINGS=8
# A host's work directory unheard from for this long is cleaned up by its agent's watchdog: the longest the
# harness goes without calling a host is a window with its settling, far below.
readonly HOSTS_ORPHAN_AFTER_S=300

# Each prepared host's work directory, and the directory holding the shared connections' sockets.
declare -A HOST_WORK=()
HOSTS_CONTROL_DIR=""

# hosts::ssh DESTINATION [SSH ARGS...]: ssh with the harness's options: never a prompt, a bounded connect,
# a dead connection noticed within 15 s, and (once hosts::prepare made its directory) one shared connection
# per host.
hosts::ssh() {
  local -a options=(-o BatchMode=yes -o ConnectTimeout="${HOSTS_CONNECT_TIMEOUT_S}" -o ServerAliveInterval=5
    -o ServerAliveCountMax=3)
  [[ -z "${BENCH_SSH_CONFIG:-}" ]] || options=(-F "${BENCH_SSH_CONFIG}" "${options[@]}")
  if [[ -n "${HOSTS_CONTROL_DIR}" ]]; then
    options+=(-o ControlMaster=auto -o ControlPath="${HOSTS_CONTROL_DIR}/%C" -o ControlPersist=yes)
  fi
  # The remote command is expanded here on purpose: hosts::run quotes it.
  # shellcheck disable=SC2029
  ssh "${options[@]}" "$@"
}

# hosts::run DESTINATION COMMAND ARGS...: COMMAND run there, each argument passed as it is.
hosts::run() {
  local destination="$1"
  shift
  hosts::ssh "${destination}" -- "$(printf '%q ' "$@")"
}

# hosts::agent DESTINATION COMMAND ARGS...: host-agent.sh's COMMAND on a prepared host.
hosts::agent() {
  local destination="$1"
  shift
  hosts::run "${destination}" bash "${HOST_WORK[${destination}]}/bench-scripts/host-agent.sh" "$@"
}

# hosts::address DESTINATION: the IPv4 address SSH connects to for DESTINATION (its HostName, resolved); 1
# when it does not resolve.
hosts::address() {
  local name
  local -a config=()
  [[ -z "${BENCH_SSH_CONFIG:-}" ]] || config=(-F "${BENCH_SSH_CONFIG}")
  name="$(ssh "${config[@]}" -G "$1" 2> /dev/null | awk '$1 == "hostname" { print $2; exit }')"
  [[ -n "${name}" ]] || return 1
  getent ahostsv4 "${name}" | awk 'NR == 1 { print $1 }' | grep .
}

# The probe, run on every host by bash from stdin with the apps' java and the addresses to route to as its
# arguments: one "KEY<TAB>VALUE" line each, ip's JSON on one line. Expanded there, not here:
# shellcheck disable=SC2016
readonly HOSTS_PROBE='
java="$1"; shift
printf "cpus\t%s\n" "$(nproc)"
printf "model\t%s\n" "$(sed -n "s/^model name\s*: //p" /proc/cpuinfo | head -n 1)"
printf "kernel\t%s\n" "$(uname -sr)"
if command -v "${java}" > /dev/null 2>&1; then
  printf "java\t%s\n" "$("${java}" -XshowSettings:properties -version 2>&1 | sed -n "s/^ *java.version = //p")"
fi
printf "addresses\t%s\n" "$(ip -j addr)"
printf "links\t%s\n" "$(ip -d -j link)"
for address in "$@"; do
  printf "route %s\t%s\n" "${address}" "$(ip -j route get "${address}" 2> /dev/null || printf "[]")"
done
'

# hosts::probe JAVA SERVER_ADDRESS ROLE=DESTINATION...: what this machine and every host say of themselves, as
# the JSON array bench-report plan reads (--harness-hosts): CPUs, CPU model, kernel, the java there (JAVA
# on the server host and here, java on the PATH of the others), interfaces, links, routes to every address
# of the run, and each host's clock against this one's. A host that cannot be reached is described by the
# line SSH gave (error), for the planner to refuse in one line.
hosts::probe() {
  local java="$1" server_address="$2" entry role destination address
  shift 2
  local -a entries=("$@") targets=() facts=()
  local -A addresses=()
  [[ -z "${server_address}" ]] || targets+=("${server_address}")
  for entry in "${entries[@]}"; do
    destination="${entry#*=}"
    if address="$(hosts::address "${destination}")"; then
      addresses[${destination}]="${address}"
      targets+=("${address}")
    fi
  done
  facts+=("$(hosts::facts harness "" "" "" "$(bash -s -- "${java}" "${targets[@]}" <<< "${HOSTS_PROBE}" 2>&1)" null)")
  for entry in "${entries[@]}"; do
    role="${entry%%=*}" destination="${entry#*=}"
    facts+=("$(hosts::probe_one "${role}" "${destination}" "${addresses[${destination}]:-}" "${java}" "${targets[@]}")")
  done
  printf '%s\n' "${facts[@]}" | jq -s .
}

# hosts::probe_one ROLE DESTINATION ADDRESS JAVA TARGET...: one host's facts (hosts::facts), or why it could
# not be probed.
hosts::probe_one() {
  local role="$1" destination="$2" address="$3" java="$4" output clock
  shift 4
  if [[ -z "${address}" ]]; then
    hosts::facts "${role}" "${destination}" "" "its host name does not resolve (ssh -G ${destination})" "" null
    return 0
  fi
  [[ "${role}" == server ]] || java=java
  if ! output="$(hosts::ssh "${destination}" -- bash -s -- "$(printf '%q ' "${java}" "$@")" <<< "${HOSTS_PROBE}" 2>&1)"; then
    hosts::facts "${role}" "${destination}" "${address}" "$(tail -n 1 <<< "${output}")" "" null
    return 0
  fi
  clock="$(hosts::clock "${destination}")" || clock=null
  hosts::facts "${role}" "${destination}" "${address}" "" "${output}" "${clock}"
}

# hosts::facts ROLE DESTINATION ADDRESS ERROR PROBE_OUTPUT CLOCK_READINGS: one host's facts as JSON.
hosts::facts() {
  jq -n -c --arg role "$1" --arg destination "$2" --arg address "$3" --arg error "$4" --arg probe "$5" \
    --argjson clock "$6" '
    ($probe | split("\n") | map(select(test("\t")) | capture("^(?<key>[^\t]*)\t(?<value>.*)$"))) as $lines
    | def value($key): first($lines[] | select(.key == $key) | .value) // null;
    {role: $role, destination: (if $destination == "" then null else $destination end),
     address: (if $address == "" then null else $address end), error: (if $error == "" then null else $error end),
     cpus: (value("cpus") | tonumber? // null), cpuModel: value("model"), kernel: value("kernel"),
     java: (value("java") | if . == "" then null else . end), clockReadings: $clock,
     addresses: (value("addresses") | fromjson? // null), links: (value("links") | fromjson? // null),
     routes: ([$lines[] | select(.key | startswith("route ")) | {key: (.key | ltrimstr("route ")),
       value: (.value | fromjson? // [])}] | from_entries)}
    | with_entries(select(.value != null))'
}

# hosts::clock DESTINATION: the host's clock read HOSTS_CLOCK_READINGS times over one connection, as a JSON
# array of [BEFORE_US, REMOTE_NS, AFTER_US]: this machine's time in µs before asking, the host's answer in ns,
# this machine's time once it came (bench-report's HostFacts judges the offset from them).
hosts::clock() {
  local in out pid i before after remote
  local -a readings=()
  hosts::open_channel "$1" in out pid 'while read -r _; do date +%s%N; done' || return 1
  for ((i = 0; i < HOSTS_CLOCK_READINGS; i++)); do
    before="${EPOCHREALTIME/[.,]/}"
    printf '\n' 1>&"${in}"
    read -r -t 5 remote <&"${out}" || break
    after="${EPOCHREALTIME/[.,]/}"
    readings+=("[${before},${remote},${after}]")
  done
  hosts::close_channel "${in}" "${out}" "${pid}"
  [[ ${#readings[@]} -gt 0 ]] || return 1
  printf '[%s]\n' "$(common::join_by , "${readings[@]}")"
}

# hosts::open_channel DESTINATION IN_VAR OUT_VAR PID_VAR COMMAND: COMMAND run there, its stdin on the file
# descriptor put in IN_VAR and its stdout on the one in OUT_VAR, the ssh client's PID in PID_VAR.
# shellcheck disable=SC2034 # namerefs: the caller's variables
hosts::open_channel() {
  local destination="$1" fifos
  local -n in_out="$2" out_out="$3" pid_out="$4"
  fifos="$(mktemp -d)"
  mkfifo "${fifos}/in" "${fifos}/out"
  hosts::ssh "${destination}" -- "$5" < "${fifos}/in" > "${fifos}/out" 2> /dev/null &
  pid_out=$!
  exec {in_out}> "${fifos}/in"
  exec {out_out}< "${fifos}/out"
  rm -rf "${fifos}"
}

# hosts::close_channel IN OUT PID: closes a channel (the command there reads the end of its input and ends).
hosts::close_channel() {
  local in_fd="$1" out_fd="$2"
  exec {in_fd}>&- {out_fd}<&-
  common::terminate "$3" 5
}

# hosts::remote_hosts: every host the run drives, each once: the server's, the load hosts (JMeter's engines
# run there), the database's.
hosts::remote_hosts() {
  local -a hosts=()
  [[ -z "$(plan::get SERVER_HOST)" ]] || hosts+=("$(plan::get SERVER_HOST)")
  mapfile -t -O "${#hosts[@]}" hosts < <(plan::list LOAD_HOSTS)
  [[ -z "$(plan::get DATABASE_HOST)" ]] || hosts+=("$(plan::get DATABASE_HOST)")
  [[ ${#hosts[@]} -eq 0 ]] || printf '%s\n' "${hosts[@]}" | awk '!seen[$0]++'
}

# hosts::files_for DESTINATION: the files a host needs, relative to the project: bench-scripts' agent and
# libraries everywhere, the run's app jars on the server's host, bench-jmeter with its libraries on a load
# host, the data on the database's host.
hosts::files_for() {
  local destination="$1" id
  (
    cd "${ROOT}" || exit 1
    printf '%s\n' bench-scripts/host-agent.sh bench-scripts/lib/*.sh
    if [[ "${destination}" == "$(plan::get SERVER_HOST)" ]]; then
      for id in $(plan::list VARIANT_IDS); do
        apps::jar "$(plan::of VARIANT_APP "${id}")" | sed "s|^${ROOT}/||"
        printf '\n'
      done
    fi
    if plan::has LOAD_HOSTS "${destination}"; then
      printf '%s\n' bench-jmeter/target/bench-jmeter.jar bench-jmeter/target/lib/*.jar
    fi
    [[ "${destination}" != "$(plan::get DATABASE_HOST)" ]] || printf '%s\n' "$(plan::get DATABASE_DATA)"
  ) | awk 'NF && !seen[$0]++'
}

# hosts::prepare: a work directory on every host the run drives, with the files it needs (hosts::files_for),
# each checked by its SHA-256 there against this machine's; the run stops (exit 1) on a host that cannot be
# prepared. Nothing without other hosts.
hosts::prepare() {
  local destination work
  local -a hosts=() files=()
  mapfile -t hosts < <(hosts::remote_hosts)
  [[ ${#hosts[@]} -gt 0 ]] || return 0
  HOSTS_CONTROL_DIR="$(mktemp -d /tmp/bench-ssh.XXXXXX)"
  for destination in "${hosts[@]}"; do
    work="$(hosts::run "${destination}" mktemp -d /tmp/bench-host.XXXXXX)" \
      || common::die "${destination}: could not make a work directory under /tmp"
    HOST_WORK[${destination}]="${work}"
    mapfile -t files < <(hosts::files_for "${destination}")
    tar -C "${ROOT}" -cf - "${files[@]}" | hosts::run "${destination}" tar -C "${work}" -xf - \
      || common::die "${destination}: copying ${#files[@]} files into ${work} failed"
    if [[ "$(cd "${ROOT}" && sha256sum "${files[@]}")" != "$(hosts::ssh "${destination}" -- \
      "cd $(printf '%q' "${work}") && sha256sum $(printf '%q ' "${files[@]}")")" ]]; then
      common::die "${destination}: the files copied into ${work} do not match this machine's (SHA-256)"
    fi
    hosts::agent "${destination}" watch "${HOSTS_ORPHAN_AFTER_S}" > /dev/null \
      || common::die "${destination}: could not start the watchdog of ${work}"
    common::log "Host ${destination}: ${#files[@]} files copied into ${work} and checked (SHA-256); what the run" \
      "starts there is stopped if it goes unheard for ${HOSTS_ORPHAN_AFTER_S} s"
  done
}

# hosts::cleanup: on every prepared host, what the agent started stopped and its work directory removed; then
# the shared connections closed. A host that cannot be reached is named: what runs there must be stopped by
# hand.
hosts::cleanup() {
  local destination
  for destination in "${!HOST_WORK[@]}"; do
    hosts::agent "${destination}" cleanup > /dev/null 2>&1 \
      || common::warn "${destination}: could not clean up ${HOST_WORK[${destination}]} (host unreachable?): stop what" \
        "runs there from it by hand"
    unset "HOST_WORK[${destination}]"
  done
  if [[ -n "${HOSTS_CONTROL_DIR}" ]]; then
    local socket
    for socket in "${HOSTS_CONTROL_DIR}"/*; do
      [[ -S "${socket}" ]] || continue
      ssh -o ControlPath="${socket}" -O exit placeholder > /dev/null 2>&1 || true
    done
    rm -rf "${HOSTS_CONTROL_DIR}"
    HOSTS_CONTROL_DIR=""
  fi
}

# hosts::server_path PATH: where a file of this machine (the project's, or the run directory's) is on the
# server's host.
hosts::server_path() {
  local work="${HOST_WORK[$(plan::get SERVER_HOST)]}"
  if [[ "$1" == "${RUN_DIR}"/* ]]; then
    printf '%s/run/%s' "${work}" "${1#"${RUN_DIR}/"}"
  else
    printf '%s/%s' "${work}" "${1#"${ROOT}/"}"
  fi
}

# hosts::heartbeat: tells every prepared host but the server's, which the run calls before every window, that
# the run goes on (host-agent.sh touches its heartbeat with every call): a host the run does not otherwise call
# for a while (a load host during the warm-ups) is not taken for an orphan. Called once a warm-up cycle and
# once a window, on the load CPUs.
hosts::heartbeat() {
  local destination
  for destination in "${!HOST_WORK[@]}"; do
    [[ "${destination}" != "$(plan::get SERVER_HOST)" ]] || continue
    hosts::agent "${destination}" alive "$$" > /dev/null 2>&1 || true
  done
}
