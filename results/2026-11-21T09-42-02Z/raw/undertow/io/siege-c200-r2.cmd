command: env HOME=/tmp/tmp.x50BSTUeKe siege -R /work/main/results/2026-11-21T09-42-02Z/siege.conf -b -c 200 -t 5S http://127.0.0.1:8083/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:51:36.671Z
end: 2026-11-21T09:51:41.039Z
exit_code: 0
server_cpus: 0
load_cpus: 1
