package io.github.bootbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layer rules of bench-report, as tests: a rule broken later fails the build, not a
 * review. Commands drive; formats lay out what the model computed; the model judges with
 * the statistics; input reads the run directory, parse the tools' output, io the files;
 * core, at the bottom, holds the words every layer shares (tool, cell, metric, verdict, a
 * window's key, what bound a window) and the method's thresholds, which every layer
 * applies or states.
 */
class LayerRulesTests {

	private static final String ROOT = "io.github.bootbench.report";

	/** Every package of the product, each a layer below. */
	private static final List<String> LAYERS = List.of("cli", "format", "model", "plan", "stats", "input", "parse",
			"core", "io");

	/** The method's studies (bench-studies): they use the product, never the reverse. */
	private static final String STUDIES = "io.github.bootbench.studies";

	/** Lines of a main source file, javadoc included. */
	private static final int MAX_CLASS_LINES = 250;

	private static JavaClasses classes;

	@BeforeAll
	static void importMainClasses() {
		classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages(ROOT);
	}

	@Test
	void eachLayerUsesOnlyTheLayersBelowIt() {
		layeredArchitecture().consideringOnlyDependenciesInLayers()
			.layer("cli")
			.definedBy(ROOT + ".cli..")
			.layer("format")
			.definedBy(ROOT + ".format..")
			.layer("model")
			.definedBy(ROOT + ".model..")
			.layer("plan")
			.definedBy(ROOT + ".plan..")
			.layer("stats")
			.definedBy(ROOT + ".stats..")
			.layer("input")
			.definedBy(ROOT + ".input..")
			.layer("parse")
			.definedBy(ROOT + ".parse..")
			.layer("io")
			.definedBy(ROOT + ".io..")
			.layer("core")
			.definedBy(ROOT + ".core..")
			.whereLayer("cli")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("format")
			.mayOnlyBeAccessedByLayers("cli")
			.whereLayer("model")
			.mayOnlyBeAccessedByLayers("cli", "format")
			.whereLayer("plan")
			.mayOnlyBeAccessedByLayers("cli", "format")
			.whereLayer("stats")
			.mayOnlyBeAccessedByLayers("cli", "format", "model", "plan")
			.whereLayer("input")
			.mayOnlyBeAccessedByLayers("cli", "format", "model", "plan")
			.whereLayer("parse")
			.mayOnlyBeAccessedByLayers("cli", "model", "input")
			.check(classes);
	}

	@Test
	void theSharedVocabularyIsTheBottomLayer() {
		noClasses().that()
			.resideInAPackage(ROOT + ".core..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(ROOT + ".cli..", ROOT + ".format..", ROOT + ".model..", ROOT + ".plan..",
					ROOT + ".stats..", ROOT + ".input..", ROOT + ".parse..", ROOT + ".io..")
			.check(classes);
	}

	@Test
	void everyClassIsInANamedLayer() {
		classes().should()
			.resideInAnyPackage(LAYERS.stream().map((layer) -> ROOT + "." + layer + "..").toArray(String[]::new))
			.as("every class is in one of the layers " + LAYERS + " (a new package is named in the layer rules)")
			.check(classes);
	}

	@Test
	void theProductKnowsNothingOfTheStudies() {
		noClasses().should()
			.dependOnClassesThat()
			.resideInAPackage(STUDIES + "..")
			.as("no class of bench-report uses the method's studies: a run needs none of them")
			.check(classes);
	}

	@Test
	void statisticsKnowNothingOfRunsOrFiles() {
		noClasses().that()
			.resideInAPackage(ROOT + ".stats..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(ROOT + ".input..", ROOT + ".io..", ROOT + ".parse..", ROOT + ".model..",
					ROOT + ".plan..", ROOT + ".format..", ROOT + ".cli..")
			.as("statistics know nothing of runs or files (the shared vocabulary in core aside)")
			.check(classes);
	}

	@Test
	void onlyACommandUsesACommand() {
		classes().that()
			.resideInAPackage(ROOT + ".cli..")
			.should()
			.onlyHaveDependentClassesThat()
			.resideInAPackage(ROOT + ".cli..")
			.check(classes);
	}

	@Test
	void jsonKeysAreReadOnlyWhereTheRunDirectoryAndTheToolsOutputAreRead() {
		noClasses().that()
			.resideOutsideOfPackages(ROOT + ".input..", ROOT + ".io..", ROOT + ".parse..")
			.should()
			.callMethodWhere(target(owner(assignableTo(JsonNode.class))))
			.as("no class outside input, io and parse reads a JSON key (run.json and results.json are read "
					+ "through typed records)")
			.check(classes);
	}

	@Test
	void dataFilesCarryDataNotSentences() {
		noClasses().that()
			.resideInAPackage(ROOT + ".format.data..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage(ROOT + ".format.markdown..", ROOT + ".format.chart..")
			.check(classes);
	}

	@Test
	void formatsLayOutWhatTheModelComputedAndComputeNothing() {
		noClasses().that()
			.resideInAPackage(ROOT + ".format..")
			.should()
			.callMethodWhere(describe("a factory or judgement of the model or the statistics",
					(call) -> resideInAnyPackage(ROOT + ".model..", ROOT + ".plan..", ROOT + ".stats..")
						.test(call.getTargetOwner())
							&& nameMatching("of|judge|between|compare|summary").test(call.getTarget())))
			.check(classes);
	}

	@Test
	void noMainClassIsLongerThanWhatOneReaderHoldsInMind() throws IOException {
		Path sources = Path.of("src", "main", "java");
		try (Stream<Path> files = Files.walk(sources)) {
			Map<String, Long> tooLong = new TreeMap<>();
			for (Path file : files.filter((f) -> f.toString().endsWith(".java")).toList()) {
				long lines;
				try (Stream<String> text = Files.lines(file)) {
					lines = text.count();
				}
				if (lines > MAX_CLASS_LINES) {
					tooLong.put(sources.relativize(file).toString(), lines);
				}
			}
			assertThat(tooLong).as("main source files over %d lines", MAX_CLASS_LINES).isEmpty();
		}
	}

}
