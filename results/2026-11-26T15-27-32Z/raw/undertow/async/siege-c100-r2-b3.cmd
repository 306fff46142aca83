command: env HOME=/tmp/tmp.dN9nfvFWTY siege -R /work/main/results/2026-11-26T15-27-32Z/siege.conf -b -c 100 -r 435 http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 14
start: 2026-11-26T15:45:12.721Z
end: 2026-11-26T15:45:14.389Z
exit_code: 0
server_cpus: 0
load_cpus: 1
settle_ms: 255
lead_in: -r 5, -r 47, -r 89, the last one's output in siege-c100-r2-b3.lead-in.txt
