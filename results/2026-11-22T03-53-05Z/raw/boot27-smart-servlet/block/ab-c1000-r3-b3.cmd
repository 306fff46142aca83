not_run: the boot27/smart-servlet JVM stopped answering during round 3: no response to GET /test/empty within 10 s while its process still ran (its threads: logs/boot27-smart-servlet-r3.threads.txt)
