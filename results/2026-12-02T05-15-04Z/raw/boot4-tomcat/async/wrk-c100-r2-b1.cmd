command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T05:34:50.331Z
end: 2026-12-02T05:34:52.412Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 296
connections_accepted: 101
cpu_stat_before: 6901 2896 399853974
cpu_stat_after: 6921 2916 401273507
