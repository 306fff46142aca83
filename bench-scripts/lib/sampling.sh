#!/usr/bin/env bash
# Sampling while a load runs: once a second from /proc (server CPU %, RSS, OS threads; load tool
# CPU %; the CPU time the hypervisor stole; the bytes over loopback, which follow the throughput),
# without forking a process per sample; and Actuator readings before and after each run.
# Sourced, not executed.
#
# Globals: CLK_TCK and ACTUATOR_JQ, constants; the channels of a window on other hosts (SERVER_CHANNEL_IN,
# SERVER_CHANNEL_OUT, DATABASE_CHANNEL_IN, DATABASE_CHANNEL_OUT), set by sampling::channels for the samplers.

CLK_TCK="$(getconf CLK_TCK)"
readonly CLK_TCK

# The readers below hand their result back in the caller's variable named by their last argument
# (a nameref, which shellcheck takes for an unused local), not on stdout: the sampling loop runs
# beside the load tool on the load CPUs, and a command substitution would fork a subshell there for
# every reading.

# sampling::cpu_ticks PID VAR: utime + stime of the whole process (all threads), in clock ticks, into
# VAR; 1 if it is gone.
# shellcheck disable=SC2034 # a nameref
sampling::cpu_ticks() {
  local -n ticks_out="$2"
  local stat
  read -r stat 2> /dev/null < "/proc/$1/stat" || return 1
  # Fields after "(comm) " start at field 3; utime and stime are fields 14 and 15.
  local -a fields
  read -r -a fields <<< "${stat##*) }"
  ticks_out=$((fields[11] + fields[12]))
}

# sampling::memory_and_threads PID RSS_VAR THREADS_VAR: VmRSS (kB) and the OS thread count, empty if gone.
# shellcheck disable=SC2034 # a nameref
sampling::memory_and_threads() {
  local -n rss_out="$2" threads_out="$3"
  local key value rest
  rss_out="" threads_out=""
  while read -r key value rest; do
    case "${key}" in
      VmRSS:) rss_out="${value}" ;;
      Threads:) threads_out="${value}" ;;
    esac
  done 2> /dev/null < "/proc/$1/status"
}

# sampling::steal_ticks VAR: the CPU time the hypervisor has taken from all of this guest's CPUs (the
# steal field of /proc/stat's first line), in clock ticks, into VAR.
# shellcheck disable=SC2034 # a nameref
sampling::steal_ticks() {
  local -n steal_out="$1"
  local -a fields
  read -r -a fields < /proc/stat
  steal_out="${fields[8]:-0}"
}

# sampling::interface_bytes INTERFACE VAR: the bytes INTERFACE has received so far (/proc/net/dev), into VAR:
# during a window only the load and its answers cross the benchmark's interface (loopback on one machine),
# so its rate per second follows the throughput second by second (what the load tool reports only as a
# total).
# shellcheck disable=SC2034 # a nameref
sampling::interface_bytes() {
  local -n bytes_out="$2"
  local line received
  bytes_out=0
  while read -r line; do
    # "lo: 123 ..." (older kernels print no space after the colon once the count is wide).
    [[ "${line}" == "$1":* ]] || continue
    read -r received _ <<< "${line#"$1":}"
    bytes_out="${received}"
    return 0
  done < /proc/net/dev
}

# sampling::passive_opens VAR: the TCP connections this machine's network namespace has accepted so far (the
# kernel's PassiveOpens, /proc/net/snmp), into VAR; empty if unread. During a window only the load connects to
# the server, so the count's growth over it is the connections the server accepted: the load tool's first
# connections and every reconnect after a server closed one (Tomcat's max-keep-alive-requests).
# shellcheck disable=SC2034 # a nameref
sampling::passive_opens() {
  local -n opens_out="$1"
  local -a names=() values=()
  local line i
  opens_out=""
  while read -r line; do
    [[ "${line}" == Tcp:* ]] || continue
    if [[ ${#names[@]} -eq 0 ]]; then
      read -r -a names <<< "${line}"
    else
      read -r -a values <<< "${line}"
      for ((i = 1; i < ${#names[@]}; i++)); do
        [[ "${names[i]}" != PassiveOpens ]] || opens_out="${values[i]:-}"
      done
      return 0
    fi
  done 2> /dev/null < /proc/net/snmp
}

# sampling::database_ticks PIDS_VAR LAST_VAR [SPENT_VAR]: reads the CPU ticks of each PID in the array
# PIDS_VAR into the map LAST_VAR, and puts into SPENT_VAR the ticks they spent since LAST_VAR's readings: a
# process gone since adds nothing (its last second is lost, as the apps keep their connections, and so
# their server's processes, for the whole run).
# shellcheck disable=SC2034 # namerefs
sampling::database_ticks() {
  local -n pids_in="$1" last_inout="$2"
  local pid ticks ticks_spent=0
  local -A remote_ticks=()
  if [[ -n "${DATABASE_CHANNEL_IN}" ]]; then
    local -a pairs=()
    printf '%s\n' "${pids_in[*]}" 1>&"${DATABASE_CHANNEL_IN}" 2> /dev/null || true
    read -r -t 5 -a pairs <&"${DATABASE_CHANNEL_OUT}" || pairs=()
    for ((ticks = 0; ticks + 1 < ${#pairs[@]}; ticks += 2)); do
      remote_ticks[${pairs[ticks]}]="${pairs[ticks + 1]}"
    done
  fi
  for pid in "${pids_in[@]}"; do
    if [[ -n "${DATABASE_CHANNEL_IN}" ]]; then
      [[ -n "${remote_ticks[${pid}]:-}" ]] || continue
      ticks="${remote_ticks[${pid}]}"
    else
      sampling::cpu_ticks "${pid}" ticks || continue
    fi
    # The map's keys are PIDs as strings: ${pid}, not pid, which would be the key "pid".
    # shellcheck disable=SC2004
    [[ -z "${last_inout[${pid}]:-}" ]] || ticks_spent=$((ticks_spent + ticks - last_inout[${pid}]))
    # shellcheck disable=SC2004
    last_inout[${pid}]="${ticks}"
  done
  if [[ $# -gt 2 ]]; then
    local -n spent_out="$3"
    spent_out="${ticks_spent}"
  fi
}

# sampling::percent_of TICKS MICROSECONDS VAR: CPU % of one CPU with one decimal (200.0 = two CPUs busy).
# shellcheck disable=SC2034 # a nameref
sampling::percent_of() {
  local -n percent_out="$3"
  local tenths=$(( $1 * 1000 * 1000000 / (CLK_TCK * $2) ))
  percent_out="$((tenths / 10)).$((tenths % 10))"
}

# sampling::tool_pid_of LAUNCHER_PID: the launcher's first child (timeout execs nothing itself; env and taskset
# exec the tool), waited for up to half a second after the launcher started; empty if none appeared.
sampling::tool_pid_of() {
  local launcher_pid="$1" children="" i
  for ((i = 0; i < 50; i++)); do
    read -r children 2> /dev/null < "/proc/${launcher_pid}/task/${launcher_pid}/children" || true
    [[ -n "${children}" ]] && break
    common::pause 0.01
  done
  printf '%s' "${children%% *}"
}

# With a server host (lib/hosts.sh), the server's readings come from its host-agent through a channel opened
# for the window, one line asked and one answered each second (SERVER_CHANNEL_IN, SERVER_CHANNEL_OUT: file
# descriptors; empty on one machine), and so do the database's from its host's (DATABASE_CHANNEL_IN,
# DATABASE_CHANNEL_OUT). The bytes are then those the server's benchmark interface received, not loopback's.
SERVER_CHANNEL_IN="" SERVER_CHANNEL_OUT="" DATABASE_CHANNEL_IN="" DATABASE_CHANNEL_OUT=""

# sampling::channels SERVER_IN SERVER_OUT DATABASE_IN DATABASE_OUT: the channels the next samples read through
# (empty: none, on one machine).
sampling::channels() {
  SERVER_CHANNEL_IN="$1" SERVER_CHANNEL_OUT="$2" DATABASE_CHANNEL_IN="$3" DATABASE_CHANNEL_OUT="$4"
}

# sampling::server_now PID TICKS_VAR RSS_VAR THREADS_VAR STEAL_VAR BYTES_VAR: the server's CPU ticks, VmRSS (kB),
# threads, the steal ticks of its machine and the bytes its benchmark interface received, now; 1 once the
# server is gone.
# shellcheck disable=SC2034 # namerefs
sampling::server_now() {
  local -n ticks_now_out="$2" rss_now_out="$3" threads_now_out="$4" steal_now_out="$5" bytes_now_out="$6"
  if [[ -n "${SERVER_CHANNEL_IN}" ]]; then
    printf '\n' 1>&"${SERVER_CHANNEL_IN}" 2> /dev/null || return 1
    read -r -t 5 ticks_now_out rss_now_out threads_now_out steal_now_out bytes_now_out <&"${SERVER_CHANNEL_OUT}" \
      || return 1
    [[ "${ticks_now_out}" != - ]] || return 1
    [[ "${rss_now_out}" != - ]] || rss_now_out=""
    [[ "${threads_now_out}" != - ]] || threads_now_out=""
    return 0
  fi
  sampling::cpu_ticks "$1" ticks_now_out || return 1
  sampling::memory_and_threads "$1" rss_now_out threads_now_out
  sampling::steal_ticks steal_now_out
  sampling::interface_bytes lo bytes_now_out
}

# sampling::sampled_bytes_column: the name of the bytes column: loopback_bytes on one machine,
# interface_bytes with a server host.
sampling::sampled_bytes_column() {
  if [[ -n "${SERVER_CHANNEL_IN}" ]]; then
    printf 'interface_bytes'
  else
    printf 'loopback_bytes'
  fi
}

# sampling::sample_processes SERVER_PID LAUNCHER_PID CSV BYTES_BEFORE STEAL_BEFORE: one row a second until
# the launcher (the `timeout` wrapping the load tool) exits, found within 0.1 s so that the window ends on
# time, and a row for the last part second (bench-report decides whether it is long enough to count).
# Each row covers the time since the one before it, for server and tool alike; the first row's
# bytes and steal count from the readings taken before the tool started (the arguments). With
# DATABASE_PIDS (a run with a database; empty when it is gone), a last column holds the CPU % of those
# processes together, over the time between its own readings.
sampling::sample_processes() {
  local server_pid="$1" launcher_pid="${2#-}" csv="$3"
  local tool_pid last_us now_us server_last server_now tool_last="" tool_now tool_percent server_percent rss threads
  local steal_last steal_now steal_percent bytes_last bytes_now database=false database_percent database_column=""
  local header
  header="epoch_ms,server_cpu_pct,server_rss_kb,server_threads,tool_cpu_pct,steal_pct,$(sampling::sampled_bytes_column)"
  local -a database_pids=()
  # shellcheck disable=SC2034 # read and written through sampling::database_ticks' nameref
  local -A database_last=()
  if [[ -n "${6+set}" ]]; then
    database=true
    header+=',database_cpu_pct'
    read -r -a database_pids <<< "$6"
  fi
  printf '%s\n' "${header}" > "${csv}"
  # A launcher given as -PID: its tool's CPU is not the load's (JMeter's client of remote engines), left empty.
  tool_pid=""
  [[ "$2" == -* ]] || tool_pid="$(sampling::tool_pid_of "${launcher_pid}")"
  # Each source's readings are timed right after they are read, and each share is of the time between its
  # own two: the sampler runs on the load CPUs, and waits there longest when they are busiest, so that a
  # time taken before a reading would cover less than the reading does (a server on one CPU read 119 %).
  local tool_last_us="" tool_now_us database_last_us database_now_us
  if [[ -n "${tool_pid}" ]] && sampling::cpu_ticks "${tool_pid}" tool_last; then
    tool_last_us="${EPOCHREALTIME/[.,]/}"
  else
    tool_last=""
  fi
  sampling::server_now "${server_pid}" server_last rss threads steal_now bytes_now || return 0
  last_us="${EPOCHREALTIME/[.,]/}"
  # The database's first reading at the first row's start: read before the tool had started (up to half
  # a second earlier), it charged that time's ticks to a shorter row.
  if "${database}"; then
    sampling::database_ticks database_pids database_last
    database_last_us="${EPOCHREALTIME/[.,]/}"
  fi
  bytes_last="$4" steal_last="$5"
  local tenth
  while kill -0 "${launcher_pid}" 2> /dev/null; do
    for ((tenth = 0; tenth < 10; tenth++)); do
      common::pause 0.1
      kill -0 "${launcher_pid}" 2> /dev/null || break
    done
    sampling::server_now "${server_pid}" server_now rss threads steal_now bytes_now || return 0
    now_us="${EPOCHREALTIME/[.,]/}"
    tool_percent=""
    if [[ -n "${tool_last}" ]] && sampling::cpu_ticks "${tool_pid}" tool_now; then
      tool_now_us="${EPOCHREALTIME/[.,]/}"
      sampling::percent_of "$((tool_now - tool_last))" "$((tool_now_us - tool_last_us))" tool_percent
      tool_last="${tool_now}" tool_last_us="${tool_now_us}"
    fi
    sampling::percent_of "$((server_now - server_last))" "$((now_us - last_us))" server_percent
    sampling::percent_of "$((steal_now - steal_last))" "$((now_us - last_us))" steal_percent
    if "${database}"; then
      database_percent=""
      if [[ ${#database_pids[@]} -gt 0 ]]; then
        sampling::database_ticks database_pids database_last database_percent
        database_now_us="${EPOCHREALTIME/[.,]/}"
        sampling::percent_of "${database_percent}" "$((database_now_us - database_last_us))" database_percent
        database_last_us="${database_now_us}"
      fi
      database_column=",${database_percent}"
    fi
    printf '%s,%s,%s,%s,%s,%s,%s%s\n' "$((now_us / 1000))" "${server_percent}" "${rss}" "${threads}" \
      "${tool_percent}" "${steal_percent}" "$((bytes_now - bytes_last))" "${database_column}" >> "${csv}"
    steal_last="${steal_now}" bytes_last="${bytes_now}"
    server_last="${server_now}"
    last_us="${now_us}"
  done
}

# sampling::jit_cpu_ms PID: the CPU time the JVM's JIT compiler threads have run so far, in ms, or null. The
# kernel's per-thread on-CPU time (schedstat, in ns) of HotSpot's threads named "C1 CompilerThread*" and
# "C2 CompilerThread*" (comm keeps 15 characters). jvm.compilation.time is the compiles' elapsed time,
# which on a loaded single core is mostly time the compiler thread waited for the CPU.
sampling::jit_cpu_ms() {
  local task comm on_cpu total_ns=0 found=false
  for task in /proc/"$1"/task/*; do
    read -r comm 2> /dev/null < "${task}/comm" || continue
    [[ "${comm}" == "C1 CompilerThre" || "${comm}" == "C2 CompilerThre" ]] || continue
    read -r on_cpu _ 2> /dev/null < "${task}/schedstat" || continue
    total_ns=$((total_ns + on_cpu))
    found=true
  done
  if [[ "${found}" == true ]]; then
    printf '%s' "$((total_ns / 1000000))"
  else
    printf 'null'
  fi
}

# sampling::gc_pause_tag_and_names PORT: the GC meters of the JVM on PORT as sampling::gc_meters_of gives them, asked of
# Actuator ("action" and none before its first collection). jvm.gc.pause exists only after the first
# collection: no meter means no GC yet. Micrometer 1.10+ (Boot 3) tags it with each collector's name
# (gc); 1.9 (Boot 2.7) only with what a collection was (action: "end of minor GC", "end of major GC").
sampling::gc_pause_tag_and_names() {
  local pause
  pause="$(curl -s --max-time 5 "$(sampling::metrics_base "$1")/jvm.gc.pause" 2> /dev/null || true)"
  jq -r '[.availableTags[]? | select(.tag == "gc") | .values[]] as $gc
    | (if ($gc | length) > 0 then ["gc", $gc]
       else ["action", [.availableTags[]? | select(.tag == "action") | .values[]]] end) as [$tag, $names]
    | "\($tag)\t\($names | tojson)\t\($names | map(@uri) | join(" "))"' <<< "${pause}" 2> /dev/null \
    || printf 'action\t[]\t\n'
}

# sampling::metrics_base PORT: where the JVM on PORT answers its meters: Actuator's metrics, or the probe's
# on a variant of an outside app (in Actuator's format: bench-probe's Meters).
sampling::metrics_base() {
  local path=/actuator/metrics
  ! app_swap::serves_port "$1" || path=/bench-probe/metrics
  printf 'http://%s:%s%s' "$(plan::get SERVER_ADDRESS)" "$1" "${path}"
}

# sampling::gc_meters_of SERVER_INFO: "TAG<tab>NAMES<tab>URI-ENCODED NAMES" of the jvm.gc.pause meters the JVM
# will have, from what it said of itself at ready: Spring Boot 2's Micrometer tags a collection by
# what it was, Boot 3's by the collector's name. A meter whose collector has not run yet reads as
# absent.
sampling::gc_meters_of() {
  jq -r '(if ((.springBootVersion // "") | startswith("2.")) and .meters != "probe"
      then ["action", ["end of minor GC", "end of major GC"]]
      else ["gc", (.garbageCollectors // [])] end) as [$tag, $names]
    | "\($tag)\t\($names | tojson)\t\($names | map(@uri) | join(" "))"' <<< "$1" 2> /dev/null || true
}

# The jq definition that turns sampling::actuator_read's output into one JSON object: every figure it cannot
# read is null, and a reading without its first line is null as a whole. Its $names are jq's:
# shellcheck disable=SC2016
readonly ACTUATOR_JQ='
  def snapshot:
    try (
      split("\n") as $lines
      | ($lines[0] | split("\t")) as $head
      | ($head[2] | fromjson) as $names
      | ($lines[1:] | map(try fromjson catch null)) as $m
      | def statistic($i; $s): first($m[$i].measurements[]? | select(.statistic == $s) | .value) // null;
      {takenAt: $head[0], "jvm.threads.live": statistic(0; "VALUE"), "jvm.threads.daemon": statistic(1; "VALUE"),
       "jvm.threads.peak": statistic(2; "VALUE"), "jvm.threads.started": statistic(3; "COUNT"),
       "jvm.memory.used.heap": statistic(4; "VALUE"), "jvm.memory.committed.heap": statistic(6; "VALUE"),
       gc: ([range(0; $names | length) | {key: $names[.],
              value: {count: statistic(7 + .; "COUNT"),
                      totalTimeMs: (statistic(7 + .; "TOTAL_TIME") | if . == null then null else . * 1000 end)}}]
            | map(select(.value.count != null)) | from_entries),
       "jvm.compilation.time": statistic(5; "COUNT"), "jit.cpu.ms": ($head[1] | tonumber? // null)}
    ) catch null;'

# sampling::actuator_read PORT [PID [GC_METERS]]: the JVM's own view of threads, heap (used, committed), GC and
# compile time, unparsed: a first line "TAKEN_AT<tab>JIT_CPU_MS<tab>GC NAMES", then Actuator's answer
# for every meter, one line each in order (one curl). The JIT threads' CPU time is read when PID is
# given. With GC_METERS (sampling::gc_meters_of) no jq runs: it is read twice around every window, and the
# harness's own time between windows is mostly these readings.
sampling::actuator_read() {
  local base gc="${3:-}" tag names encoded jit_cpu='null'
  base="$(sampling::metrics_base "$1")"
  if [[ -n "${2:-}" && -n "$(plan::get SERVER_HOST)" ]]; then
    jit_cpu="$(hosts::agent "$(plan::get SERVER_HOST)" jit "$2" 2> /dev/null || printf 'null')"
  elif [[ -n "${2:-}" ]]; then
    jit_cpu="$(sampling::jit_cpu_ms "$2")"
  fi
  [[ -n "${gc}" ]] || gc="$(sampling::gc_pause_tag_and_names "$1")"
  IFS=$'\t' read -r tag names encoded <<< "${gc}" || true
  [[ -n "${names:-}" ]] || names='[]'
  local -a urls=("${base}/jvm.threads.live" "${base}/jvm.threads.daemon" "${base}/jvm.threads.peak"
    "${base}/jvm.threads.started" "${base}/jvm.memory.used?tag=area:heap" "${base}/jvm.compilation.time"
    "${base}/jvm.memory.committed?tag=area:heap")
  local -a uris=()
  read -r -a uris <<< "${encoded:-}"
  local uri
  for uri in "${uris[@]}"; do
    urls+=("${base}/jvm.gc.pause?tag=${tag}:${uri}")
  done
  printf '%s\t%s\t%s\n' "$(common::utc_now)" "${jit_cpu}" "${names}"
  curl -s --max-time 5 -w '\n' "${urls[@]}" 2> /dev/null || true
}

# sampling::actuator_snapshot PORT [PID [GC_METERS]]: sampling::actuator_read as one JSON object (null when unread), so that
# a JVM that dies never takes the run down.
sampling::actuator_snapshot() {
  sampling::actuator_read "$@" | jq -R -s -c "${ACTUATOR_JQ} snapshot" 2> /dev/null || printf 'null'
}

# sampling::actuator_pair BEFORE AFTER: two sampling::actuator_read outputs as {"before": ..., "after": ...}, in one jq.
sampling::actuator_pair() {
  jq -n -c --arg before "$1" --arg after "$2" "${ACTUATOR_JQ} {before: (\$before | snapshot), after: (\$after | snapshot)}" \
    2> /dev/null || printf '{"before": null, "after": null}\n'
}

# sampling::memory_snapshot PORT PID: the JVM's memory as one JSON object: RSS and OS threads from /proc, and from
# Actuator heap and non-heap (used, committed), loaded classes, live and peak threads, and the direct and
# mapped buffer pools (jvm.buffer.*: NIO buffers, where Undertow keeps its own). Unread figures are null.
sampling::memory_snapshot() {
  local base response rss threads
  base="$(sampling::metrics_base "$1")"
  sampling::memory_and_threads "$2" rss threads
  local -a urls=("${base}/jvm.memory.used?tag=area:heap" "${base}/jvm.memory.committed?tag=area:heap"
    "${base}/jvm.memory.used?tag=area:nonheap" "${base}/jvm.memory.committed?tag=area:nonheap"
    "${base}/jvm.classes.loaded" "${base}/jvm.threads.live" "${base}/jvm.threads.peak"
    "${base}/jvm.buffer.memory.used?tag=id:direct" "${base}/jvm.buffer.count?tag=id:direct"
    "${base}/jvm.buffer.memory.used?tag=id:mapped")
  response="$(curl -s --max-time 5 -w '\n' "${urls[@]}" 2> /dev/null || true)"
  jq -R -s -c --arg takenAt "$(common::utc_now)" --argjson rss "${rss:-null}" --argjson threads "${threads:-null}" '
    split("\n") | map(try fromjson catch null) as $m
    | def value($i): first($m[$i].measurements[]? | select(.statistic == "VALUE") | .value) // null;
    {takenAt: $takenAt, rssKb: $rss, osThreads: $threads, heapUsedBytes: value(0), heapCommittedBytes: value(1),
     nonHeapUsedBytes: value(2), nonHeapCommittedBytes: value(3), classesLoaded: value(4), threadsLive: value(5),
     threadsPeak: value(6), directBufferBytes: value(7), directBufferCount: value(8),
     mappedBufferBytes: value(9)}' <<< "${response}" 2> /dev/null || printf 'null'
}
