package io.github.bootbench.report.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import io.github.bootbench.report.Json;
import io.github.bootbench.report.run.RunDirectory;

/** Writes a run directory's README.md, results.json, results.csv and charts/. */
public final class ReportWriter {

	private ReportWriter() {
	}

	public static RunReport write(RunDirectory run) throws IOException {
		RunReport report = RunReport.of(run);
		Findings findings = new Findings(report);
		List<String> findingLines = findings.findings();
		List<String> caveats = findings.caveats();
		List<String> charts = Charts.write(report, run.path().resolve("charts"));
		Files.writeString(run.path().resolve("README.md"),
				new ReadmeWriter(report, findingLines, caveats, charts).write());

		ObjectNode results = Json.MAPPER.createObjectNode();
		results.set("run", run.metadata());
		results.set("findings", Json.MAPPER.valueToTree(findingLines));
		results.set("caveats", Json.MAPPER.valueToTree(caveats));
		results.set("rows", Json.MAPPER.valueToTree(report.rows()));
		results.set("runs", Json.MAPPER.valueToTree(report.runRows()));
		results.set("startup", Json.MAPPER.valueToTree(run.coldStarts()));
		results.set("build", Json.MAPPER.valueToTree(run.builds()));
		results.set("headers", Json.MAPPER.valueToTree(run.headers()));
		Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(run.path().resolve("results.json").toFile(), results);

		CsvMapper csv = new CsvMapper();
		csv.writer(csv.schemaFor(RunRow.class).withHeader())
			.writeValue(run.path().resolve("results.csv").toFile(), report.runRows());
		return report;
	}

}
