command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T13:05:18.577Z
end: 2026-12-02T13:05:20.664Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 300
connections_accepted: 101
cpu_stat_before: 13933 6304 853853165
cpu_stat_after: 13954 6324 855342596
