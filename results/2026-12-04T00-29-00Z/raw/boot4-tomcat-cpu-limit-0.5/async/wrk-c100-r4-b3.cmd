command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7181/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T01:35:42.361Z
end: 2026-12-04T01:35:44.482Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
connections_accepted: 163
cpu_stat_before: 13540 4799 481014588
cpu_stat_after: 13561 4820 482037525
