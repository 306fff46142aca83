command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:43:57.584Z
end: 2026-12-02T05:43:59.685Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 10152 4358 586617554
cpu_stat_after: 10173 4379 588111015
