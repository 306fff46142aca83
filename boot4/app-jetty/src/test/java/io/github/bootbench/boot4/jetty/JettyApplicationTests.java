package io.github.bootbench.boot4.jetty;

import io.github.bootbench.controller.smoke.Boot4SmokeTests;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.test.context.TestPropertySource;

import static org.assertj.core.api.Assertions.assertThat;

class JettyApplicationTests extends Boot4SmokeTests {

	@Override
	protected String containerName() {
		return "jetty";
	}

	@Override
	protected Class<? extends WebServer> webServerClass() {
		return JettyWebServer.class;
	}

	@Override
	protected int liveMaxWorkerThreads(WebServer webServer) {
		return ((QueuedThreadPool) ((JettyWebServer) webServer).getServer().getThreadPool()).getMaxThreads();
	}

	@Override
	protected int defaultMaxWorkerThreads() {
		return 200;
	}

	@Override
	protected String containerMajorVersion() {
		return "12";
	}

	@Nested
	class TunedProfile extends TunedProfileTests {

	}

	/** Boot has no property for Jetty's accept queue; the apps' own one sets it. */
	@Nested
	@TestPropertySource(properties = "bench.jetty.accept-queue-size=321")
	class AcceptQueue {

		@Autowired
		private WebServerApplicationContext acceptQueueContext;

		@Test
		void benchJettyAcceptQueueSizeSetsTheLiveConnectorsAcceptQueue() {
			WebServer webServer = this.acceptQueueContext.getWebServer();
			assertThat(webServer).isInstanceOf(JettyWebServer.class);
			assertThat(((JettyWebServer) webServer).getServer().getConnectors()).singleElement()
				.satisfies(
						(connector) -> assertThat(((ServerConnector) connector).getAcceptQueueSize()).isEqualTo(321));
		}

	}

	/**
	 * Boot has no property for the HTTP parser's header cache; the apps' own one sets it,
	 * and leaves Jetty's default otherwise.
	 */
	@Nested
	@TestPropertySource(properties = "bench.jetty.header-cache-size=0")
	class HeaderCache {

		@Autowired
		private WebServerApplicationContext headerCacheContext;

		@Test
		void benchJettyHeaderCacheSizeSetsTheLiveConnectorsHttpConfiguration() {
			assertThat(headerCacheSize(this.headerCacheContext.getWebServer())).isZero();
		}

	}

	@Nested
	class DefaultHeaderCache {

		@Autowired
		private WebServerApplicationContext defaultContext;

		@Test
		void withoutTheAppsPropertyJettysOwnHeaderCacheSizeStays() {
			assertThat(headerCacheSize(this.defaultContext.getWebServer())).isEqualTo(1024);
		}

	}

	private static int headerCacheSize(WebServer webServer) {
		assertThat(webServer).isInstanceOf(JettyWebServer.class);
		return ((JettyWebServer) webServer).getServer().getConnectors()[0]
			.getConnectionFactory(HttpConnectionFactory.class)
			.getHttpConfiguration()
			.getHeaderCacheSize();
	}

}
