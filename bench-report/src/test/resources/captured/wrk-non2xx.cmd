wrk --latency -t1 -c20 -d2s http://127.0.0.1:18081/test/io?ms=abc
