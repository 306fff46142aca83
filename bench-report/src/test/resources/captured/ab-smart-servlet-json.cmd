command: ab -k -r -q -c 100 -t 3 -n 50000000 http://127.0.0.1:9084/test/json 
note: from the committed run results/2026-11-22T03-31-41Z (boot27-smart-servlet/json/ab-c100-r2-b1.txt): smart-servlet 1.1 on Spring Boot 2.7 answers ab's HTTP/1.0 keep-alive request to /test/json with Connection: Keep-Alive and no Content-Length, and ab kept every connection open
wrapper: timeout -k 5 13
start: 2026-11-22T03:44:05.456Z
end: 2026-11-22T03:44:08.503Z
exit_code: 0
server_cpus: 0
load_cpus: 1
