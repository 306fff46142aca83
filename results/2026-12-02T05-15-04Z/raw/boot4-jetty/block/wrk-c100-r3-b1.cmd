command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:10.427Z
end: 2026-12-02T05:44:12.515Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 9737 4612 617530848
cpu_stat_after: 9758 4632 619019924
