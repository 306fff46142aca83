command: ab -k -r -q -c 200 -t 5 -n 50000000 http://127.0.0.1:8081/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:56:41.703Z
end: 2026-11-21T09:56:46.734Z
exit_code: 0
server_cpus: 0
load_cpus: 1
