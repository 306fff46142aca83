command: ab -k -r -q -c 1000 -t 5 -n 50000000 http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 15
start: 2026-11-21T08:29:52.393Z
end: 2026-11-21T08:29:57.449Z
exit_code: 0
server_cpus: 0
load_cpus: 1
