command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:00:44.670Z
end: 2026-12-04T13:00:46.710Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 270
connections_accepted: 101
cpu_stat_before: 15755 7785 813475930
cpu_stat_after: 15775 7805 814439114
