command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T00:45:08.183Z
end: 2026-12-04T00:45:10.213Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 267
connections_accepted: 101
cpu_stat_before: 2882 1317 141085323
cpu_stat_after: 2902 1337 142034004
