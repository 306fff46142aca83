command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T12:13:00.307Z
end: 2026-12-04T12:13:02.429Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 262
connections_accepted: 194
cpu_stat_before: 4503 2350 241990041
cpu_stat_after: 4524 2371 242995067
