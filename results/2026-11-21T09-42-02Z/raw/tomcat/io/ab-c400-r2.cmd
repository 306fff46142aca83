command: ab -k -r -q -c 400 -t 5 -n 50000000 http://127.0.0.1:8081/test/io\?ms=20 
wrapper: timeout -k 5 15
start: 2026-11-21T09:53:10.282Z
end: 2026-11-21T09:53:15.338Z
exit_code: 0
server_cpus: 0
load_cpus: 1
