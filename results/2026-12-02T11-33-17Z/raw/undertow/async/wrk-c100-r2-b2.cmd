command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T11:48:54.407Z
end: 2026-12-02T11:48:56.598Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 307
connections_accepted: 101
cpu_stat_before: 4883 1959 152448548
cpu_stat_after: 4904 1979 152901758
