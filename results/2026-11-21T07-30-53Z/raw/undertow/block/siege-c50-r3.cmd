command: env HOME=/tmp/tmp.mKBSvJhmFb siege -R /work/main/results/2026-11-21T07-30-53Z/siege.conf -b -c 50 -t 5S http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T07:58:01.540Z
end: 2026-11-21T07:58:06.020Z
exit_code: 0
server_cpus: 0
load_cpus: 1
