package io.github.bootbench.boot4.jetty;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication(proxyBeanMethods = false)
public class JettyApplication {

	public static void main(String[] args) {
		SpringApplication.run(JettyApplication.class, args);
	}

}
