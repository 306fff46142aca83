command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/json 
wrapper: timeout -k 5 12
start: 2026-11-27T07:47:52.739Z
end: 2026-11-27T07:47:54.864Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 540
duet_order: sliced
duet_with: undertow
cgroup: v1
cgroup_cpu_ns: 1092391696
slices: handovers=11 alone_us=2113246
