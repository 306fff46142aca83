command: ab -k -r -q -c 1000 -t 3 -n 50000000 http://127.0.0.1:9084/test/block 
wrapper: timeout -k 5 13
start: 2026-11-22T05:22:03.462Z
end: 2026-11-22T05:22:06.599Z
exit_code: 0
server_cpus: 0
load_cpus: 1
