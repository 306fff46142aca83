command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 12
start: 2026-11-27T04:59:51.374Z
end: 2026-11-27T04:59:53.412Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 257
duet_order: sliced
duet_with: boot4-tomcat
cgroup: v1
cgroup_cpu_ns: 1005829078
slices: handovers=40 alone_us=2010793
