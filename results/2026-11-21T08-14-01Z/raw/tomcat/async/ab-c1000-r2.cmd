command: ab -k -r -q -c 1000 -t 5 -n 50000000 http://127.0.0.1:8081/test/async 
wrapper: timeout -k 5 15
start: 2026-11-21T08:27:42.331Z
end: 2026-11-21T08:27:47.428Z
exit_code: 0
server_cpus: 0
load_cpus: 1
