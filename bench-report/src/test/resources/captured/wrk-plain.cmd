wrk -t1 -c50 -d3s http://127.0.0.1:18081/test/block
