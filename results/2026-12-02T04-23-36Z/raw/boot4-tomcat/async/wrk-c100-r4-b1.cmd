command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/async 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:46.317Z
end: 2026-12-02T04:57:48.406Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 299
connections_accepted: 153
cpu_stat_before: 11620 4057 408443274
cpu_stat_after: 11641 4077 409381166
