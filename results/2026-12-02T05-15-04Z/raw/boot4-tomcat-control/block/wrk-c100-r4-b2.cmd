command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T06:11:50.904Z
end: 2026-12-02T06:11:53.005Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 297
connections_accepted: 162
cpu_stat_before: 16696 7189 973264683
cpu_stat_after: 16717 7209 974754103
