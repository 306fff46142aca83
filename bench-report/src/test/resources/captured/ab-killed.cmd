timeout -s KILL 2 ab -k -r -c 20 -t 10 -n 5000000 http://127.0.0.1:18081/test/block
