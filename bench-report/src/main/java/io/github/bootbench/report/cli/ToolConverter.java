package io.github.bootbench.report.cli;

import io.github.bootbench.report.core.Tool;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

final class ToolConverter implements ITypeConverter<Tool> {

	@Override
	public Tool convert(String value) {
		try {
			return Tool.of(value);
		}
		catch (IllegalArgumentException ex) {
			throw new TypeConversionException(ex.getMessage());
		}
	}

}
