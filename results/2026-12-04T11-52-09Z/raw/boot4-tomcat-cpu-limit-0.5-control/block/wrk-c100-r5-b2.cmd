command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block 
wrapper: timeout -k 5 12
start: 2026-12-04T12:45:01.950Z
end: 2026-12-04T12:45:03.995Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 196
cpu_stat_before: 12535 6310 674417739
cpu_stat_after: 12556 6330 675393790
