jcmd PID VM.native_memory summary   (java -XX:NativeMemoryTracking=summary -Xms512m -Xmx512m, /usr/lib/jvm/java-17-openjdk-amd64)
