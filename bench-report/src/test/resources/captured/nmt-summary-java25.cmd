jcmd PID VM.native_memory summary   (java -XX:NativeMemoryTracking=summary -Xms512m -Xmx512m, /usr/lib/jvm/temurin-25-jdk-amd64)
