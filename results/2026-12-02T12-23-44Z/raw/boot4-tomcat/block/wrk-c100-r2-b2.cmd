command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T12:50:05.296Z
end: 2026-12-02T12:50:07.387Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 313
connections_accepted: 125
cpu_stat_before: 9003 3255 446545445
cpu_stat_after: 9024 3275 448029374
