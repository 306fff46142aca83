wrk --latency -t 1 -c 400 -d 3s --timeout 10s http://127.0.0.1:8382/test/io?ms=20   (from results/2026-11-22T05-50-01Z/raw/jetty-workers-64/io/wrk-c400-r6-b1.txt)
