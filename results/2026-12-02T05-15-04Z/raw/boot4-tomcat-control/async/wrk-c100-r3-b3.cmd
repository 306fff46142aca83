command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:44:53.788Z
end: 2026-12-02T05:44:55.894Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 298
connections_accepted: 101
cpu_stat_before: 10526 4454 593650529
cpu_stat_after: 10547 4474 595137820
