package io.github.bootbench.example.orders;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** Orders in PostgreSQL, by Spring's JdbcClient: one insert a line, one query to read an order back. */
@Repository
public class OrderStore {

	private final JdbcClient jdbc;

	public OrderStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** Stores the order, its lines priced from the catalogue; empty when a product is unknown. */
	@Transactional
	public Optional<Order> place(NewOrder order) {
		long id = this.jdbc.sql("INSERT INTO orders (customer) VALUES (?) RETURNING id")
			.param(order.customer())
			.query(Long.class)
			.single();
		for (NewOrder.Line line : order.lines()) {
			int inserted = this.jdbc
				.sql("INSERT INTO order_lines (order_id, product_id, quantity, price) "
						+ "SELECT ?, id, ?, price FROM products WHERE id = ?")
				.params(id, line.quantity(), line.productId())
				.update();
			if (inserted == 0) {
				throw new UnknownProductException(line.productId());
			}
		}
		return find(id);
	}

	/** The order of this id, with its lines. */
	@Transactional(readOnly = true)
	public Optional<Order> find(long id) {
		List<Order.Line> lines = new ArrayList<>();
		List<String> customer = this.jdbc.sql("SELECT customer FROM orders WHERE id = ?")
			.param(id)
			.query(String.class)
			.list();
		if (customer.isEmpty()) {
			return Optional.empty();
		}
		this.jdbc
			.sql("SELECT l.product_id, p.name, l.quantity, l.price FROM order_lines l JOIN products p ON p.id = l.product_id "
					+ "WHERE l.order_id = ? ORDER BY l.id")
			.param(id)
			.query((row, n) -> new Order.Line(row.getInt(1), row.getString(2), row.getInt(3), row.getBigDecimal(4)))
			.list()
			.forEach(lines::add);
		BigDecimal total = lines.stream()
			.map((line) -> line.price().multiply(BigDecimal.valueOf(line.quantity())))
			.reduce(BigDecimal.ZERO, BigDecimal::add);
		return Optional.of(new Order(id, customer.get(0), lines, total));
	}

	/** A product an order names that the catalogue does not have. */
	static class UnknownProductException extends RuntimeException {

		private static final long serialVersionUID = 1L;

		UnknownProductException(int productId) {
			super("no product " + productId);
		}

	}

}
