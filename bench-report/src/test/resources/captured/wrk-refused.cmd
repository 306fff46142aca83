wrk --latency -t1 -c10 -d2s http://127.0.0.1:18099/test/block
