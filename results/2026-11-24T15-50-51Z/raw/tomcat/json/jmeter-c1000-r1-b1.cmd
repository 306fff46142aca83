command: java -Xms1g -Xmx1g -XX:MaxMetaspaceSize=256m -jar /tmp/wt-run/bench-jmeter/target/bench-jmeter.jar --url http://127.0.0.1:8081/test/json --threads 1000 --ramp-seconds 10 --loops 1 --counter-parameter seq --jtl /work/main/results/2026-11-24T15-50-51Z/raw/tomcat/json/jmeter-c1000-r1-b1.jtl 
wrapper: timeout -k 5 42
start: 2026-11-24T15:55:54.055Z
end: 2026-11-24T15:56:07.631Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 258
