wrk --latency -t1 -c20 -d20s --timeout 60s http://127.0.0.1:18082/test/io?ms=2000
