command: env HOME=/tmp/tmp.4Han9o7mDX siege -R /tmp/fixture-out/2026-11-21T06-20-53Z/siege.conf -b -c 10 -t 2S http://127.0.0.1:8082/test/async 
wrapper: timeout -k 5 32
start: 2026-11-21T06:22:30.189Z
end: 2026-11-21T06:22:32.016Z
exit_code: 0
server_cpus: 0
load_cpus: 1
