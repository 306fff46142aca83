command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:39.959Z
end: 2026-12-04T12:45:41.989Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 11412 6399 671121010
cpu_stat_after: 11433 6419 672103309
