command: ab -k -r -q -c 150 -t 3 -n 50000000 http://127.0.0.1:9084/test/block 
wrapper: timeout -k 5 13
start: 2026-11-22T03:44:22.652Z
end: 2026-11-22T03:44:25.728Z
exit_code: 0
server_cpus: 0
load_cpus: 1
