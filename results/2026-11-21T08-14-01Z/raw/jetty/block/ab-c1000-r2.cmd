command: ab -k -r -q -c 1000 -t 5 -n 50000000 http://127.0.0.1:8082/test/block 
wrapper: timeout -k 5 15
start: 2026-11-21T08:23:09.960Z
end: 2026-11-21T08:23:15.020Z
exit_code: 0
server_cpus: 0
load_cpus: 1
