env HOME=/tmp/tmp.1vTr5rRp66 siege -R /work/main/bench-scripts/siege.conf -j -b -c 50 -t 3S http://127.0.0.1:18081/test/block
