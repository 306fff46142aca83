command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:6082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-03T02:21:09.284Z
end: 2026-12-03T02:21:11.472Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 317
connections_accepted: 201
