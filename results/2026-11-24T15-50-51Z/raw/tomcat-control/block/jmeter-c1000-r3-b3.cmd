command: java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m -jar /tmp/wt-run/bench-jmeter/target/bench-jmeter.jar --url http://127.0.0.1:8181/test/block --threads 1000 --ramp-seconds 10 --loops 3 --jtl /work/main/results/2026-11-24T15-50-51Z/raw/tomcat-control/block/jmeter-c1000-r3-b3.jtl 
wrapper: timeout -k 5 42
start: 2026-11-24T16:17:47.464Z
end: 2026-11-24T16:18:00.090Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
