command: wrk --latency -t 1 -c 200 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-03T17:47:01.361Z
end: 2026-12-03T17:47:03.415Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 201
