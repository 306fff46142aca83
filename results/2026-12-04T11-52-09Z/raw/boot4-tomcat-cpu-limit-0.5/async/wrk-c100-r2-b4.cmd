command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:45.149Z
end: 2026-12-04T12:13:47.182Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 193
cpu_stat_before: 4652 2414 245116665
cpu_stat_after: 4673 2434 246106414
