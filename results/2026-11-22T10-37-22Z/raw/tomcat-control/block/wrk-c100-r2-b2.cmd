command: wrk --latency -t 1 -c 100 -d 3s --timeout 10s http://127.0.0.1:8281/test/block 
wrapper: timeout -k 5 13
start: 2026-11-22T10:49:57.648Z
end: 2026-11-22T10:50:00.659Z
exit_code: 0
server_cpus: 0
load_cpus: 1
