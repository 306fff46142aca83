command: env HOME=/tmp/tmp.x50BSTUeKe siege -R /work/main/results/2026-11-21T09-42-02Z/siege.conf -b -c 100 -t 5S http://127.0.0.1:8082/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:46:04.546Z
end: 2026-11-21T09:46:09.022Z
exit_code: 0
server_cpus: 0
load_cpus: 1
