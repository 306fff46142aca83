command: ab -k -r -q -c 100 -t 3 -n 50000000 http://127.0.0.1:9081/test/block 
note: from the committed run results/2026-11-22T03-31-41Z (boot27-tomcat/block/ab-c100-r2-b1.txt): Tomcat 9 on Spring Boot 2.7 keeps ab's HTTP/1.0 connection on /test/block and closes it after its 100th request (max-keep-alive-requests)
wrapper: timeout -k 5 13
start: 2026-11-22T03:43:39.845Z
end: 2026-11-22T03:43:42.892Z
exit_code: 0
server_cpus: 0
load_cpus: 1
