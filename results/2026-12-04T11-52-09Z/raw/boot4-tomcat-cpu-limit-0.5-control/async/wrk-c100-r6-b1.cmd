command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:17.617Z
end: 2026-12-04T13:00:19.649Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 268
connections_accepted: 154
cpu_stat_before: 16838 8683 942847419
cpu_stat_after: 16858 8702 943790005
