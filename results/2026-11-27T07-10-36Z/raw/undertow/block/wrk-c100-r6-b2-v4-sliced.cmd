command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 12
start: 2026-11-27T08:06:43.372Z
end: 2026-11-27T08:06:45.494Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
duet_order: sliced
duet_with: boot4-tomcat
cgroup: v1
cgroup_cpu_ns: 1087030752
slices: handovers=11 alone_us=2110509
