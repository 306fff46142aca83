package io.github.bootbench.example.orders;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.server.ResponseStatusException;

/** The page of an order, rendered by Mustache ({@code templates/order.mustache}). */
@Controller
public class OrderPageController {

	private final OrderStore store;

	public OrderPageController(OrderStore store) {
		this.store = store;
	}

	@GetMapping("/orders/{id}")
	public String page(@PathVariable long id, Model model) {
		model.addAttribute("order",
				this.store.find(id).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND)));
		return "order";
	}

}
