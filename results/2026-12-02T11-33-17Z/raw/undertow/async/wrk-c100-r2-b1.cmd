command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:38.422Z
end: 2026-12-02T11:48:40.506Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 643
connections_accepted: 101
cpu_stat_before: 4803 1939 151999952
cpu_stat_after: 4824 1959 152448548
