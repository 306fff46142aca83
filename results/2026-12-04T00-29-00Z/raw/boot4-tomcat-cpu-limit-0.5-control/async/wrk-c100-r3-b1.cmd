command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:17:36.129Z
end: 2026-12-04T01:17:38.157Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 117
cpu_stat_before: 10137 3676 390119824
cpu_stat_after: 10158 3696 391108446
