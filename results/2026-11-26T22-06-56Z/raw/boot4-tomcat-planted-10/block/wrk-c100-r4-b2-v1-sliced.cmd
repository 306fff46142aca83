command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block
wrapper: timeout -k 5 12
start: 2026-11-26T22:48:13.253Z
end: 2026-11-26T22:48:15.377Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
duet_order: sliced
duet_with: boot4-tomcat
cgroup: v1
cgroup_cpu_ns: 1011899504
slices: handovers=20 alone_us=2005084
