package io.github.bootbench.controller;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import io.github.bootbench.probe.PlantedCost;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The endpoints that do real work per request, in the shape of TechEmpower's database
 * tests: one random row of the {@code world} table as JSON ({@code /test/db}), N random
 * rows, each its own query ({@code /test/queries?n=N}), and every fortune plus one added
 * at request time, sorted and rendered through an escaping HTML template
 * ({@code /test/fortunes}). Plain Spring JDBC on Boot's pool (HikariCP, sized by
 * {@code spring.datasource.hikari.maximum-pool-size}). Without
 * {@code spring.datasource.url} the app has no DataSource (see
 * {@link DatabaseEnvironmentPostProcessor}) and these endpoints answer 503.
 */
@RestController
@RequestMapping(path = "/test")
public class DatabaseController {

	/** Rows of the {@code world} table, ids 1 to this. */
	static final int WORLD_ROWS = 10_000;

	/**
	 * Most rows one {@code /test/queries} request may ask for: TechEmpower's cap. Where
	 * TechEmpower clamps a bad {@code n} into 1..500, this refuses it with a 400, as
	 * {@code /test/io} refuses a bad {@code ms}: a load that asks for what it does not
	 * get should not be measured.
	 */
	static final int QUERIES_MAX = 500;

	static final String ADDED_FORTUNE = "Additional fortune added at request time.";

	private static final MediaType TEXT_HTML_UTF8 = new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8);

	private static final RowMapper<World> WORLD = (rs, row) -> new World(rs.getInt(1), rs.getInt(2));

	private static final RowMapper<Fortune> FORTUNE = (rs, row) -> new Fortune(rs.getInt(1), rs.getString(2));

	private final ObjectProvider<JdbcTemplate> jdbc;

	private final PlantedCost plantedCost;

	private final Template fortunesPage;

	public DatabaseController(ObjectProvider<JdbcTemplate> jdbc, PlantedCost plantedCost) throws IOException {
		this.jdbc = jdbc;
		this.plantedCost = plantedCost;
		try (Reader template = new InputStreamReader(new ClassPathResource("bench/fortunes.mustache").getInputStream(),
				StandardCharsets.UTF_8)) {
			// jmustache escapes HTML in {{ }} by default; said here so that nobody turns
			// it off.
			this.fortunesPage = Mustache.compiler().escapeHTML(true).compile(template);
		}
	}

	@GetMapping(path = "/db", produces = MediaType.APPLICATION_JSON_VALUE)
	public World db() {
		JdbcTemplate jdbc = jdbc();
		this.plantedCost.spend();
		return randomWorld(jdbc);
	}

	/**
	 * N separate queries, not one {@code IN} list, as TechEmpower's test asks; no
	 * {@code n} means 1. The content type is set on the response so that a bad N gets its
	 * JSON problem whatever the client accepts.
	 */
	@GetMapping("/queries")
	public ResponseEntity<List<World>> queries(@RequestParam(name = "n", defaultValue = "1") String n) {
		int count = parseQueries(n);
		JdbcTemplate jdbc = jdbc();
		this.plantedCost.spend();
		List<World> worlds = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			worlds.add(randomWorld(jdbc));
		}
		return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(worlds);
	}

	@GetMapping("/fortunes")
	public ResponseEntity<String> fortunes() {
		JdbcTemplate jdbc = jdbc();
		this.plantedCost.spend();
		List<Fortune> fortunes = new ArrayList<>(jdbc.query("SELECT id, message FROM fortune", FORTUNE));
		fortunes.add(new Fortune(0, ADDED_FORTUNE));
		fortunes.sort(Comparator.comparing(Fortune::message));
		String page = this.fortunesPage.execute(Map.of("fortunes", fortunes));
		return ResponseEntity.ok().contentType(TEXT_HTML_UTF8).body(page);
	}

	/** Without a database: 503 and, in plain text, what is missing. */
	@ExceptionHandler
	public ResponseEntity<String> noDatabase(NoDatabaseException ex) {
		return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
			.contentType(new MediaType(MediaType.TEXT_PLAIN, StandardCharsets.UTF_8))
			.body(ex.getMessage());
	}

	private JdbcTemplate jdbc() {
		JdbcTemplate jdbc = this.jdbc.getIfAvailable();
		if (jdbc == null) {
			throw new NoDatabaseException();
		}
		return jdbc;
	}

	private static World randomWorld(JdbcTemplate jdbc) {
		int id = ThreadLocalRandom.current().nextInt(1, WORLD_ROWS + 1);
		return jdbc.queryForObject("SELECT id, randomnumber FROM world WHERE id = ?", WORLD, id);
	}

	static int parseQueries(String n) {
		try {
			int count = Integer.parseInt(n.strip());
			if (count >= 1 && count <= QUERIES_MAX) {
				return count;
			}
		}
		catch (NumberFormatException ex) {
			// reported below, like an out-of-range value
		}
		throw new BadParameterException("n", n, "1.." + QUERIES_MAX);
	}

	static class NoDatabaseException extends RuntimeException {

		NoDatabaseException() {
			super("No database: start the app with spring.datasource.url set "
					+ "(bench-scripts/database.sh start prints one)");
		}

	}

	/** A row of TechEmpower's {@code world} table, named as its JSON is. */
	public record World(int id, int randomNumber) {
	}

	public record Fortune(int id, String message) {
	}

}
