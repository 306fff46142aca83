command: wrk --latency -t 1 -c 400 -d 3s --timeout 10s http://127.0.0.1:8381/test/async 
wrapper: timeout -k 5 13
start: 2026-11-22T08:40:36.063Z
end: 2026-11-22T08:40:39.097Z
exit_code: 0
server_cpus: 0
load_cpus: 1
