command: ab -k -r -q -c 400 -t 5 -n 50000000 http://127.0.0.1:8083/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:51:23.429Z
end: 2026-11-21T09:51:28.451Z
exit_code: 0
server_cpus: 0
load_cpus: 1
