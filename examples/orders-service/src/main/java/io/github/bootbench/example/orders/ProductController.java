package io.github.bootbench.example.orders;

import java.util.Optional;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/** The catalogue: a product as JSON, and its page, each one read of PostgreSQL. */
@Controller
public class ProductController {

	private final JdbcClient jdbc;

	public ProductController(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@GetMapping("/api/products/{id}")
	@ResponseBody
	public ResponseEntity<Product> product(@PathVariable int id) {
		return ResponseEntity.of(find(id));
	}

	@GetMapping("/products/{id}")
	public String page(@PathVariable int id, Model model) {
		model.addAttribute("product", find(id).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND)));
		return "product";
	}

	private Optional<Product> find(int id) {
		return this.jdbc.sql("SELECT id, name, price FROM products WHERE id = ?")
			.param(id)
			.query(Product.class)
			.optional();
	}

}
