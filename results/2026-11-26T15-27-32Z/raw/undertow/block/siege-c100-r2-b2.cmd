command: env HOME=/tmp/tmp.dN9nfvFWTY siege -R /work/main/results/2026-11-26T15-27-32Z/siege.conf -b -c 100 -r 500 http://127.0.0.1:8083/test/block 
wrapper: timeout -k 5 14
start: 2026-11-26T15:44:18.967Z
end: 2026-11-26T15:44:20.792Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 254
lead_in: -r 5, -r 50, -r 90, the last one's output in siege-c100-r2-b2.lead-in.txt
