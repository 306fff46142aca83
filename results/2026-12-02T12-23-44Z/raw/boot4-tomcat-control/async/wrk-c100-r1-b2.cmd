command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T12:36:52.838Z
end: 2026-12-02T12:36:54.939Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 301
connections_accepted: 101
cpu_stat_before: 4346 1693 231242600
cpu_stat_after: 4367 1713 232733965
