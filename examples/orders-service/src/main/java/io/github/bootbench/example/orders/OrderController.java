package io.github.bootbench.example.orders;

import java.net.URI;

import jakarta.validation.Valid;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The JSON API: place an order, read one back. */
@RestController
public class OrderController {

	private final OrderStore store;

	public OrderController(OrderStore store) {
		this.store = store;
	}

	@PostMapping("/api/orders")
	public ResponseEntity<Order> place(@Valid @RequestBody NewOrder order) {
		Order placed = this.store.place(order).orElseThrow();
		return ResponseEntity.created(URI.create("/api/orders/" + placed.id())).body(placed);
	}

	@GetMapping("/api/orders/{id}")
	public ResponseEntity<Order> find(@PathVariable long id) {
		return ResponseEntity.of(this.store.find(id));
	}

	@ExceptionHandler(OrderStore.UnknownProductException.class)
	ProblemDetail unknownProduct(OrderStore.UnknownProductException ex) {
		return ProblemDetail.forStatusAndDetail(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage());
	}

}
