timeout 60 java -Xms1g -Xmx1g -jar bench-jmeter/target/bench-jmeter.jar --url http://127.0.0.1:17099/test/block --threads 10 --ramp-seconds 1 --loops 3 --jtl /tmp/tmp.aOFMRektHI/jmeter-refused.jtl
