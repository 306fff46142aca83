command: env HOME=/tmp/tmp.tztQhPyfY3 siege -R /work/main/results/2026-11-21T08-40-53Z/siege.conf -b -c 400 -t 5S http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T08:52:27.629Z
end: 2026-11-21T08:52:32.056Z
exit_code: 0
server_cpus: 0
load_cpus: 1
