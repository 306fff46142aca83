package io.github.bootbench.controller.smoke;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the database endpoints must answer, checked on the body as text so that every
 * generation (Jackson 2 or 3) shares one check: TechEmpower's world row, a list of them,
 * and the fortunes page with its escaping.
 */
public final class DatabaseBodies {

	/** Rows of the world table the harness loads. */
	public static final int WORLD_ROWS = 10_000;

	/** Fortunes the harness loads, before the one added at request time. */
	public static final int FORTUNES = 12;

	private static final Pattern WORLD = Pattern.compile("\\{\"id\":(\\d+),\"randomNumber\":(\\d+)}");

	private static final Pattern ROW = Pattern.compile("<tr><td>(\\d+)</td><td>(.*)</td></tr>");

	private DatabaseBodies() {
	}

	/**
	 * Whether a contract body stands for one of the database endpoints' bodies, which
	 * change with every request.
	 */
	public static boolean isDatabaseBody(String contractBody) {
		return List.of("{world}", "{20 worlds}", "{fortunes}").contains(contractBody);
	}

	/** The body answered for a contract body that {@link #isDatabaseBody} accepts. */
	public static void assertContractBody(String contractBody, String body) {
		switch (contractBody) {
			case "{world}" -> assertWorld(body);
			case "{20 worlds}" -> assertWorlds(body, 20);
			case "{fortunes}" -> assertFortunesPage(body);
			default -> throw new IllegalArgumentException("Not a database body: " + contractBody);
		}
	}

	/** A world row: {@code {"id":N,"randomNumber":M}}, both in 1..10,000. */
	public static void assertWorld(String body) {
		assertThat(body).matches(WORLD);
		assertWorlds("[" + body + "]", 1);
	}

	/** A JSON array of {@code count} world rows. */
	public static void assertWorlds(String body, int count) {
		assertThat(body).startsWith("[").endsWith("]");
		Matcher matcher = WORLD.matcher(body);
		int found = 0;
		while (matcher.find()) {
			assertThat(Integer.parseInt(matcher.group(1))).isBetween(1, WORLD_ROWS);
			assertThat(Integer.parseInt(matcher.group(2))).isBetween(1, WORLD_ROWS);
			found++;
		}
		assertThat(found).isEqualTo(count);
		// Nothing but the rows and the commas between them.
		assertThat(WORLD.matcher(body).replaceAll("")).isEqualTo("[" + ",".repeat(count - 1) + "]");
	}

	/**
	 * The fortunes page: every loaded fortune and the added one, sorted by message, the
	 * script tag escaped, the Japanese one in UTF-8.
	 */
	public static void assertFortunesPage(String body) {
		assertThat(body).startsWith("<!DOCTYPE html>")
			.contains("<title>Fortunes</title>")
			.contains("&lt;script&gt;alert(&quot;This should not be displayed in a browser alert box.&quot;);"
					+ "&lt;/script&gt;")
			.doesNotContain("<script>")
			.contains("<tr><td>0</td><td>Additional fortune added at request time.</td></tr>")
			.contains("フレームワークのベンチマーク");
		Matcher matcher = ROW.matcher(body);
		List<String> messages = new ArrayList<>();
		while (matcher.find()) {
			messages.add(matcher.group(2));
		}
		assertThat(messages).hasSize(FORTUNES + 1);
		List<String> unescaped = messages.stream().map(DatabaseBodies::unescape).toList();
		assertThat(unescaped).isSorted();
	}

	private static String unescape(String html) {
		return html.replace("&lt;", "<")
			.replace("&gt;", ">")
			.replace("&quot;", "\"")
			.replace("&#39;", "'")
			.replace("&#x60;", "`")
			.replace("&#x3D;", "=")
			.replace("&amp;", "&");
	}

}
