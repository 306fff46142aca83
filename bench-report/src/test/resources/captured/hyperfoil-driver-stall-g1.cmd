command: java -Xmx3g -jar /tmp/wt-run/bench-latency/target/bench-latency.jar --url http://127.0.0.1:7082/test/block --rate 5786 --seconds 5 --connections 200 --histogram-log /work/main/results/2026-11-24T12-56-09Z/raw/boot4-jetty/block/hyperfoil-c5786-r1-b1.hlog 
note: from the interrupted latency run 2026-11-24T12-56-09Z (not kept): G1 paused the driver 259 ms in the measured phase; its log stamped the watchdog in HH:mm:ss, before bench-latency stamped it in epoch ms
wrapper: timeout -k 5 15
start: 2026-11-24T13:03:01.501Z
end: 2026-11-24T13:03:13.715Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 264
