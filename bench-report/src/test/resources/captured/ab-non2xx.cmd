ab -k -r -q -c 20 -t 2 -n 5000000 http://127.0.0.1:18081/test/io?ms=abc
