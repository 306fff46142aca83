package io.github.bootbench.example.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The service's web layer: validation, the JSON it answers and the page, with the store
 * left out (the harness's runs exercise it on PostgreSQL).
 */
@WebMvcTest({ OrderController.class, OrderPageController.class })
class OrderControllerTests {

	private static final Order ORDER = new Order(7, "Ada",
			List.of(new Order.Line(3, "Product 3", 2, new BigDecimal("5.11"))), new BigDecimal("10.22"));

	@Autowired
	MockMvc mvc;

	@MockitoBean
	OrderStore store;

	@Test
	void aValidOrderIsPlacedAndAnsweredWithItsLocation() throws Exception {
		given(this.store.place(any())).willReturn(Optional.of(ORDER));
		this.mvc
			.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
				.content("{\"customer\":\"Ada\",\"lines\":[{\"productId\":3,\"quantity\":2}]}"))
			.andExpect(status().isCreated())
			.andExpect(header().string("Location", "/api/orders/7"))
			.andExpect(jsonPath("$.total").value(10.22))
			.andExpect(jsonPath("$.lines[0].name").value("Product 3"));
	}

	@Test
	void anOrderWithoutCustomerOrLinesIsRefused() throws Exception {
		this.mvc
			.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
				.content("{\"customer\":\"\",\"lines\":[]}"))
			.andExpect(status().isBadRequest());
		this.mvc
			.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
				.content("{\"customer\":\"Ada\",\"lines\":[{\"productId\":3,\"quantity\":0}]}"))
			.andExpect(status().isBadRequest());
	}

	@Test
	void anUnknownOrderIsNotFoundAsJsonAndAsAPage() throws Exception {
		given(this.store.find(9)).willReturn(Optional.empty());
		this.mvc.perform(get("/api/orders/9")).andExpect(status().isNotFound());
		this.mvc.perform(get("/orders/9")).andExpect(status().isNotFound());
	}

	@Test
	void thePageListsTheOrdersLinesAndTotal() throws Exception {
		given(this.store.find(7)).willReturn(Optional.of(ORDER));
		this.mvc.perform(get("/orders/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(org.hamcrest.Matchers.containsString("<h1>Order 7 for Ada</h1>")))
			.andExpect(content().string(org.hamcrest.Matchers.containsString("<p>Total: 10.22</p>")));
	}

}
