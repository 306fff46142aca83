command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T03:37:49.528Z
end: 2026-12-02T03:37:51.601Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 318
connections_accepted: 309
