command: ab -k -r -q -c 100 -t 3 -n 50000000 http://127.0.0.1:9081/test/json 
note: from the committed run results/2026-11-22T03-31-41Z (boot27-tomcat/json/ab-c100-r2-b1.txt): Tomcat 9 on Spring Boot 2.7 closes every HTTP/1.0 connection after a /test/json response (no Content-Length): no Keep-Alive request
wrapper: timeout -k 5 13
start: 2026-11-22T03:44:09.762Z
end: 2026-11-22T03:44:12.798Z
exit_code: 0
server_cpus: 0
load_cpus: 1
