command: java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m -jar /tmp/wt-run/bench-jmeter/target/bench-jmeter.jar --url http://127.0.0.1:8083/test/block --threads 1000 --ramp-seconds 10 --loops 3 --jtl /work/main/results/2026-11-24T15-50-51Z/raw/undertow/block/jmeter-c1000-r2-b2.jtl 
wrapper: timeout -k 5 42
start: 2026-11-24T16:06:32.387Z
end: 2026-11-24T16:06:45.132Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 256
