command: env HOME=/tmp/tmp.x50BSTUeKe siege -R /work/main/results/2026-11-21T09-42-02Z/siege.conf -b -c 200 -t 5S http://127.0.0.1:8081/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:57:01.782Z
end: 2026-11-21T09:57:06.030Z
exit_code: 0
server_cpus: 0
load_cpus: 1
