command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:05:30.604Z
end: 2026-12-02T12:05:32.708Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 684
connections_accepted: 202
cpu_stat_before: 10720 3281 231636608
cpu_stat_after: 10741 3300 232069142
