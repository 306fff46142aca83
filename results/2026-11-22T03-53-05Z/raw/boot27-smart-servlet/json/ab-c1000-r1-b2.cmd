not_run: the boot27/smart-servlet JVM stopped answering during round 1: no response to GET /test/empty within 10 s while its process still ran (its threads: logs/boot27-smart-servlet-r1.threads.txt)
