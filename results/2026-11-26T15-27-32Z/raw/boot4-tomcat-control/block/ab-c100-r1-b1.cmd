command: ab -k -r -q -c 100 -t 2 -n 50000000 http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 12
start: 2026-11-26T15:33:17.115Z
end: 2026-11-26T15:33:19.148Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
