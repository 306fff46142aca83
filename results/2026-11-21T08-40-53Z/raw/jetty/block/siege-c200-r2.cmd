command: env HOME=/tmp/tmp.tztQhPyfY3 siege -R /work/main/results/2026-11-21T08-40-53Z/siege.conf -b -c 200 -t 5S http://127.0.0.1:8082/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T08:56:33.513Z
end: 2026-11-21T08:56:38.097Z
exit_code: 0
server_cpus: 0
load_cpus: 1
