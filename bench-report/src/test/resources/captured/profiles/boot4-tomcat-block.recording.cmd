taskset -c 1 wrk -t1 -c10 -d3s http://127.0.0.1:18084/test/block
jcmd PID JVMTI.agent_load libasyncProfiler.so "start,event=cpu,interval=5000us,alloc=524288,jfr,file=FILE" (async-profiler 4.2)
java openjdk version "17.0.15" 2025-04-15; cpu  AMD EPYC
