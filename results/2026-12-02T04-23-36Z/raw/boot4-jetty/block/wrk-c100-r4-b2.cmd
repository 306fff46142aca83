command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7082/test/block 
wrapper: timeout -k 5 12
start: 2026-12-02T04:57:49.269Z
end: 2026-12-02T04:57:51.361Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 314
connections_accepted: 101
cpu_stat_before: 11428 5176 524627665
cpu_stat_after: 11449 5196 525585588
