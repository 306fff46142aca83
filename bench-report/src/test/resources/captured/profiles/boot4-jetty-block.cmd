taskset -c 1 wrk -t2 -c100 -d20s --latency http://127.0.0.1:18083/test/block
jcmd PID JVMTI.agent_load libasyncProfiler.so "start,event=cpu,interval=5ms" (async-profiler 4.2)
java openjdk version "17.0.15" 2025-04-15; cpu  Intel(R) Xeon(R) Processor
