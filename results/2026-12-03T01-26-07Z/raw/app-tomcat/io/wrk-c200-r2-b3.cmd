command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6081/test/io\?ms=20 
wrapper: timeout -k 5 12
start: 2026-12-03T02:01:26.072Z
end: 2026-12-03T02:01:28.153Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 201
