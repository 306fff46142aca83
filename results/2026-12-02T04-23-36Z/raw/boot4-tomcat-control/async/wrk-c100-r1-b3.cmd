command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:33:19.768Z
end: 2026-12-02T04:33:21.885Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 185
cpu_stat_before: 3035 968 91548715
cpu_stat_after: 3056 988 92536745
