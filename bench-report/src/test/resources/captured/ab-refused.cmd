ab -k -r -q -c 10 -t 2 -n 5000000 http://127.0.0.1:18099/test/block
