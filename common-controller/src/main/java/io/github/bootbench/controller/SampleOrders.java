package io.github.bootbench.controller;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Builds the document behind {@code /test/json}: an order of about 2 KB whose ids,
 * quantities, timestamps and sequence number change on every request, so neither the
 * container nor Jackson can serve a cached body.
 */
public class SampleOrders {

	static final int LINE_ITEMS = 12;

	private static final String[] PRODUCTS = { "Espresso beans 1kg", "Milk frother", "Ceramic mug", "Pour-over kettle",
			"Paper filters x100", "Burr grinder", "Digital scale", "Glass carafe", "Cold brew bottle", "Tamper 58mm",
			"Cleaning tablets", "Knock box" };

	private static final String[] CATEGORIES = { "coffee", "equipment", "tableware", "consumables" };

	private final AtomicLong sequence = new AtomicLong();

	public Order next() {
		ThreadLocalRandom random = ThreadLocalRandom.current();
		Instant now = Instant.now();
		List<LineItem> items = new ArrayList<>(LINE_ITEMS);
		BigDecimal total = BigDecimal.ZERO;
		for (int i = 0; i < LINE_ITEMS; i++) {
			int quantity = random.nextInt(1, 10);
			BigDecimal unitPrice = BigDecimal.valueOf(random.nextInt(199, 19999), 2);
			BigDecimal lineTotal = unitPrice.multiply(BigDecimal.valueOf(quantity)).setScale(2, RoundingMode.HALF_UP);
			items.add(new LineItem(i + 1, "SKU-%05d".formatted(random.nextInt(100000)), PRODUCTS[i],
					CATEGORIES[i % CATEGORIES.length], quantity, unitPrice, lineTotal, random.nextBoolean()));
			total = total.add(lineTotal);
		}
		Customer customer = new Customer(UUID.randomUUID().toString(), "Ada Lovelace", "ada@example.com",
				new Address("12 St James's Square", "London", "SW1Y 4JH", "GB"));
		return new Order(this.sequence.incrementAndGet(), UUID.randomUUID().toString(), "CONFIRMED", now,
				now.plusSeconds(3 * 24 * 3600), customer, items, "EUR", total);
	}

	public record Order(long sequence, String id, String status, Instant createdAt, Instant expectedDelivery,
			Customer customer, List<LineItem> items, String currency, BigDecimal total) {
	}

	public record Customer(String id, String name, String email, Address address) {
	}

	public record Address(String street, String city, String postcode, String country) {
	}

	public record LineItem(int line, String sku, String name, String category, int quantity, BigDecimal unitPrice,
			BigDecimal total, boolean inStock) {
	}

}
