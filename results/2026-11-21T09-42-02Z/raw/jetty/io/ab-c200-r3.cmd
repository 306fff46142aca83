command: ab -k -r -q -c 200 -t 5 -n 50000000 http://127.0.0.1:8082/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:58:32.706Z
end: 2026-11-21T09:58:37.733Z
exit_code: 0
server_cpus: 0
load_cpus: 1
