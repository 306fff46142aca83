command: wrk --latency -t 1 -c 100 -d 2s --timeout 10s http://127.0.0.1:7381/test/async
wrapper: timeout -k 5 12
start: 2026-11-26T22:23:58.457Z
end: 2026-11-26T22:24:00.574Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
duet_order: duet
duet_with: boot4-tomcat
cgroup: v1
cgroup_cpu_ns: 1005881048
