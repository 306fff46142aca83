wrk --latency -t1 -c300 -d3s --timeout 1s http://127.0.0.1:18081/test/io?ms=600
