command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:49:25.930Z
end: 2026-12-02T11:49:28.013Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 295
connections_accepted: 101
cpu_stat_before: 4914 1725 126570001
cpu_stat_after: 4935 1745 127021713
