command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:41:03.755Z
end: 2026-12-02T04:41:05.878Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 305
connections_accepted: 103
cpu_stat_before: 5687 1955 189899169
cpu_stat_after: 5709 1975 190872388
