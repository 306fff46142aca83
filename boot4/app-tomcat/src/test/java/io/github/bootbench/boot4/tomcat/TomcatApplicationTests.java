package io.github.bootbench.boot4.tomcat;

import io.github.bootbench.controller.smoke.Boot4SmokeTests;
import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.WebServer;

import static org.assertj.core.api.Assertions.assertThat;

class TomcatApplicationTests extends Boot4SmokeTests {

	@Override
	protected String containerName() {
		return "tomcat";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return TomcatWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		var executor = ((TomcatWebServer) webServer).getTomcat().getConnector().getProtocolHandler().getExecutor();
		return ((ThreadPoolExecutor) executor).getMaximumPoolSize();
	}

	@Override
	protected int defaultMaxWorkerThreads() {
		return 200;
	}

	@Override
	protected String containerMajorVersion() {
		return "11";
	}

	@Nested
	class TunedProfile extends TunedProfileTests {

		@Test
		void neverClosesAKeptAliveConnectionAfterAFixedNumberOfRequests() {
			var protocol = ((TomcatWebServer) this.tunedContext.getWebServer()).getTomcat()
				.getConnector()
				.getProtocolHandler();
			assertThat(((AbstractHttp11Protocol<?>) protocol).getMaxKeepAliveRequests()).isEqualTo(-1);
		}

	}

}
