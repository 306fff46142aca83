package io.github.bootbench.example.orders;

import java.math.BigDecimal;
import java.util.List;

/**
 * An order as stored, with its lines priced from the catalogue.
 *
 * @param id its id
 * @param customer who ordered
 * @param lines its lines
 * @param total the sum of its lines
 */
public record Order(long id, String customer, List<Line> lines, BigDecimal total) {

	/**
	 * @param productId the product
	 * @param name the product's name
	 * @param quantity how many
	 * @param price the product's unit price
	 */
	public record Line(int productId, String name, int quantity, BigDecimal price) {
	}

}
