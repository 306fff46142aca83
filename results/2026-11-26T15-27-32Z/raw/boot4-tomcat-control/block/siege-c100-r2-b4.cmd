command: env HOME=/tmp/tmp.dN9nfvFWTY siege -R /work/main/results/2026-11-26T15-27-32Z/siege.conf -b -c 100 -r 528 http://127.0.0.1:7181/test/block 
wrapper: timeout -k 5 14
start: 2026-11-26T15:45:34.233Z
end: 2026-11-26T15:45:36.233Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 258
lead_in: -r 5, -r 38, -r 95, the last one's output in siege-c100-r2-b4.lead-in.txt
