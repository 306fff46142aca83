env HOME=/tmp/tmp.1vTr5rRp66 siege -R /work/main/bench-scripts/siege.conf -b -c 20 -t 2S http://127.0.0.1:18081/test/io?ms=abc
