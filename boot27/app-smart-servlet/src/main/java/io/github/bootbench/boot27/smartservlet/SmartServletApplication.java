package io.github.bootbench.boot27.smartservlet;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication(proxyBeanMethods = false)
public class SmartServletApplication {

	public static void main(String[] args) {
		SpringApplication.run(SmartServletApplication.class, args);
	}

}
