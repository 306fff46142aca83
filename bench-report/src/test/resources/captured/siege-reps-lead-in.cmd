env HOME=/tmp/tmp.HKvZQfJI0S siege -R /work/wt-scripts/bench-scripts/siege.conf -b -c 10 -r 50 http://127.0.0.1:17081/test/async
