command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:41:08.099Z
end: 2026-12-02T11:41:10.210Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 101
cpu_stat_before: 2324 842 66806343
cpu_stat_after: 2346 862 67281636
