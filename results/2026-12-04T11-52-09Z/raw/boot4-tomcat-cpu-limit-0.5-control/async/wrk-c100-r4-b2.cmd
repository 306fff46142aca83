command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:33:44.350Z
end: 2026-12-04T12:33:46.386Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 125
cpu_stat_before: 9848 5151 550884070
cpu_stat_after: 9869 5171 551865753
