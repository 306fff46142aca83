wrk --latency -t1 -c4 -d60s --timeout 100s http://127.0.0.1:18082/slow
