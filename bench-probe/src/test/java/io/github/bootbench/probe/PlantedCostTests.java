package io.github.bootbench.probe;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class PlantedCostTests {

	private final AtomicLong processCpu = new AtomicLong(1_000_000_000L);

	@Test
	void noPlantedPercentCostsNothing() {
		assertThat(afterThousandRequests(0, 100_000).costNanos()).isZero();
	}

	@Test
	void theCostIsTheShareOfTheAppsOwnCpuPerRequestThatMakesItThatMuchSlower() {
		// 100 µs of the process's CPU per request: 20 % slower needs 25 µs more.
		assertThat(afterThousandRequests(20, 100_000).costNanos()).isEqualTo(25_000);
	}

	@Test
	void eachRequestSpinsOnItsThreadForTheCost() {
		PlantedCost planted = afterThousandRequests(50, 200_000);
		long before = System.nanoTime();
		serve(planted, 10);
		assertThat(System.nanoTime() - before).isGreaterThanOrEqualTo(10 * planted.costNanos());
	}

	@Test
	void whatTheCostSpentIsNotCountedAsTheAppsOwnCpu() {
		PlantedCost planted = afterThousandRequests(50, 100_000);
		long cost = planted.costNanos();
		serve(planted, 200);
		// The app's own 100 µs a request again, plus the cost each request spun.
		this.processCpu.addAndGet(200 * (100_000L + cost));
		planted.refresh();
		assertThat(planted.costNanos()).isEqualTo(cost);
	}

	@Test
	void anIdleGapKeepsTheCost() {
		PlantedCost planted = afterThousandRequests(10, 90_000);
		long cost = planted.costNanos();
		serve(planted, PlantedCost.FEWEST_REQUESTS - 1);
		this.processCpu.addAndGet(500_000_000L);
		planted.refresh();
		assertThat(planted.costNanos()).isEqualTo(cost);
	}

	@Test
	void aPercentOutsideZeroToBelowAHundredIsRefusedNamingTheProperty() {
		assertThatIllegalArgumentException().isThrownBy(() -> new PlantedCost(100, this.processCpu::get))
			.withMessageContaining(PlantedCost.PERCENT_PROPERTY);
		assertThatIllegalArgumentException().isThrownBy(() -> new PlantedCost(-1, this.processCpu::get));
		assertThatIllegalArgumentException().isThrownBy(() -> new PlantedCost(Double.NaN, this.processCpu::get));
	}

	/**
	 * A cost for this percent after 1,000 requests that each took this much of the
	 * process's CPU, refreshed once.
	 */
	private PlantedCost afterThousandRequests(double percent, long cpuNanosPerRequest) {
		PlantedCost cost = new PlantedCost(percent, this.processCpu::get);
		serve(cost, 1000);
		this.processCpu.addAndGet(1000 * cpuNanosPerRequest);
		cost.refresh();
		return cost;
	}

	private static void serve(PlantedCost cost, long requests) {
		for (long i = 0; i < requests; i++) {
			cost.spend();
		}
	}

}
