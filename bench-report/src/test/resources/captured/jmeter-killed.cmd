timeout 7 java -Xms1g -Xmx1g -jar bench-jmeter/target/bench-jmeter.jar --url http://127.0.0.1:17081/test/block --threads 1000 --ramp-seconds 10 --loops 3 --jtl /tmp/tmp.aOFMRektHI/jmeter-killed.jtl
