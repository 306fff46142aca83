command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:51.213Z
end: 2026-12-02T11:48:53.345Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 755
connections_accepted: 201
cpu_stat_before: 5202 1715 125663507
cpu_stat_after: 5224 1736 126104350
