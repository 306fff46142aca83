command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:39.981Z
end: 2026-12-04T13:01:42.007Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 282
connections_accepted: 101
cpu_stat_before: 15961 7846 816441700
cpu_stat_after: 15981 7866 817401553
