command: ab -k -r -q -c 200 -t 5 -n 50000000 http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T09:08:22.513Z
end: 2026-11-21T09:08:37.524Z
exit_code: 124
server_cpus: 0
load_cpus: 1
