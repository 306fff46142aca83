command: wrk --latency -t 1 -c 200 -d 3s --timeout 10s http://127.0.0.1:9083/test/block 
wrapper: timeout -k 5 13
start: 2026-11-23T12:47:06.120Z
end: 2026-11-23T12:47:09.236Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 259
