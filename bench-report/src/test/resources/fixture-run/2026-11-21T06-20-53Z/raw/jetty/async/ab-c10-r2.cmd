command: ab -k -r -q -c 10 -t 2 -n 50000000 http://127.0.0.1:8082/test/async 
wrapper: timeout -k 5 32
start: 2026-11-21T06:24:13.685Z
end: 2026-11-21T06:24:15.701Z
exit_code: 0
server_cpus: 0
load_cpus: 1
