command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:29.264Z
end: 2026-12-04T12:13:31.382Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 263
connections_accepted: 253
cpu_stat_before: 4603 2393 244084282
cpu_stat_after: 4624 2414 245116665
