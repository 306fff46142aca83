command: env HOME=/tmp/tmp.4Han9o7mDX siege -R /tmp/fixture-out/2026-11-21T06-20-53Z/siege.conf -b -c 10 -t 2S http://127.0.0.1:8083/test/async 
wrapper: timeout -k 5 32
start: 2026-11-21T06:23:07.109Z
end: 2026-11-21T06:23:44.122Z
exit_code: 137
server_cpus: 0
load_cpus: 1
