command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/block
wrapper: timeout -k 5 12
start: 2026-11-26T22:36:43.791Z
end: 2026-11-26T22:36:45.914Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
duet_order: duet
duet_with: boot4-tomcat
cgroup: v1
cgroup_cpu_ns: 999177012
