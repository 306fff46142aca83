command: env HOME=/tmp/tmp.mKBSvJhmFb siege -R /work/main/results/2026-11-21T07-30-53Z/siege.conf -b -c 200 -t 5S http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T07:58:15.008Z
end: 2026-11-21T07:58:35.025Z
exit_code: 137
server_cpus: 0
load_cpus: 1
