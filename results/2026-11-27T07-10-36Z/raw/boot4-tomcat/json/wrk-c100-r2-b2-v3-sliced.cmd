command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7081/test/json 
wrapper: timeout -k 5 12
start: 2026-11-27T07:29:40.839Z
end: 2026-11-27T07:29:42.968Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
duet_order: sliced
duet_with: boot4-tomcat-planted-10
cgroup: v1
cgroup_cpu_ns: 998936331
slices: handovers=11 alone_us=2117191
