package io.github.bootbench.report.feature.service;

import io.github.bootbench.report.feature.service.AnswerComparison.Answer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A variant's answer against the baseline variant's, rule by rule. */
class AnswerComparisonTests {

	private static final Answer ORDER = new Answer("201", "application/json",
			"{\"id\":1,\"customer\":\"Ada\",\"lines\":[{\"productId\":3,\"price\":5.11}],\"total\":10.22}");

	@Test
	void theSameBodyByteForByte() {
		assertThat(AnswerComparison.of(ORDER, ORDER))
			.isEqualTo(new AnswerComparison(true, "the same body, byte for byte"));
	}

	@Test
	void jsonWhoseValuesDifferHasTheSameStructure() {
		Answer next = new Answer("201", "application/json;charset=UTF-8", ORDER.body().replace("\"id\":1", "\"id\":2"));
		assertThat(AnswerComparison.of(ORDER, next)).isEqualTo(new AnswerComparison(true,
				"the same JSON structure, its values differing (ids or times made per request) (content type "
						+ "application/json;charset=UTF-8 against application/json)"));
	}

	@Test
	void jsonOfAnotherStructureNamesWhere() {
		Answer other = new Answer("201", "application/json",
				ORDER.body().replace("\"price\":5.11", "\"price\":\"5.11\""));
		assertThat(AnswerComparison.of(ORDER, other)).isEqualTo(new AnswerComparison(false,
				"a body of another JSON structure: $.lines[0].price is string where the baseline's is number"));
		Answer fewer = new Answer("201", "application/json",
				"{\"id\":1,\"customer\":\"Ada\",\"lines\":[],\"total\":0}");
		assertThat(AnswerComparison.of(ORDER, fewer).rule())
			.isEqualTo("a body of another JSON structure: $.lines has 0 items where the baseline's has 1");
	}

	@Test
	void anotherStatusOrMediaTypeOrBodyIsADifference() {
		assertThat(AnswerComparison.of(ORDER, new Answer("500", "application/json", ORDER.body())).rule())
			.isEqualTo("status 500 where the baseline answered 201");
		assertThat(AnswerComparison.of(ORDER, new Answer("201", "text/plain", ORDER.body())).rule())
			.isEqualTo("content type text/plain where the baseline answered application/json");
		Answer page = new Answer("200", "text/html", "<h1>Order 1</h1>");
		assertThat(AnswerComparison.of(page, new Answer("200", "text/html", "<h1>Order 2</h1>")))
			.isEqualTo(new AnswerComparison(false,
					"another body: '<h1>Order 2</h1>' where the baseline answered " + "'<h1>Order 1</h1>'"));
	}

}
