command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7182/test/async 
wrapper: timeout -k 5 12
start: 2026-12-04T13:01:56.514Z
end: 2026-12-04T13:01:58.556Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 266
connections_accepted: 101
cpu_stat_before: 14718 7867 821094684
cpu_stat_after: 14738 7887 822043058
