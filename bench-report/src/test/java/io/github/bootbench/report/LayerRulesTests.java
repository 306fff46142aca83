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
import io.github.bootbench.report.cli.FeatureCommand;
import io.github.bootbench.report.cli.ResultsPart;
import io.github.bootbench.report.model.Section;
import io.github.bootbench.report.plan.ContractExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layer rules of bench-report, as tests: a rule broken later fails the build, not a
 * review. Each feature (a capability not every run uses) is one package under
 * {@code feature}, on top of the core, which names none of them; features never use each
 * other. In the core: commands drive; formats lay out what the model computed; the model
 * judges with the statistics; input reads the run directory, parse the tools' output, io
 * the files; core, at the bottom, holds the words every layer shares (tool, cell, metric,
 * verdict, a window's key, what bound a window) and the method's thresholds, which every
 * layer applies or states.
 */
class LayerRulesTests {

	private static final String ROOT = "io.github.bootbench.report";

	/** Every package of the product, each a layer below. */
	private static final List<String> LAYERS = List.of("feature", "cli", "format", "model", "plan", "stats", "input",
			"parse", "core", "io");

	/** The features: each a package of its own below this one, on top of the core. */
	private static final String FEATURES = ROOT + ".feature";

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
			.layer("feature")
			.definedBy(FEATURES + "..")
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
			.whereLayer("feature")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("cli")
			.mayOnlyBeAccessedByLayers("feature")
			.whereLayer("format")
			.mayOnlyBeAccessedByLayers("feature", "cli")
			.whereLayer("model")
			.mayOnlyBeAccessedByLayers("feature", "cli", "format")
			.whereLayer("plan")
			.mayOnlyBeAccessedByLayers("feature", "cli", "format")
			.whereLayer("stats")
			.mayOnlyBeAccessedByLayers("feature", "cli", "format", "model", "plan")
			.whereLayer("input")
			.mayOnlyBeAccessedByLayers("feature", "cli", "format", "model", "plan")
			.whereLayer("parse")
			.mayOnlyBeAccessedByLayers("feature", "cli", "model", "input")
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
	void onlyACommandOrAFeatureUsesACommand() {
		classes().that()
			.resideInAPackage(ROOT + ".cli..")
			.should()
			.onlyHaveDependentClassesThat()
			.resideInAnyPackage(ROOT + ".cli..", FEATURES + "..")
			.check(classes);
	}

	/**
	 * The core (every package but the features) names no feature: a feature's command is
	 * found on the class path ({@code FeatureCommand}), and the core's skeleton knows
	 * only what every run needs.
	 */
	@Test
	void theCoreNamesNoFeature() {
		noClasses().that()
			.resideOutsideOfPackage(FEATURES + "..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage(FEATURES + "..")
			.check(classes);
	}

	/** A feature uses the core alone: never another feature. */
	@Test
	void noFeatureUsesAnother() {
		slices().matching(FEATURES + ".(*)..").should().notDependOnEachOther().allowEmptyShould(true).check(classes);
	}

	/**
	 * Each feature is one package: its plan part, reading, judgement, report and charts
	 * together.
	 */
	@Test
	void eachFeatureIsOnePackage() {
		classes().that()
			.resideInAPackage(FEATURES + "..")
			.should()
			.resideInAPackage(FEATURES + ".*")
			.allowEmptyShould(true)
			.check(classes);
	}

	/**
	 * A feature registers itself: every {@code FeatureCommand} (a command it adds), every
	 * {@code Section.Feature} (a section of the report it adds) and every
	 * {@code ResultsPart} (files it keeps beside the runs) and every
	 * {@code ContractExtension} (apps and endpoints it adds to a plan) is named in the
	 * services file the core reads, and the file names nothing else.
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(classes = { FeatureCommand.class, Section.Feature.class, ResultsPart.class, ContractExtension.class })
	void everyFeatureRegistersItself(Class<?> service) throws IOException {
		List<String> registered = Files
			.readAllLines(Path.of("src", "main", "resources", "META-INF", "services", service.getName()))
			.stream()
			.map(String::strip)
			.filter((line) -> !line.isEmpty() && !line.startsWith("#"))
			.toList();
		List<String> implementations = classes.stream()
			.filter((c) -> c.isAssignableTo(service) && !c.isInterface())
			.map((c) -> c.getName())
			.sorted()
			.toList();
		assertThat(implementations).as("implementations of " + service.getName()).isNotEmpty();
		assertThat(registered).as("META-INF/services/" + service.getName())
			.containsExactlyInAnyOrderElementsOf(implementations);
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
