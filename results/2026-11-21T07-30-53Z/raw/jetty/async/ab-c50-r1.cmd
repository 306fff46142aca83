command: ab -k -r -q -c 50 -t 5 -n 50000000 http://127.0.0.1:8082/test/async 
wrapper: timeout -k 5 15
start: 2026-11-21T07:38:59.692Z
end: 2026-11-21T07:39:04.760Z
exit_code: 0
server_cpus: 0
load_cpus: 1
