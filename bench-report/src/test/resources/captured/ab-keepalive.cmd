ab -k -r -q -c 50 -t 3 -n 5000000 http://127.0.0.1:18081/test/block
