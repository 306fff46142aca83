command: env HOME=/tmp/tmp.nknAXEdK6t siege -R /work/main/results/2026-11-21T06-54-57Z/siege.conf -b -c 100 -t 5S http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 15
start: 2026-11-21T07:22:10.406Z
end: 2026-11-21T07:22:15.025Z
exit_code: 0
server_cpus: 0
load_cpus: 1
