command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T06:12:13.622Z
end: 2026-12-02T06:12:15.755Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 319
connections_accepted: 101
cpu_stat_before: 16814 7210 974773600
cpu_stat_after: 16835 7230 976239094
