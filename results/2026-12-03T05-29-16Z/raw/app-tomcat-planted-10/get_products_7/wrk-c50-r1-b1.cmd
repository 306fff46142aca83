command: wrk --latency -t 1 -c 50 -d 2s --timeout 10s http://127.0.0.1:6281/products/7 
wrapper: timeout -k 5 12
start: 2026-12-03T05:38:27.294Z
end: 2026-12-03T05:38:29.454Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 306
connections_accepted: 148
