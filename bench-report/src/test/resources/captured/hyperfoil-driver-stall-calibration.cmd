command: taskset -c 1 java -Xmx3g -jar bench-latency/target/bench-latency.jar --url http://127.0.0.1:7081/test/block --rate 5786 --seconds 5 --connections 200 --histogram-log hyperfoil-driver-stall-calibration.hlog
note: G1 on the one load CPU, against Boot 4 Tomcat 11: its 270 ms pause fell in the 6 s calibration
exit_code: 0
