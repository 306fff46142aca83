package io.github.bootbench.example.orders;

import java.math.BigDecimal;

/**
 * A product of the catalogue.
 *
 * @param id its id
 * @param name its name
 * @param price its unit price
 */
public record Product(int id, String name, BigDecimal price) {
}
