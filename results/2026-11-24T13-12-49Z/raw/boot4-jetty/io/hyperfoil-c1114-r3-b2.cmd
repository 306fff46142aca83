command: java -XX:+UseZGC -Xmx3g -jar /tmp/wt-run/bench-latency/target/bench-latency.jar --url http://127.0.0.1:7082/test/io\?ms=20 --rate 1114 --seconds 5 --connections 200 --histogram-log /work/main/results/2026-11-24T13-12-49Z/raw/boot4-jetty/io/hyperfoil-c1114-r3-b2.hlog 
wrapper: timeout -k 5 25
start: 2026-11-24T14:16:47.230Z
end: 2026-11-24T14:17:00.352Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
