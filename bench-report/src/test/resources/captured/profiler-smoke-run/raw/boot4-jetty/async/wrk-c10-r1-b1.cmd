command: wrk --latency -t 1 -c 10 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-11-28T15:38:10.481Z
end: 2026-11-28T15:38:12.592Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 682
