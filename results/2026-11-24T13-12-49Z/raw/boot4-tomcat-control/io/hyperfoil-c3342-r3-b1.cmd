command: java -XX:+UseZGC -Xmx3g -jar /tmp/wt-run/bench-latency/target/bench-latency.jar --url http://127.0.0.1:7181/test/io\?ms=20 --rate 3342 --seconds 5 --connections 200 --histogram-log /work/main/results/2026-11-24T13-12-49Z/raw/boot4-tomcat-control/io/hyperfoil-c3342-r3-b1.hlog 
wrapper: timeout -k 5 25
start: 2026-11-24T14:02:39.075Z
end: 2026-11-24T14:02:53.014Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
