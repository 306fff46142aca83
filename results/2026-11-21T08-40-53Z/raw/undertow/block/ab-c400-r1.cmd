command: ab -k -r -q -c 400 -t 5 -n 50000000 http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T08:51:58.808Z
end: 2026-11-21T08:52:13.820Z
exit_code: 124
server_cpus: 0
load_cpus: 1
