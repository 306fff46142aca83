command: taskset -c 1 java -Xmx3g -jar bench-latency/target/bench-latency.jar --url http://127.0.0.1:7081/test/block --rate 5786 --seconds 5 --calibration-seconds 3 --connections 200 --histogram-log hyperfoil-driver-stall.hlog
note: G1 (the JVM default) on the one load CPU, against Boot 4 Tomcat 11 (taskset -c 0, warmed with wrk): its 270 ms pause fell in the measured phase
exit_code: 0
