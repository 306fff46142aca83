command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:01:21.242Z
end: 2026-12-04T12:01:23.271Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 101
cpu_stat_before: 1818 1080 120959925
cpu_stat_after: 1839 1100 121955616
