package io.github.bootbench.example.orders;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

/**
 * An order as a client posts it.
 *
 * @param customer who orders
 * @param lines what, at least one line
 */
public record NewOrder(@NotBlank @Size(max = 80) String customer, @NotEmpty @Size(max = 20) List<@Valid Line> lines) {

	/**
	 * @param productId a product of the catalogue
	 * @param quantity how many, at least one
	 */
	public record Line(@Positive int productId, @Positive int quantity) {
	}

}
