wrk --latency -t1 -c10 -d3s --timeout 1s http://127.0.0.1:18081/test/io?ms=2000
